import { priceDropOf, type Car, type PriceChange } from '@second-gear/contract';
import type { CarsRepo } from './cars.repo.ts';
import { yearsOfUse } from './years-of-use.ts';

type CarRow = Awaited<ReturnType<CarsRepo['listBySeller']>>[number];

/** A price history as PostgreSQL's JSON gives it, its times as ISO strings in UTC. */
export function toPriceHistory(rows: readonly { price: number; at: string }[]): PriceChange[] {
  return rows.map((change) => ({ price: change.price, at: new Date(change.at).toISOString() }));
}

/** When a car's reservation ends, as the contract's `reservedUntil` gives it. */
export const reservedUntilOf = (row: { reservedUntil: Date | null }) =>
  row.reservedUntil?.toISOString() ?? null;

/** A car row as the contract's `car` shows it, its price drop badge and years of use as of `now`. */
export function toCar(row: CarRow, now: Date): Car {
  const {
    advertisedAt,
    sellerStatus,
    sellerId,
    sellerName,
    sellerEmail,
    phone,
    priceHistory,
    listedAt,
    hiddenBy,
    hiddenReason,
    appealedAt,
    ...rest
  } = row;
  const history = toPriceHistory(priceHistory);
  return {
    ...rest,
    useYear: yearsOfUse({ ...row, listedAt }, now),
    listedAt: listedAt.toISOString(),
    ...(advertisedAt ? { status: 'advertised' as const } : {}),
    // A sold car outlives its seller's deleted account, but shows no way to reach them any more.
    ...(sellerName !== null && sellerEmail !== null ? { sellerName, sellerEmail, phone } : {}),
    ...(sellerId !== null ? { sellerId } : {}),
    ...(sellerStatus ? { sellerStatus } : {}),
    priceHistory: history,
    priceDrop: row.saleStatus === 'available' ? priceDropOf(history, now) : null,
    reservedUntil: reservedUntilOf(row),
    ...(hiddenBy && hiddenReason
      ? { hidden: { reason: hiddenReason, by: hiddenBy, appealed: appealedAt !== null } }
      : {}),
  };
}
