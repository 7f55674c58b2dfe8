import { ApiError, unreachable } from '../../../lib/api-error';
import { apiUrl } from '../../../lib/api-url';
import { sessionCatalogue } from '../session/i18n';

/** POST /api/auth/sign-out: ends the session (the cookie). Plain fetch: it is part of the entry chunk. */
export async function signOut(): Promise<void> {
  const response = await fetch(apiUrl('/auth/sign-out'), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  }).catch((cause: unknown) => {
    throw unreachable(cause);
  });
  if (!response.ok) throw new ApiError(response.status, 'INTERNAL', sessionCatalogue.t('signOutFailed'));
}
