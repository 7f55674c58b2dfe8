import { z } from 'zod';

/**
 * Monthly payments: an estimate of what a car costs a month on a standard amortising loan. One formula, here, is used
 * by the server (the `monthlyPayment` of car answers, the search's `monthlyMax` filter and `monthly_asc` sort) and by
 * the web app's calculator, so a figure on a card, a filter's bound and a calculator's answer always agree.
 *
 *   down     = price × downPercent / 100
 *   financed = price − down
 *   r        = APR / 100 / 12                   (the monthly rate)
 *   payment  = financed × r / (1 − (1 + r)^−n)  (n = term in months; r = 0: financed / n)
 *
 * Rounding: `monthlyPaymentCents` rounds the exact payment to the nearest cent (what an amortisation table prints);
 * `monthlyPayment` rounds the exact payment to the nearest whole dollar (what the API's `monthlyPayment` fields hold).
 * Both are non-decreasing in the price for fixed terms, which is what lets the search turn a monthly budget into an
 * exact price bound.
 */

export const financingLimits = {
  downPercent: { min: 0, max: 90 },
  /** Percent a year; at most two decimals (the account keeps basis points). */
  apr: { min: 0, max: 30 },
  termMonths: { min: 24, max: 84 },
} as const;

/** The terms used when nothing else is chosen: the server's FINANCE_APR, FINANCE_TERM_MONTHS, FINANCE_DOWN_PERCENT default to these. */
export const financingDefaults = { apr: 7.9, termMonths: 60, downPercent: 10 } as const;

/** The terms of an estimate: APR in percent a year, the term in months, the down payment in percent of the price. */
export const financingTerms = z.object({
  apr: z
    .number({ error: 'APR must be a number' })
    .min(
      financingLimits.apr.min,
      `APR must be between ${financingLimits.apr.min} and ${financingLimits.apr.max} %`,
    )
    .max(
      financingLimits.apr.max,
      `APR must be between ${financingLimits.apr.min} and ${financingLimits.apr.max} %`,
    )
    .refine((apr) => Math.abs(apr * 100 - Math.round(apr * 100)) < 1e-6, {
      error: 'APR can have at most two decimals',
    }),
  termMonths: z
    .number({ error: 'Term must be a number of months' })
    .int('Term must be a whole number of months')
    .min(financingLimits.termMonths.min, 'Term must be between 24 and 84 months')
    .max(financingLimits.termMonths.max, 'Term must be between 24 and 84 months'),
  downPercent: z
    .number({ error: 'Down payment must be a number' })
    .int('Down payment must be a whole percent')
    .min(financingLimits.downPercent.min, 'Down payment must be between 0 and 90 %')
    .max(financingLimits.downPercent.max, 'Down payment must be between 0 and 90 %'),
});
export type FinancingTerms = z.infer<typeof financingTerms>;

/** The exact monthly payment, in dollars (not rounded). */
export function exactMonthlyPayment(price: number, terms: FinancingTerms): number {
  const financed = (price * (100 - terms.downPercent)) / 100;
  const rate = terms.apr / 100 / 12;
  if (rate === 0) return financed / terms.termMonths;
  return (financed * rate) / (1 - (1 + rate) ** -terms.termMonths);
}

/** The monthly payment to the nearest cent, in cents. */
export function monthlyPaymentCents(price: number, terms: FinancingTerms): number {
  return Math.round(exactMonthlyPayment(price, terms) * 100);
}

/** The monthly payment to the nearest whole dollar: the `monthlyPayment` of car answers. */
export function monthlyPayment(price: number, terms: FinancingTerms): number {
  return Math.round(exactMonthlyPayment(price, terms));
}

/**
 * The highest whole-dollar price (0 to `ceiling`) whose `monthlyPayment` is at most `budget`, or −1 when even a
 * price of 0 is over it. The payment never falls as the price rises, so a binary search with the same function finds
 * the exact bound: a car is within the budget exactly when its price is at most this.
 */
export function highestPriceWithin(budget: number, terms: FinancingTerms, ceiling: number): number {
  if (monthlyPayment(0, terms) > budget) return -1;
  let low = 0;
  let high = ceiling;
  if (monthlyPayment(high, terms) <= budget) return high;
  // Invariant: payment(low) ≤ budget < payment(high).
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (monthlyPayment(middle, terms) <= budget) low = middle;
    else high = middle;
  }
  return low;
}

/** The highest `monthlyMax` a search takes: above any car's payment (the dearest car at 30 % over 24 months is ≈ $559,000). */
export const maxMonthlyBudget = 1_000_000;

/** GET/PUT /accounts/me/financing: the calculator's last choices, kept with the account (null: never chosen). */
export const financingChoices = z.object({ terms: financingTerms.nullable() });
export type FinancingChoices = z.infer<typeof financingChoices>;
