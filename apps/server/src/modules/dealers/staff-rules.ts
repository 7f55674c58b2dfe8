import type { DealerRole } from '@second-gear/contract';

/** Whom a role may invite: an owner anyone, a manager sales staff only, sales nobody. */
export function mayInvite(inviter: DealerRole, role: DealerRole): boolean {
  if (inviter === 'owner') return true;
  return inviter === 'manager' && role === 'sales';
}

/**
 * Whether `caller` may take `target` off the staff: anyone may leave; an owner removes anyone, a manager sales staff.
 * (The last owner is kept by a separate rule: it counts the owners.)
 */
export function mayRemove(
  caller: { accountId: string; role: DealerRole },
  target: { accountId: string; role: DealerRole },
): boolean {
  if (caller.accountId === target.accountId) return true;
  return mayInvite(caller.role, target.role);
}

/** An invitation's state at `now`. */
export function invitationState(
  invitation: { acceptedAt: Date | null; expiresAt: Date },
  now: Date,
): 'pending' | 'accepted' | 'expired' {
  if (invitation.acceptedAt) return 'accepted';
  return now >= invitation.expiresAt ? 'expired' : 'pending';
}

/** How long an invitation link works. */
export const invitationDays = 7;
