import { z } from 'zod';

/** A calendar day as YYYY-MM-DD that exists (no 30 February), read in UTC. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'must be a date that exists');

export const financeGroups = ['day', 'month'] as const;
export type FinanceGroup = (typeof financeGroups)[number];

/** The finance report's period: `from` to `to`, both days included (UTC), in rows of a day or a month. */
export const financeQuery = z
  .object({
    from: day,
    to: day,
    group: z.enum(financeGroups, { error: 'must be day or month' }).default('day'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'must not be before from' });
export type FinanceQuery = z.infer<typeof financeQuery>;

/**
 * One period of the books, in cents: what buyers were charged (gross), the marketplace's fees (less fees reversed),
 * what was refunded to buyers, what was transferred to sellers, and what sellers were owed and not yet paid at the
 * period's end (pending).
 */
export const financeRow = z.object({
  /** YYYY-MM-DD for a day, YYYY-MM for a month. */
  period: z.string(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  refundCents: z.number().int(),
  transferredCents: z.number().int(),
  pendingCents: z.number().int(),
});
export type FinanceRow = z.infer<typeof financeRow>;

/** Only periods in which money moved have a row, oldest first; the totals are the whole range's (pending at its end). */
export const financeReport = z.object({
  rows: z.array(financeRow),
  totals: financeRow.omit({ period: true }),
});
export type FinanceReport = z.infer<typeof financeReport>;

/** The CSV download's columns, in order: the rows' own field names. */
export const financeCsvColumns = [
  'period',
  'grossCents',
  'feeCents',
  'refundCents',
  'transferredCents',
  'pendingCents',
] as const satisfies readonly (keyof FinanceRow)[];
