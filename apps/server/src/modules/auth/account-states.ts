import { stateMachine } from '../../lib/state-machine.ts';

export type SignInState = 'active' | 'suspended';

/**
 * Whether an account may sign in: an administrator suspends it (its sessions and access tokens end at once, no new
 * sign-in is allowed) and lifts the suspension.
 */
export const signInStates = stateMachine<SignInState, 'suspend' | 'unsuspend'>({
  suspend: { from: ['active'], to: 'suspended' },
  unsuspend: { from: ['suspended'], to: 'active' },
});
