import type { Car } from '@second-gear/contract';

/**
 * What the Advertise action shows for a car, read from what the server says about it: a car for sale that is not
 * advertised can be; an advertised one says so; a sold one cannot be.
 */
export type AdvertiseState = 'can-advertise' | 'advertised' | 'sold';

export function advertiseState(car: Pick<Car, 'saleStatus' | 'status'>): AdvertiseState {
  if (car.status === 'advertised') return 'advertised';
  return car.saleStatus === 'available' ? 'can-advertise' : 'sold';
}
