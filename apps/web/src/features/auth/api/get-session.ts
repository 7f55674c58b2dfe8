import { queryOptions } from '@tanstack/react-query';
import { setAccessTokenRenewal } from '../../../lib/access-token';
import { ApiError, unreachable } from '../../../lib/api-error';
import { apiUrl } from '../../../lib/api-url';
import type { AuthUser } from '../../../entities/session/auth-context';
import { sessionCatalogue } from '../session/i18n';

interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified?: boolean;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.email === 'string' && typeof user.name === 'string';
}

function toAuthUser(user: SessionUser): AuthUser {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name,
    photoURL: user.image ?? null,
    emailVerified: user.emailVerified === true,
    phoneNumber: null,
    isAnonymous: false,
  };
}

/**
 * GET /api/auth/get-session: the signed-in user, or null.
 * Checked by hand rather than with zod: this call runs on every page, and zod stays out of the entry chunk.
 */
export async function getSession(signal?: AbortSignal): Promise<AuthUser | null> {
  const response = await fetch(apiUrl('/auth/get-session'), {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  }).catch((cause: unknown) => {
    throw unreachable(cause);
  });
  if (!response.ok) {
    throw new ApiError(response.status, 'INTERNAL', sessionCatalogue.t('checkFailed'));
  }
  return userOfSession(await response.json().catch(() => undefined), response.status);
}

/** The user of GET /api/auth/get-session's answer `body` (null: nobody is signed in). */
export function userOfSession(body: unknown, status = 200): AuthUser | null {
  if (body === null) return null;
  const user = (body as { user?: unknown } | undefined)?.user;
  if (!isSessionUser(user)) {
    throw new ApiError(status, 'INTERNAL', sessionCatalogue.t('unexpected'));
  }
  return toAuthUser(user);
}

/** Renews the access token of `email`; the call (and zod with it) is loaded on first use, outside the entry chunk. */
async function renewAccessTokenOf(email: string): Promise<void> {
  const { requestAccessToken } = await import('../../../entities/session/api/access-token');
  await requestAccessToken(email);
}

let stopRenewing: (() => void) | undefined;

/**
 * Expired access tokens are renewed for the user the session shows, from the moment the session is read rather than
 * when React next renders: a route loader runs its calls right after reading the session.
 */
export function renewTokensFor(user: AuthUser | null): void {
  stopRenewing?.();
  stopRenewing = undefined;
  if (user) {
    const { email } = user;
    stopRenewing = setAccessTokenRenewal(() => renewAccessTokenOf(email));
  }
}

export const sessionQueryKey = ['auth', 'session'] as const;

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      const user = await getSession(signal);
      renewTokensFor(user);
      return user;
    },
    // Read again when the visitor comes back to the tab, so a sign-out elsewhere shows.
    staleTime: 30_000,
  });
}
