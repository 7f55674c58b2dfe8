import { newAccount } from '@second-gear/contract';
import type { AuthUser } from '../../entities/session/auth-context';

const maxLength = newAccount.shape.username.maxLength ?? 80;

/** The account's username for a Google sign-up: the Google name, else the e-mail's local part, within the limit. */
export function accountUsername(user: AuthUser): string {
  const name = user.displayName.trim() || user.email.split('@')[0] || user.email;
  return name.slice(0, maxLength).trim();
}
