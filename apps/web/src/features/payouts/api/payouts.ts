import { payoutOnboarding, payoutSummary } from '@second-gear/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../entities/session/auth-context';

/** GET /api/payouts: the signed-in seller's payout account, what is pending and what was sent. */
export function usePayouts() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['payouts', user?.email ?? ''],
    queryFn: ({ signal }) => apiRequest('/payouts', payoutSummary, { auth: true, signal }),
    enabled: user !== null,
  });
}

/** POST /api/payouts/onboarding: a fresh single-use link to Stripe's onboarding for the seller. */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: () => apiRequest('/payouts/onboarding', payoutOnboarding, { method: 'POST', auth: true }),
  });
}
