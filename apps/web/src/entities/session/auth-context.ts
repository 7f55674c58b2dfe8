import { createContext, useContext } from 'react';

/** The signed-in user, in the shape the specification names (mapped from Better Auth's session). */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  emailVerified: boolean;
  /** Sign-in does not ask for one; kept because the specification's user has the field. */
  phoneNumber: string | null;
  /** Every session belongs to a real account. */
  isAnonymous: false;
}

export interface AuthState {
  user: AuthUser | null;
  /**
   * True until the first session check answers, and again from the start of a sign-up, sign-in, Google sign-in or
   * sign-out until the session has been read once more.
   */
  loading: boolean;
  /**
   * Runs `change` (a sign-up, sign-in, ...) with `loading` set, then reads the session again.
   * Resolves with the user the session then shows; rejects with the change's error (after the read).
   */
  changeSession(change: () => Promise<unknown>): Promise<AuthUser | null>;
  /** Removes the stored access token and ends the session on the server. Failures are only logged. */
  logout(): Promise<void>;
  /**
   * True once this tab signed out on purpose, until someone signs in again: a page for signed-in people then sends
   * the visitor Home, not to Sign in (signing out and leaving the page race each other).
   */
  signedOut: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}
