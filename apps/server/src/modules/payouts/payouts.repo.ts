import type { PayoutStatus } from '@second-gear/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payoutAccounts } from './payouts.table.ts';

export type PayoutAccount = typeof payoutAccounts.$inferSelect;
export type PayoutsRepo = ReturnType<typeof createPayoutsRepo>;

export function createPayoutsRepo(db: Executor) {
  return {
    async bySeller(sellerId: string): Promise<PayoutAccount | undefined> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.sellerId, sellerId));
      return row;
    },

    async sellerOfStripeAccount(stripeAccountId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sellerId: payoutAccounts.sellerId })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.stripeAccountId, stripeAccountId));
      return row?.sellerId;
    },

    /** The seller's row, made (not started) if they have none; a second claim finds the first. */
    async claim(sellerId: string): Promise<void> {
      await db
        .insert(payoutAccounts)
        .values({ sellerId })
        .onConflictDoNothing({ target: payoutAccounts.sellerId });
    },

    /** Run in a transaction: whoever holds the row decides alone whether a Stripe account is still to be made. */
    async lock(sellerId: string): Promise<PayoutAccount | undefined> {
      const [row] = await db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.sellerId, sellerId))
        .for('update');
      return row;
    },

    async setStripeAccount(sellerId: string, stripeAccountId: string, status: PayoutStatus): Promise<void> {
      await db
        .update(payoutAccounts)
        .set({ stripeAccountId, status, updatedAt: new Date() })
        .where(eq(payoutAccounts.sellerId, sellerId));
    },

    async setState(sellerId: string, status: PayoutStatus, currentlyDue: string[]): Promise<void> {
      await db
        .update(payoutAccounts)
        .set({ status, currentlyDue, updatedAt: new Date() })
        .where(eq(payoutAccounts.sellerId, sellerId));
    },
  };
}
