import { valuation, valuationComparables, valuationQuery, type ValuationQuery } from '@second-gear/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What a valuation is asked with, as typed: only a complete, well-formed set is sent. */
export type ValuationInput = Partial<Record<keyof ValuationQuery, string>>;

/** The query of a complete input (the contract's rules), or undefined while something is missing or malformed. */
export function valuationQueryOf(input: ValuationInput): ValuationQuery | undefined {
  // Numbers as the forms take them: thousands separators allowed ("61,200").
  const filled = Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined && value.trim() !== '')
      .map(([name, value]) => [
        name,
        name === 'mileage' || name === 'year' ? value!.replace(/[\s,]/g, '') : value,
      ]),
  );
  const parsed = valuationQuery.safeParse(filled);
  if (!parsed.success) return undefined;
  const { vin, make, modelName, year } = parsed.data;
  return vin || (make && modelName && year !== undefined) ? parsed.data : undefined;
}

/** The query string of a valuation, in the contract's field names. */
export function valuationSearch(query: ValuationQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return params.toString();
}

/** GET /api/valuation: what a car is worth. */
export function valuationQueryOptions(query: ValuationQuery) {
  return queryOptions({
    queryKey: ['valuation', valuationSearch(query)],
    queryFn: ({ signal }) => apiRequest(`/valuation?${valuationSearch(query)}`, valuation, { signal }),
  });
}

/** The valuation of `query`; while a new one loads, the last one stays on screen. */
export function useValuation(query: ValuationQuery | undefined) {
  return useQuery({
    ...valuationQueryOptions(query ?? { mileage: 0, zip: '' }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/valuation/comparables: the cars a valuation comes from. */
export function useValuationComparables(query: ValuationQuery) {
  return useQuery({
    queryKey: ['valuation', 'comparables', valuationSearch(query)],
    queryFn: ({ signal }) =>
      apiRequest(`/valuation/comparables?${valuationSearch(query)}`, valuationComparables, { signal }),
  });
}
