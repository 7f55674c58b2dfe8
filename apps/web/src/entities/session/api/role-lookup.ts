import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useAuth } from '../auth-context';

/** `[flag, loading]`: false until the lookup answers; loading while the user or the lookup is. */
export type RoleLookup = readonly [boolean, boolean];

/** Every role lookup is cached under this key, so sign-out can forget them all. */
export const roleQueryKeyPrefix = ['auth', 'role'] as const;

type RoleQueryOptions = UseQueryOptions<boolean, Error, boolean, string[]>;

/** Runs a role lookup for the signed-in user's e-mail, once one is known. */
export function useRoleLookup(optionsFor: (email: string) => RoleQueryOptions): RoleLookup {
  const { user, loading: userLoading } = useAuth();
  const email = user?.email;
  const query = useQuery({ ...optionsFor(email ?? ''), enabled: email !== undefined });
  if (email === undefined) return [false, userLoading];
  return [query.data ?? false, query.isPending];
}
