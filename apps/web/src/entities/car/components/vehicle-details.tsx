import type { Car } from '@second-gear/contract';
import type { ReactNode } from 'react';
import { formatMileage } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { entitiesCatalogue } from '../../i18n';

/**
 * What a car listed before vehicle data was asked for shows in its place, in English; a page says
 * `entitiesCatalogue`'s `car.notGiven`, in its own language.
 */
export const notGiven = 'Not given';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-base-content/70 text-xs font-medium tracking-wide uppercase">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

type Vehicle = Pick<
  Car,
  | 'make'
  | 'modelName'
  | 'trim'
  | 'year'
  | 'mileage'
  | 'fuelType'
  | 'transmission'
  | 'drivetrain'
  | 'exteriorColor'
  | 'vin'
>;

/** Make, model, year, miles and the rest, each "Not given" when the listing does not say. */
export function VehicleDetails({ car }: { car: Vehicle }) {
  const t = useT(entitiesCatalogue);
  const notGiven = t('car.notGiven');
  const name = [car.make, car.modelName, car.trim].filter(Boolean).join(' ');
  return (
    <>
      <Detail term={t('car.makeAndModel')}>{name || notGiven}</Detail>
      <Detail term={t('car.year')}>{car.year ?? notGiven}</Detail>
      <Detail term={t('car.mileage')}>{car.mileage === null ? notGiven : formatMileage(car.mileage)}</Detail>
      <Detail term={t('car.fuelType')}>{car.fuelType ? capitalised(car.fuelType) : notGiven}</Detail>
      <Detail term={t('car.transmission')}>
        {car.transmission ? capitalised(car.transmission) : notGiven}
      </Detail>
      <Detail term={t('car.drivetrain')}>{car.drivetrain ?? notGiven}</Detail>
      <Detail term={t('car.exteriorColor')}>
        {car.exteriorColor ? capitalised(car.exteriorColor) : notGiven}
      </Detail>
      <Detail term={t('car.vin')}>
        {car.vin ? <span className="font-mono text-xs">{car.vin}</span> : notGiven}
      </Detail>
    </>
  );
}
