import type { ListingStats } from '@second-gear/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useListingStats } from '../api/listing-stats';
import { ordinal } from '../stats-words';

// uPlot comes with the chart, on this page only.
const StatsChart = lazy(() => import('./stats-chart'));

const windows = [7, 30, 90] as const;

function Figures({ stats }: { stats: ListingStats }) {
  const figures: [string, number][] = [
    ['Impressions', stats.impressions],
    ['Views', stats.views],
    ['Saves', stats.saves],
    ['Messages', stats.messages],
    ['Offers', stats.offers],
    ['Test drives', stats.testDrives],
    ['Bookings', stats.bookings],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-box border-base-300 border p-3">
          <dt className="text-base-content/75 text-sm">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
      <div className="rounded-box border-base-300 border p-3">
        <dt className="text-base-content/75 text-sm">Days on market</dt>
        <dd className="text-2xl font-bold tabular-nums">{stats.daysOnMarket}</dd>
      </div>
    </dl>
  );
}

function DayByDay({ stats }: { stats: ListingStats }) {
  return (
    <details className="rounded-box border-base-300 border p-3">
      <summary className="cursor-pointer font-medium">Day by day</summary>
      <div className="overflow-x-auto">
        <table className="table-sm table">
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col" className="text-right">
                Impressions
              </th>
              <th scope="col" className="text-right">
                Views
              </th>
              <th scope="col" className="text-right">
                Saves
              </th>
              <th scope="col" className="text-right">
                Messages
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.series.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="font-normal">
                  {day.date}
                </th>
                <td className="text-right tabular-nums">{day.impressions}</td>
                <td className="text-right tabular-nums">{day.views}</td>
                <td className="text-right tabular-nums">{day.saves}</td>
                <td className="text-right tabular-nums">{day.messages}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * One of the seller's cars: how often it showed in results, unique visitors a day, saves, messages, offers, test
 * drives and bookings over a window, its days on market and its price's place among similar cars, with a chart.
 */
export function ListingStatsPanel({ carId }: { carId: string }) {
  const [days, setDays] = useState<number>(30);
  const stats = useListingStats(carId, days);
  const periodId = useId();
  return (
    <div className="max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Listing stats</h1>
          {stats.data ? <p className="text-lg font-semibold">{stats.data.productName}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={periodId} className="text-sm font-medium">
            Period
          </label>
          <select
            id={periodId}
            className="select select-sm w-auto"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {windows.map((window) => (
              <option key={window} value={window}>
                Last {window} days
              </option>
            ))}
          </select>
        </div>
      </div>
      {stats.isPending ? (
        <PulsingDots label="Loading the stats" />
      ) : stats.isError ? (
        <LoadFailed what="The stats" error={stats.error} retry={() => void stats.refetch()} />
      ) : (
        <>
          <p className="text-base-content/75">
            {stats.data.position
              ? `${ordinal(stats.data.position.rank)} cheapest of ${stats.data.position.of} similar cars.`
              : 'No similar cars to compare its price with yet.'}{' '}
            Views are unique visitors a day; impressions are appearances in search results.
          </p>
          <Figures stats={stats.data} />
          <section aria-label="Activity by day" className="space-y-3">
            <Suspense fallback={<PulsingDots label="Loading the chart" />}>
              <StatsChart series={stats.data.series} />
            </Suspense>
            <DayByDay stats={stats.data} />
          </section>
        </>
      )}
      <Link to="/dashboard/myProducts" className="link">
        Back to My products
      </Link>
    </div>
  );
}
