import { accountStatus, type AccountStatus } from '@second-gear/contract';

/** Pages that make no sense to come back to after signing in. */
const signInPages = ['/login', '/signup', '/auth/google'];

/** A path of this app (not another origin's `//host`, which browsers also read in `/\host`) worth returning to. */
function isReturnPath(path: unknown): path is string {
  if (typeof path !== 'string' || !/^\/(?![/\\])/.test(path)) return false;
  return !signInPages.includes(path.split(/[?#]/)[0] ?? path);
}

/**
 * The path a guard sent the visitor away from (`state.from`: a router location, or a path), if it is worth
 * returning to.
 */
export function returnPathFromState(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from === 'string') return isReturnPath(from) ? from : undefined;
  if (typeof from !== 'object' || from === null) return undefined;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  const path = `${String(pathname)}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  return typeof pathname === 'string' && isReturnPath(path) ? path : undefined;
}

/** The query parameter of the sign-in page's address that names the page to come back to. */
const returnParameter = 'from';

/**
 * The sign-in page's address that brings the visitor back to `from` afterwards. The way back rides in the address
 * itself, so the link works in a page drawn by the server before its scripts have run, or without them.
 */
export function signInPathBackTo(from: { pathname: string; search?: string; hash?: string }): string {
  const path = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return isReturnPath(path)
    ? `/login?${new URLSearchParams({ [returnParameter]: path }).toString()}`
    : '/login';
}

/** The path to come back to after signing in: the guard's `state.from`, else the address' own (`?from=`). */
export function returnPathOf(location: { state: unknown; search: string }): string | undefined {
  const fromAddress = new URLSearchParams(location.search).get(returnParameter);
  return returnPathFromState(location.state) ?? (isReturnPath(fromAddress) ? fromAddress : undefined);
}

/** What the visitor chose before leaving for Google; read back on their return. */
export interface GoogleIntent {
  accountStatus: AccountStatus;
  returnTo?: string;
}

const intentKey = 'secondGear.googleSignIn';

export function saveGoogleIntent(intent: GoogleIntent): void {
  sessionStorage.setItem(intentKey, JSON.stringify(intent));
}

/** The saved intent; a visitor who came from the login page (or whose choice was lost) is a buyer. */
export function readGoogleIntent(): GoogleIntent {
  let saved: { accountStatus?: unknown; returnTo?: unknown } = {};
  try {
    saved = JSON.parse(sessionStorage.getItem(intentKey) ?? '{}') as typeof saved;
  } catch {
    // A damaged value is as good as none.
  }
  const status = accountStatus.safeParse(saved.accountStatus);
  const returnTo = isReturnPath(saved.returnTo) ? saved.returnTo : undefined;
  return { accountStatus: status.success ? status.data : 'buyer', ...(returnTo ? { returnTo } : {}) };
}

export function forgetGoogleIntent(): void {
  sessionStorage.removeItem(intentKey);
}
