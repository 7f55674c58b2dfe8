import { financeCsvColumns, type FinanceRow } from '@second-gear/contract';
import type { PeriodSums } from './ledger.repo.ts';

const dayMs = 86_400_000;

/** The report's `from` and `to` days (both included, UTC) as the instants that bound them: [start, end). */
export function reportBounds(from: string, to: string) {
  return { start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(`${to}T00:00:00Z`) + dayMs) };
}

/**
 * The report's rows from the books' period sums: pending is what sellers were owed at each period's end, so it runs
 * on from the balance owed before the first period.
 */
export function financeRows(openingSellerBalanceCents: number, periods: PeriodSums[]): FinanceRow[] {
  let pendingCents = openingSellerBalanceCents;
  return periods.map(({ sellerNetCents, ...sums }) => {
    pendingCents += sellerNetCents;
    return { ...sums, pendingCents };
  });
}

/** The rows as CSV (RFC 4180): a header of the rows' field names, then one line per period, amounts in cents. */
export function financeCsv(rows: FinanceRow[]): string {
  const lines = [
    financeCsvColumns.join(','),
    ...rows.map((row) => financeCsvColumns.map((c) => row[c]).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
