import { offer, offerList, type OfferAction } from '@second-gear/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationsQueryKey, dealsQueryKey, offersQueryKey } from '../../live/live-queries';
import { myOrdersQueryKey } from '../../order/api/my-orders';

/** GET /api/conversations/{id}/offers: a conversation's offers, oldest first. */
export function conversationOffersQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: [...offersQueryKey, 'conversation', conversationId],
    queryFn: ({ signal }) =>
      apiRequest(`/conversations/${encodeURIComponent(conversationId)}/offers`, offerList, {
        auth: true,
        signal,
      }),
  });
}

export const useConversationOffers = (conversationId: string) =>
  useQuery(conversationOffersQueryOptions(conversationId));

/** GET /api/offers: the signed-in buyer's offers, newest first. */
export const useMyOffers = (enabled: boolean) =>
  useQuery({
    queryKey: [...offersQueryKey, 'mine'],
    queryFn: ({ signal }) => apiRequest('/offers', offerList, { auth: true, signal }),
    enabled,
  });

/** What an offer's change touches: its thread, the conversation list, the orders and the seller's deals. */
function useOfferMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [offersQueryKey, conversationsQueryKey, myOrdersQueryKey, dealsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /api/offers/{id}/{action}: accept, decline, withdraw, or counter with an amount. */
export const useOfferAction = () =>
  useOfferMutation(({ offerId, action, amount }: { offerId: string; action: OfferAction; amount?: number }) =>
    apiRequest(`/offers/${encodeURIComponent(offerId)}/${action}`, offer, {
      method: 'POST',
      auth: true,
      ...(action === 'counter' ? { body: { amount } } : {}),
    }),
  );

/** POST /api/offers {carId, amount} (in the caller's conversation about the car) or POST /api/conversations/{id}/offers. */
export const useMakeOffer = () =>
  useOfferMutation(
    (target: { carId: string; amount: number } | { conversationId: string; amount: number }) =>
      'carId' in target
        ? apiRequest('/offers', offer, { method: 'POST', auth: true, body: target })
        : apiRequest(`/conversations/${encodeURIComponent(target.conversationId)}/offers`, offer, {
            method: 'POST',
            auth: true,
            body: { amount: target.amount },
          }),
  );
