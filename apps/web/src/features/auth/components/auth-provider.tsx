import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { clearAccessToken } from '../../../lib/access-token';
import { sessionQueryOptions } from '../api/get-session';
import { roleQueryKeyPrefix } from '../../../entities/session/api/role-lookup';
import { signOut } from '../api/sign-out';
import { AuthContext, type AuthState, type AuthUser } from '../../../entities/session/auth-context';

/** Holds the auth state: the session's user and the loading flag of the specification. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions());
  const [changesRunning, setChangesRunning] = useState(0);
  const [signedOut, setSignedOut] = useState(false);

  // The session query also keeps the access token's renewal for its user (see sessionQueryOptions).
  const user = session.data ?? null;

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
        if (changed) setSignedOut(false);
        if (failure) throw failure.error;
        return changed;
      } finally {
        setChangesRunning((count) => count - 1);
      }
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    setSignedOut(true);
    await changeSession(async () => {
      clearAccessToken();
      await signOut();
    }).catch((error: unknown) => console.error(error));
    // Forgotten once the session shows nobody, so no mounted lookup runs again for the old e-mail.
    queryClient.removeQueries({ queryKey: roleQueryKeyPrefix });
  }, [changeSession, queryClient]);

  const state = useMemo<AuthState>(
    () => ({ user, loading: session.isPending || changesRunning > 0, changeSession, logout, signedOut }),
    [user, session.isPending, changesRunning, changeSession, logout, signedOut],
  );

  return <AuthContext value={state}>{children}</AuthContext>;
}
