import { QueryCache, QueryClient } from '@tanstack/react-query';
// Imported from its own module so that zod (via the client) stays out of the entry chunk.
import { ApiError } from './api-error';

const maxRetries = 2;

/** Client errors (4xx) will not succeed on a second try; network and server errors might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Failed list calls have no user-facing message of their own; they are logged, unless a query says otherwise
    // (`meta: { logErrors: false }`: the specification logs only some role lookups).
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.logErrors !== false) console.error(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry },
    },
  });
}
