import type { Car } from '@second-gear/contract';
import type { CarsRepo } from './cars.repo.ts';

type CarRow = Awaited<ReturnType<CarsRepo['listBySeller']>>[number];

/** A car row as the contract's `car` shows it. */
export function toCar(row: CarRow): Car {
  const { advertisedAt, sellerStatus, sellerName, sellerEmail, phone, ...rest } = row;
  return {
    ...rest,
    ...(advertisedAt ? { status: 'advertised' as const } : {}),
    // A sold car outlives its seller's deleted account, but shows no way to reach them any more.
    ...(sellerName !== null && sellerEmail !== null ? { sellerName, sellerEmail, phone } : {}),
    ...(sellerStatus ? { sellerStatus } : {}),
  };
}
