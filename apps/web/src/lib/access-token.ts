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
