import { ApiError, unreachable } from '../../../lib/api-error';
import { apiUrl } from '../../../lib/api-url';
import { libCatalogue } from '../../../lib/texts';

/**
 * GET of one of the storefront's public catalogue reads (an array), typed with the contract's type but not parsed
 * with its zod schema in the browser: the server writes these answers through that same schema (the route's response
 * schema), they only feed display, and skipping the parse keeps zod out of the home page's scripts (docs/decisions/0016).
 * A failed call is still an ApiError with the server's message: the API client, with zod, loads only then.
 */
export async function publicRead<Answer extends unknown[]>(
  path: string,
  signal?: AbortSignal,
): Promise<Answer> {
  const response = await fetch(apiUrl(path), {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  }).catch((cause: unknown) => {
    throw unreachable(cause);
  });
  if (!response.ok) {
    const { errorFromAnswer, parseJsonText } = await import('../../../lib/api-client');
    throw errorFromAnswer(response.status, parseJsonText(await response.text()));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!Array.isArray(body)) {
    throw new ApiError(response.status, 'INTERNAL', libCatalogue.t('unexpectedAnswer'));
  }
  return body as Answer;
}
