import { eq } from 'drizzle-orm';
import type { DealerMembership } from '@second-gear/contract';
import type { Executor } from '../../db/client.ts';
import { dealerStaff, dealers } from './dealers.table.ts';

export type DealersRepo = ReturnType<typeof createDealersRepo>;

export function createDealersRepo(db: Executor) {
  return {
    /** The dealership the account works for and its role there, or undefined. */
    async membershipOf(accountId: string): Promise<DealerMembership | undefined> {
      const [row] = await db
        .select({ id: dealers.id, slug: dealers.slug, name: dealers.name, role: dealerStaff.role })
        .from(dealerStaff)
        .innerJoin(dealers, eq(dealers.id, dealerStaff.dealerId))
        .where(eq(dealerStaff.accountId, accountId));
      return row && { dealer: { _id: row.id, slug: row.slug, name: row.name }, role: row.role };
    },
  };
}
