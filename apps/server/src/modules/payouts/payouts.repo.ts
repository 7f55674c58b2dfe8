import type { PayoutStatus, PayoutTransferState } from '@second-gear/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payoutAccounts, payoutTransfers } from './payouts.table.ts';

export type PayoutAccount = typeof payoutAccounts.$inferSelect;
export type Transfer = typeof payoutTransfers.$inferSelect;
export type NewTransfer = typeof payoutTransfers.$inferInsert;
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

    /** Records a share owed; the same charge again records nothing. Returns the new transfer's id, if one was made. */
    async insertTransfer(transfer: NewTransfer): Promise<string | undefined> {
      const [row] = await db
        .insert(payoutTransfers)
        .values(transfer)
        .onConflictDoNothing({ target: payoutTransfers.source })
        .returning({ id: payoutTransfers.id });
      return row?.id;
    },

    /** Run in a transaction: whoever holds a transfer alone sends, reverses or cancels it. */
    async lockTransfer(id: string): Promise<Transfer | undefined> {
      const [row] = await db.select().from(payoutTransfers).where(eq(payoutTransfers.id, id)).for('update');
      return row;
    },

    /** A sale's transfers, locked, oldest first (one per charge). */
    async lockTransfersOfBooking(bookingId: string): Promise<Transfer[]> {
      return db
        .select()
        .from(payoutTransfers)
        .where(eq(payoutTransfers.bookingId, bookingId))
        .orderBy(payoutTransfers.createdAt)
        .for('update');
    },

    async transfersOfBookings(bookingIds: string[]): Promise<Transfer[]> {
      if (bookingIds.length === 0) return [];
      return db
        .select()
        .from(payoutTransfers)
        .where(sql`${payoutTransfers.bookingId} = any(${sql.param(bookingIds)}::uuid[])`);
    },

    async transferOf(id: string): Promise<Transfer | undefined> {
      const [row] = await db.select().from(payoutTransfers).where(eq(payoutTransfers.id, id));
      return row;
    },

    /** The seller's transfers, newest first. */
    async transfersOfSeller(sellerId: string, limit: number): Promise<Transfer[]> {
      return db
        .select()
        .from(payoutTransfers)
        .where(eq(payoutTransfers.sellerId, sellerId))
        .orderBy(desc(payoutTransfers.createdAt), desc(payoutTransfers.id))
        .limit(limit);
    },

    /** What the seller is owed and not yet sent, in cents. */
    async pendingCentsOf(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<string | null>`sum(${payoutTransfers.amountCents})` })
        .from(payoutTransfers)
        .where(and(eq(payoutTransfers.sellerId, sellerId), eq(payoutTransfers.state, 'pending')));
      return Number(row?.cents ?? 0);
    },

    /** What each seller's pending transfers add up to, in cents. */
    async pendingBySeller(): Promise<Map<string, number>> {
      const rows = await db
        .select({
          sellerId: payoutTransfers.sellerId,
          cents: sql<string>`sum(${payoutTransfers.amountCents})`,
        })
        .from(payoutTransfers)
        .where(eq(payoutTransfers.state, 'pending'))
        .groupBy(payoutTransfers.sellerId);
      return new Map(rows.map((row) => [row.sellerId, Number(row.cents)]));
    },

    /** Pending transfers free to send: of one seller, or of every seller whose payout account is enabled. */
    async sendable(sellerId?: string): Promise<string[]> {
      const rows = await db
        .select({ id: payoutTransfers.id })
        .from(payoutTransfers)
        .innerJoin(payoutAccounts, eq(payoutAccounts.sellerId, payoutTransfers.sellerId))
        .where(
          and(
            eq(payoutTransfers.state, 'pending'),
            eq(payoutTransfers.frozen, false),
            eq(payoutAccounts.status, 'enabled'),
            sellerId ? eq(payoutTransfers.sellerId, sellerId) : undefined,
          ),
        )
        .orderBy(payoutTransfers.createdAt);
      return rows.map((row) => row.id);
    },

    async markSent(id: string, stripeTransferId: string, at: Date): Promise<void> {
      await db
        .update(payoutTransfers)
        .set({ state: 'paid', stripeTransferId, sentAt: at })
        .where(eq(payoutTransfers.id, id));
    },

    async markEnded(id: string, state: PayoutTransferState, at: Date): Promise<void> {
      await db.update(payoutTransfers).set({ state, endedAt: at }).where(eq(payoutTransfers.id, id));
    },

    async setFrozen(bookingId: string, frozen: boolean): Promise<void> {
      await db
        .update(payoutTransfers)
        .set({ frozen })
        .where(and(eq(payoutTransfers.bookingId, bookingId), eq(payoutTransfers.state, 'pending')));
    },
    /** The transfers of the seller's share of each sale: part of the seller's data export. */
    exportFor(sellerId: string) {
      return db
        .select()
        .from(payoutTransfers)
        .where(eq(payoutTransfers.sellerId, sellerId))
        .orderBy(desc(payoutTransfers.createdAt));
    },
  };
}
