import { carPage, type CarPage } from '@second-gear/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { readAccessToken, renewAccessToken } from '../../../lib/access-token';
import { apiRequest } from '../../../lib/api-client';

async function readCarPage(id: string, signal: AbortSignal): Promise<CarPage> {
  const read = () => apiRequest(`/cars/${encodeURIComponent(id)}`, carPage, { signal, auth: true });
  const page = await read();
  // The server reads an expired token as a visitor's: renew it once and ask again for the seller's contact.
  if (page.signedIn || !readAccessToken()) return page;
  const renewing = renewAccessToken();
  if (!renewing) return page;
  await renewing.catch(() => undefined);
  return read();
}

/** GET /api/cars/{id}: a car's public page (the seller's contact only for a signed-in caller). */
export function carPageQueryOptions(id: string, signedInAs: string | null) {
  return queryOptions({
    queryKey: ['car-page', id, signedInAs],
    queryFn: ({ signal }) => readCarPage(id, signal),
  });
}

export function useCarPage(id: string, signedInAs: string | null) {
  return useQuery(carPageQueryOptions(id, signedInAs));
}

/** Once the server has the reader's report, every copy of the car's page they hold shows it as reported. */
export function markCarPageReported(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<CarPage>({ queryKey: ['car-page', id] }, (page) =>
    page ? { ...page, reportedByYou: true } : page,
  );
}
