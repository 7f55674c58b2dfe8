import type { DealerMembership, DealerRole } from '@second-gear/contract';
import type { DealersRepo } from './dealers.repo.ts';

export type DealersService = ReturnType<typeof createDealersService>;

/** Roles from the most to the least trusted: a role may do what any role after it may. */
const rank: Record<DealerRole, number> = { owner: 0, manager: 1, sales: 2 };

/** Whether `role` may do what `needed` may. */
export function roleAtLeast(role: DealerRole, needed: DealerRole): boolean {
  return rank[role] <= rank[needed];
}

export function createDealersService(deps: { repo: DealersRepo }) {
  return {
    /** The dealership the account works for and its role there, or undefined for a private seller or a buyer. */
    membershipOf(accountId: string): Promise<DealerMembership | undefined> {
      return deps.repo.membershipOf(accountId);
    },
  };
}
