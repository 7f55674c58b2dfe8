/**
 * The access token for listing and changing calls, kept in local storage under `accessToken` (as the specification
 * says), and the way to get a fresh one once it has expired. Free of zod and the contract, so the entry chunk can use it.
 */
const storageKey = 'accessToken';

export function readAccessToken(): string | null {
  return localStorage.getItem(storageKey);
}

export function storeAccessToken(token: string): void {
  localStorage.setItem(storageKey, token);
}

export function clearAccessToken(): void {
  localStorage.removeItem(storageKey);
}

type Renewal = () => Promise<void>;

let renewal: Renewal | undefined;
let renewing: Promise<void> | undefined;

/**
 * Sets how a fresh token is obtained (the auth feature does so while someone is signed in).
 * Returns a function that takes it away again.
 */
export function setAccessTokenRenewal(renew: Renewal): () => void {
  renewal = renew;
  return () => {
    if (renewal === renew) renewal = undefined;
  };
}

/**
 * Renews the token; calls that fail at the same moment share one renewal.
 * Returns undefined when nobody is signed in, so there is nothing to renew.
 */
export function renewAccessToken(): Promise<void> | undefined {
  if (!renewal) return undefined;
  renewing ??= renewal().finally(() => {
    renewing = undefined;
  });
  return renewing;
}

/** A token this close to its expiry is renewed before it is sent, rather than sent to be refused. */
const renewAheadMs = 30_000;

/** When the JWT `token` expires (its `exp`, in milliseconds), or undefined when it does not say. */
export function expiryOf(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Renews the stored token first when it has expired or is about to (calls at the same moment share the renewal), so
 * that calls do not meet a 401 each. A failed renewal is left to the call, which the server then refuses. Undefined when
 * there is nothing to wait for, so a call with a good token starts at once.
 */
export function renewIfExpiring(): Promise<void> | undefined {
  const token = readAccessToken();
  const expiry = token ? expiryOf(token) : undefined;
  if (expiry === undefined || expiry - Date.now() > renewAheadMs) return undefined;
  return renewAccessToken()?.catch(() => undefined);
}
