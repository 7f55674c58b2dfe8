import { paymentProvider, type PaymentProvider } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { PaymentProvider };

/** GET /api/paymentProvider: Stripe with its publishable key, or the sandbox standing in for it. Fixed at start. */
export function paymentProviderQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'provider'],
    queryFn: ({ signal }) => apiRequest('/paymentProvider', paymentProvider, { signal }),
    staleTime: Infinity,
  });
}

export function usePaymentProvider() {
  return useQuery(paymentProviderQueryOptions());
}
