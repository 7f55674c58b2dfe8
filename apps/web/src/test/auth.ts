import { jwtResponse } from '@second-gear/contract';
import { storeAccessToken } from '../lib/access-token';
import { apiRequest } from '../lib/api-client';
import { jsonResponse } from './fetch';

export interface SessionUserFixture {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
}

export const sam: SessionUserFixture = {
  id: 'user-sam',
  email: 'sam.lee@example.com',
  name: 'Sam Lee',
  image: null,
  emailVerified: true,
};

/** Better Auth's GET /api/auth/get-session answer for `user`, or for nobody. */
export function sessionResponse(user: SessionUserFixture | null = sam): Response {
  return jsonResponse(user ? { session: { id: 'session-1', userId: user.id }, user } : null);
}

/** An answer the test resolves when it chooses, to look at what shows while a call runs. */
export function deferredResponse() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The JSON body of a recorded fetch call. */
export function bodyOf(call: unknown[]): unknown {
  const init = call[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

/** The paths of the recorded fetch calls, in order, with their methods: `POST /api/jwt`. */
export function callsOf(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url.pathname}`;
  });
}

/** The three role lookups' answers for `email` (paths as the app sends them, e-mail encoded). */
export function roleAnswers(
  email: string,
  { admin = false, buyer = false, seller = false }: { admin?: boolean; buyer?: boolean; seller?: boolean },
): Record<string, Response> {
  const segment = encodeURIComponent(email);
  return {
    [`/api/admin/${segment}`]: jsonResponse({ isAdmin: admin }),
    [`/api/buyer/${segment}`]: jsonResponse({ isBuyer: buyer }),
    [`/api/seller/${segment}`]: jsonResponse({ isSeller: seller }),
  };
}

/** The headers of a recorded fetch call. */
export function headersOf(call: unknown[]): Headers {
  return new Headers((call[1] as RequestInit | undefined)?.headers);
}

/**
 * The access-token renewal for the tests of lib, which sits below the session that registers the app's own: it asks
 * POST /api/jwt for `email` and stores the token it gets, as the session's does.
 */
export function renewAccessTokenFor(email: string): () => Promise<void> {
  return async () => {
    const { token } = await apiRequest('/jwt', jwtResponse, { method: 'POST', body: { email } });
    storeAccessToken(token);
  };
}
