import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearAccessToken, setAccessTokenRenewal } from '../../../lib/access-token';
import { sessionQueryOptions } from '../api/get-session';
import { roleQueryKeyPrefix } from '../api/role-lookup';
import { signOut } from '../api/sign-out';
import { AuthContext, type AuthState, type AuthUser } from '../auth-context';

/** Renews the access token of `email`; the call (and zod with it) is loaded on first use, outside the entry chunk. */
async function renewAccessTokenOf(email: string): Promise<void> {
  const { requestAccessToken } = await import('../api/access-token');
  await requestAccessToken(email);
}

/** Holds the auth state: the session's user and the loading flag of the specification. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions());
  const [changesRunning, setChangesRunning] = useState(0);

  const user = session.data ?? null;
  const email = user?.email;

  useEffect(() => {
    if (email === undefined) return undefined;
    return setAccessTokenRenewal(() => renewAccessTokenOf(email));
  }, [email]);

  const changeSession = useCallback(
    async (change: () => Promise<unknown>): Promise<AuthUser | null> => {
      setChangesRunning((count) => count + 1);
      try {
        let failure: { error: unknown } | undefined;
        try {
          await change();
        } catch (error) {
          failure = { error };
        }
        const changed = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
        if (failure) throw failure.error;
        return changed;
      } finally {
        setChangesRunning((count) => count - 1);
      }
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    await changeSession(async () => {
      clearAccessToken();
      await signOut();
    }).catch((error: unknown) => console.error(error));
    // Forgotten once the session shows nobody, so no mounted lookup runs again for the old e-mail.
    queryClient.removeQueries({ queryKey: roleQueryKeyPrefix });
  }, [changeSession, queryClient]);

  const state = useMemo<AuthState>(
    () => ({ user, loading: session.isPending || changesRunning > 0, changeSession, logout }),
    [user, session.isPending, changesRunning, changeSession, logout],
  );

  return <AuthContext value={state}>{children}</AuthContext>;
}
