import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewsQueryKey } from '../../../entities/live/live-queries';

/** A review written, changed or answered shows in My orders, on the seller's profile and beside their cars. */
export function useReviewChange<Variables, Answer>(request: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [reviewsQueryKey, ['sellers'], ['car-page']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
