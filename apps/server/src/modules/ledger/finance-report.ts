import { financeCsvColumns, type FinanceReport, type FinanceRow } from '@second-gear/contract';
import type { PeriodSums } from './ledger.repo.ts';

const dayMs = 86_400_000;

/** The report's `from` and `to` days (both included, UTC) as the instants that bound them: [start, end). */
export function reportBounds(from: string, to: string) {
  return { start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(`${to}T00:00:00Z`) + dayMs) };
}

/**
 * The report from the books' period sums: pending is what sellers were owed at each period's end, so it runs on from
 * the balance owed before the first period; the totals add up the flows and take pending at the range's end.
 */
export function financeReport(openingSellerBalanceCents: number, periods: PeriodSums[]): FinanceReport {
  let pendingCents = openingSellerBalanceCents;
  const totals = { grossCents: 0, feeCents: 0, refundCents: 0, transferredCents: 0, pendingCents };
  const rows = periods.map(({ sellerNetCents, ...sums }) => {
    pendingCents += sellerNetCents;
    totals.grossCents += sums.grossCents;
    totals.feeCents += sums.feeCents;
    totals.refundCents += sums.refundCents;
    totals.transferredCents += sums.transferredCents;
    return { ...sums, pendingCents };
  });
  return { rows, totals: { ...totals, pendingCents } };
}

/** The rows as CSV (RFC 4180): a header of the rows' field names, then one line per period, amounts in cents. */
export function financeCsv(rows: FinanceRow[]): string {
  const lines = [
    financeCsvColumns.join(','),
    ...rows.map((row) => financeCsvColumns.map((c) => row[c]).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
