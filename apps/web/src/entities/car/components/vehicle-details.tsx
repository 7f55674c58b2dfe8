import type { Car } from '@second-gear/contract';
import type { ReactNode } from 'react';
import { formatMileage } from '../../../lib/format';

/** What a car listed before vehicle data was asked for shows in its place. */
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
  const name = [car.make, car.modelName, car.trim].filter(Boolean).join(' ');
  return (
    <>
      <Detail term="Make and model">{name || notGiven}</Detail>
      <Detail term="Year">{car.year ?? notGiven}</Detail>
      <Detail term="Mileage">{car.mileage === null ? notGiven : formatMileage(car.mileage)}</Detail>
      <Detail term="Fuel type">{car.fuelType ? capitalised(car.fuelType) : notGiven}</Detail>
      <Detail term="Transmission">{car.transmission ? capitalised(car.transmission) : notGiven}</Detail>
      <Detail term="Drivetrain">{car.drivetrain ?? notGiven}</Detail>
      <Detail term="Exterior color">{car.exteriorColor ? capitalised(car.exteriorColor) : notGiven}</Detail>
      <Detail term="VIN">{car.vin ? <span className="font-mono text-xs">{car.vin}</span> : notGiven}</Detail>
    </>
  );
}
