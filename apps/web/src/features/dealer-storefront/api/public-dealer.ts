import { publicDealer } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/dealers/{slug}: a dealership's storefront header, for anyone. */
function publicDealerQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['dealers', slug],
    queryFn: ({ signal }) => apiRequest(`/dealers/${encodeURIComponent(slug)}`, publicDealer, { signal }),
  });
}

export const usePublicDealer = (slug: string) => useQuery(publicDealerQueryOptions(slug));
