import { dealerImport, dealerImportList } from '@second-gear/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How often a waiting or running import is asked for its progress. */
const pollMs = 1000;

/** GET /api/imports/{id}: the import, asked again every second while it is queued or running. */
export function useImportProgress(importId: string | null) {
  return useQuery({
    queryKey: ['dealer-imports', importId],
    enabled: importId !== null,
    queryFn: ({ signal }) =>
      apiRequest(`/imports/${encodeURIComponent(importId!)}`, dealerImport, { auth: true, signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'queued' || state === 'running' ? pollMs : false;
    },
  });
}

/** GET /api/dealers/{id}/imports: the dealership's latest imports (a reloaded page finds the running one there). */
export function useLatestImports(dealerId: string | undefined) {
  return useQuery({
    queryKey: ['dealer-imports', 'latest', dealerId],
    enabled: dealerId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest(`/dealers/${encodeURIComponent(dealerId!)}/imports`, dealerImportList, {
        auth: true,
        signal,
      }),
  });
}
