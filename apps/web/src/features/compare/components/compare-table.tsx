import type { CarPage } from '@second-gear/contract';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { formatDate, formatMileage, formatPrice } from '../../../lib/format';
import { useAuth } from '../../../entities/session/auth-context';
import { notGiven } from '../../../entities/car/components/vehicle-details';
import { carPageQueryOptions } from '../../../entities/car/api/car-page';
import { carPath } from '../../../entities/car/car-path';
import { dealSummary } from '../../../entities/car/deal-words';
import { useT, type Translate } from '../../../lib/i18n';
import { compareCatalogue } from '../i18n';

type Key = Parameters<typeof compareCatalogue.t>[0];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Row {
  label: Key;
  text: (car: CarPage, t: Translate<Key>) => string;
  /** For numbers where one end is plainly better for a buyer: that car's cell is marked "best". */
  best?: { of: (car: CarPage) => number | null; wants: 'lowest' | 'highest' };
}

const rows: readonly Row[] = [
  {
    label: 'row.price',
    text: (car) => formatPrice(car.resalePrice),
    best: { of: (car) => car.resalePrice, wants: 'lowest' },
  },
  {
    label: 'row.deal',
    text: (car, t) => (car.dealRating ? dealSummary(car.resalePrice, car.dealRating) : t('notRated')),
  },
  { label: 'row.status', text: (car, t) => (car.saleStatus === 'sold' ? t('sold') : t('forSale')) },
  {
    label: 'row.year',
    text: (car) => String(car.year ?? notGiven),
    best: { of: (car) => car.year, wants: 'highest' },
  },
  { label: 'row.make', text: (car) => car.make ?? notGiven },
  { label: 'row.model', text: (car) => car.modelName ?? notGiven },
  { label: 'row.trim', text: (car) => car.trim ?? notGiven },
  {
    label: 'row.mileage',
    text: (car) => (car.mileage === null ? notGiven : formatMileage(car.mileage)),
    best: { of: (car) => car.mileage, wants: 'lowest' },
  },
  { label: 'row.bodyType', text: (car) => car.model },
  { label: 'row.fuelType', text: (car) => (car.fuelType ? capitalised(car.fuelType) : notGiven) },
  { label: 'row.transmission', text: (car) => (car.transmission ? capitalised(car.transmission) : notGiven) },
  { label: 'row.drivetrain', text: (car) => car.drivetrain ?? notGiven },
  {
    label: 'row.exteriorColor',
    text: (car) => (car.exteriorColor ? capitalised(car.exteriorColor) : notGiven),
  },
  { label: 'row.condition', text: (car) => car.conditionType },
  { label: 'row.location', text: (car) => car.location },
  {
    label: 'row.seller',
    text: (car, t) => {
      const name = car.sellerName ?? t('seller.closed');
      return car.sellerStatus === 'verified' ? t('seller.verified', { name }) : name;
    },
  },
  {
    label: 'row.listed',
    text: (car) => {
      const listed = car.priceHistory[0];
      return listed ? formatDate(listed.at) : notGiven;
    },
  },
  { label: 'row.photos', text: (car) => String(car.images.length) },
];

/** The ids of the cars whose value is the best of a row, when the cars differ there. */
function bestOf(row: Row, cars: readonly CarPage[]): Set<string> {
  if (!row.best) return new Set();
  const { of, wants } = row.best;
  const known = cars.flatMap((car) => {
    const value = of(car);
    return value === null ? [] : [{ id: car._id, value }];
  });
  const values = known.map((entry) => entry.value);
  const target = wants === 'lowest' ? Math.min(...values) : Math.max(...values);
  if (new Set(values).size < 2) return new Set();
  return new Set(known.filter((entry) => entry.value === target).map((entry) => entry.id));
}

function Cell({ children, differs, best }: { children: ReactNode; differs: boolean; best: boolean }) {
  const t = useT(compareCatalogue);
  return (
    <td className={`min-w-48 snap-start align-top ${differs ? 'bg-warning/10' : ''}`}>
      <span className={best ? 'text-success font-bold' : undefined}>{children}</span>
      {best ? <span className="badge badge-success badge-sm ml-2">{t('best')}</span> : null}
    </td>
  );
}

function carTitle(car: CarPage): string {
  return [car.year, car.make, car.modelName, car.trim].filter(Boolean).join(' ') || car.productName;
}

/**
 * Saved cars side by side: every field in a row, the rows where the cars differ marked, the best price, mileage and
 * year called out. On a phone the table scrolls sideways a car at a time, the field names staying in view.
 */
export function CompareTable({ ids }: { ids: readonly string[] }) {
  const t = useT(compareCatalogue);
  const { user } = useAuth();
  const answers = useQueries({ queries: ids.map((id) => carPageQueryOptions(id, user?.email ?? null)) });
  const failed = answers.find((answer) => answer.isError);
  if (failed) {
    return (
      <LoadFailed
        what={t('failed.what')}
        error={failed.error}
        retry={() => answers.forEach((answer) => void answer.refetch())}
      />
    );
  }
  if (answers.some((answer) => answer.isPending)) return <PulsingDots label={t('loading')} />;
  const cars = answers.flatMap((answer) => (answer.data ? [answer.data] : []));

  return (
    // Cars snap in beside the sticky field names (their width as scroll padding), not under them: without it the first
    // snap point lies under the names, and a phone opened the table scrolled past the first car.
    <div className="overflow-x-auto overscroll-x-contain rounded-box border-base-300 snap-x snap-mandatory scroll-pl-32 border">
      <table className="table">
        <caption className="sr-only">{t('caption', { count: cars.length })}</caption>
        <thead>
          <tr>
            <th scope="col" className="bg-base-100 sticky left-0 z-10 w-32">
              <span className="sr-only">{t('field')}</span>
            </th>
            {cars.map((car) => (
              <th key={car._id} scope="col" className="min-w-48 snap-start align-top">
                <Link to={carPath(car._id)} className="link link-hover block space-y-2">
                  <StoredPhoto
                    src={car.image}
                    sizes="240px"
                    width={240}
                    height={150}
                    className="rounded-box aspect-[8/5] w-full object-cover"
                  />
                  <span className="block text-base break-words">{carTitle(car)}</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const texts = cars.map((car) => row.text(car, t));
            const differs = new Set(texts).size > 1;
            const best = bestOf(row, cars);
            return (
              <tr key={row.label}>
                <th scope="row" className="bg-base-100 sticky left-0 z-10 w-32">
                  {t(row.label)}
                  {differs ? <span className="sr-only"> {t('differs')}</span> : null}
                </th>
                {cars.map((car, index) => (
                  <Cell key={car._id} differs={differs} best={best.has(car._id)}>
                    {texts[index]}
                  </Cell>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
