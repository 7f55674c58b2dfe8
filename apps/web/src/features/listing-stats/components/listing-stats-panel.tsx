import type { ListingStats } from '@second-gear/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useListingStats } from '../api/listing-stats';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { listingStatsCatalogue } from '../i18n';

// uPlot comes with the chart, on this page only.
const StatsChart = lazy(() => import('./stats-chart'));

const windows = [7, 30, 90] as const;

function Figures({ stats }: { stats: ListingStats }) {
  const t = useT(listingStatsCatalogue);
  const figures: [string, number][] = [
    [t('figure.impressions'), stats.impressions],
    [t('figure.views'), stats.views],
    [t('figure.saves'), stats.saves],
    [t('figure.messages'), stats.messages],
    [t('figure.offers'), stats.offers],
    [t('figure.testDrives'), stats.testDrives],
    [t('figure.bookings'), stats.bookings],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-box border-base-300 border p-3">
          <dt className="text-base-content/75 text-sm">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
      <div className="rounded-box border-base-300 border p-3">
        <dt className="text-base-content/75 text-sm">{t('figure.daysOnMarket')}</dt>
        <dd className="text-2xl font-bold tabular-nums">{formatNumber(stats.daysOnMarket)}</dd>
      </div>
    </dl>
  );
}

function DayByDay({ stats }: { stats: ListingStats }) {
  const t = useT(listingStatsCatalogue);
  return (
    <details className="rounded-box border-base-300 border p-3">
      <summary className="cursor-pointer font-medium">{t('days.summary')}</summary>
      <div className="overflow-x-auto">
        <table className="table-sm table">
          <thead>
            <tr>
              <th scope="col">{t('days.day')}</th>
              <th scope="col" className="text-right">
                {t('figure.impressions')}
              </th>
              <th scope="col" className="text-right">
                {t('figure.views')}
              </th>
              <th scope="col" className="text-right">
                {t('figure.saves')}
              </th>
              <th scope="col" className="text-right">
                {t('figure.messages')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.series.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="font-normal">
                  {day.date}
                </th>
                <td className="text-right tabular-nums">{formatNumber(day.impressions)}</td>
                <td className="text-right tabular-nums">{formatNumber(day.views)}</td>
                <td className="text-right tabular-nums">{formatNumber(day.saves)}</td>
                <td className="text-right tabular-nums">{formatNumber(day.messages)}</td>
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
  const t = useT(listingStatsCatalogue);
  const [days, setDays] = useState<number>(30);
  const stats = useListingStats(carId, days);
  const periodId = useId();
  return (
    <div className="max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('panel.heading')}</h1>
          {stats.data ? <p className="text-lg font-semibold">{stats.data.productName}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={periodId} className="text-sm font-medium">
            {t('panel.period')}
          </label>
          <select
            id={periodId}
            className="select select-sm w-auto"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {windows.map((window) => (
              <option key={window} value={window}>
                {t('panel.window', { days: window })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {stats.isPending ? (
        <PulsingDots label={t('panel.loading')} />
      ) : stats.isError ? (
        <LoadFailed what={t('panel.what')} error={stats.error} retry={() => void stats.refetch()} />
      ) : (
        <>
          <p className="text-base-content/75">
            {stats.data.position
              ? t('panel.position', { rank: stats.data.position.rank, of: stats.data.position.of })
              : t('panel.noPosition')}{' '}
            {t('panel.explained')}
          </p>
          <Figures stats={stats.data} />
          <section aria-label={t('panel.activity')} className="space-y-3">
            <Suspense fallback={<PulsingDots label={t('panel.loadingChart')} />}>
              <StatsChart series={stats.data.series} />
            </Suspense>
            <DayByDay stats={stats.data} />
          </section>
        </>
      )}
      <Link to="/dashboard/myProducts" className="link">
        {t('panel.back')}
      </Link>
    </div>
  );
}
