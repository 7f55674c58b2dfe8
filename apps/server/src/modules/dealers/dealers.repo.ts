import { and, asc, count, desc, eq, gt, isNull, like, or, sql, sum } from 'drizzle-orm';
import type { DealerMembership, DealerRole } from '@second-gear/contract';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { cars } from '../cars/cars.table.ts';
import { reviews } from '../reviews/reviews.table.ts';
import { dealerInvitations, dealerStaff, dealers } from './dealers.table.ts';

export type DealersRepo = ReturnType<typeof createDealersRepo>;
export type DealerRow = typeof dealers.$inferSelect;
export type NewDealerRow = typeof dealers.$inferInsert;

/** The reviews of a dealership's cars: reviews of bookings of cars that belong to it (read here in a join). */
const ofDealerCars = (dealerId: string) =>
  sql`exists (select 1 from ${bookings} join ${cars} on ${cars.id} = ${bookings.carId}
    where ${bookings.id} = ${reviews.bookingId} and ${cars.dealerId} = ${dealerId})`;

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

    /** The slugs taken that are `base` or `base-<something>`. */
    async slugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: dealers.slug })
        .from(dealers)
        .where(or(eq(dealers.slug, base), like(dealers.slug, `${base}-%`)));
      return rows.map((row) => row.slug);
    },

    /** Writes the dealership; undefined when its slug was taken meanwhile. */
    async insert(dealer: NewDealerRow): Promise<DealerRow | undefined> {
      const [row] = await db.insert(dealers).values(dealer).onConflictDoNothing().returning();
      return row;
    },

    async bySlug(slug: string) {
      const [row] = await db.select().from(dealers).where(eq(dealers.slug, slug));
      return row;
    },

    async byId(id: string) {
      const [row] = await db.select().from(dealers).where(eq(dealers.id, id));
      return row;
    },

    async update(id: string, changes: Partial<NewDealerRow>) {
      const [row] = await db.update(dealers).set(changes).where(eq(dealers.id, id)).returning();
      return row;
    },

    /** Its cars for sale that buyers can see. */
    async carCount(dealerId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(cars)
        .where(and(eq(cars.dealerId, dealerId), eq(cars.saleStatus, 'available'), isNull(cars.hiddenAt)));
      return row?.count ?? 0;
    },

    /** How many reviews its cars' sales have, and their stars summed. */
    async ratingTotals(dealerId: string) {
      const [row] = await db
        .select({ count: count(), sum: sum(reviews.rating).mapWith(Number) })
        .from(reviews)
        .where(ofDealerCars(dealerId));
      return { count: row?.count ?? 0, sum: row?.sum ?? null };
    },

    /** A page of the reviews of its cars' sales, newest first, and how many there are. */
    async reviewsPage(dealerId: string, page: number, pageSize: number) {
      const rows = await db
        .select({
          id: reviews.id,
          sellerId: reviews.sellerId,
          buyerId: reviews.buyerId,
          buyerName: accounts.username,
          carName: reviews.carName,
          rating: reviews.rating,
          text: reviews.text,
          createdAt: reviews.createdAt,
          editedAt: reviews.editedAt,
          replyText: reviews.replyText,
          repliedAt: reviews.repliedAt,
        })
        .from(reviews)
        .leftJoin(accounts, eq(accounts.id, reviews.buyerId))
        .where(ofDealerCars(dealerId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ count: count() }).from(reviews).where(ofDealerCars(dealerId));
      return { rows, total: total?.count ?? 0 };
    },

    /** Its staff with their names and addresses, owners first, then by when they joined. */
    staffOf(dealerId: string) {
      return db
        .select({
          accountId: dealerStaff.accountId,
          username: accounts.username,
          email: accounts.userEmail,
          role: dealerStaff.role,
          joinedAt: dealerStaff.joinedAt,
        })
        .from(dealerStaff)
        .innerJoin(accounts, eq(accounts.id, dealerStaff.accountId))
        .where(eq(dealerStaff.dealerId, dealerId))
        .orderBy(
          sql`case ${dealerStaff.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
          asc(dealerStaff.joinedAt),
          asc(dealerStaff.accountId),
        );
    },

    /**
     * Its staff's roles, locked until the transaction ends: two changes at once (two owners removing each other) are
     * judged one after the other, so the last owner stays.
     */
    async lockStaff(dealerId: string) {
      return db
        .select({ accountId: dealerStaff.accountId, role: dealerStaff.role })
        .from(dealerStaff)
        .where(eq(dealerStaff.dealerId, dealerId))
        .for('update');
    },

    /** Adds the account to the staff; false when it already works for a dealership. */
    async addStaff(member: { dealerId: string; accountId: string; role: DealerRole; joinedAt: Date }) {
      const rows = await db.insert(dealerStaff).values(member).onConflictDoNothing().returning();
      return rows.length > 0;
    },

    async removeStaff(dealerId: string, accountId: string) {
      await db
        .delete(dealerStaff)
        .where(and(eq(dealerStaff.dealerId, dealerId), eq(dealerStaff.accountId, accountId)));
    },

    async setRole(dealerId: string, accountId: string, role: DealerRole) {
      await db
        .update(dealerStaff)
        .set({ role })
        .where(and(eq(dealerStaff.dealerId, dealerId), eq(dealerStaff.accountId, accountId)));
    },

    /** Whether someone with this address works for the dealership. */
    async isStaffByEmail(dealerId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ accountId: dealerStaff.accountId })
        .from(dealerStaff)
        .innerJoin(accounts, eq(accounts.id, dealerStaff.accountId))
        .where(and(eq(dealerStaff.dealerId, dealerId), sql`lower(${accounts.userEmail}) = ${email}`));
      return row !== undefined;
    },

    async insertInvitation(invitation: typeof dealerInvitations.$inferInsert) {
      const [row] = await db.insert(dealerInvitations).values(invitation).returning();
      return row!;
    },

    /** Its invitations not yet used nor expired at `now`, the newest first. */
    pendingInvitations(dealerId: string, now: Date) {
      return db
        .select()
        .from(dealerInvitations)
        .where(
          and(
            eq(dealerInvitations.dealerId, dealerId),
            isNull(dealerInvitations.acceptedAt),
            gt(dealerInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(dealerInvitations.createdAt), desc(dealerInvitations.id));
    },

    /** Withdraws an invitation not used yet; how many went. */
    async deleteInvitation(dealerId: string, invitationId: string): Promise<number> {
      const rows = await db
        .delete(dealerInvitations)
        .where(
          and(
            eq(dealerInvitations.id, invitationId),
            eq(dealerInvitations.dealerId, dealerId),
            isNull(dealerInvitations.acceptedAt),
          ),
        )
        .returning({ id: dealerInvitations.id });
      return rows.length;
    },

    /** The invitation with this token hash and its dealership; with `lock`, held until the transaction ends. */
    async invitationByHash(tokenHash: string, lock = false) {
      const query = db
        .select({ invitation: dealerInvitations, dealer: { slug: dealers.slug, name: dealers.name } })
        .from(dealerInvitations)
        .innerJoin(dealers, eq(dealers.id, dealerInvitations.dealerId))
        .where(eq(dealerInvitations.tokenHash, tokenHash));
      const [row] = lock ? await query.for('update', { of: dealerInvitations }) : await query;
      return row;
    },

    async markAccepted(invitationId: string, accountId: string, at: Date) {
      await db
        .update(dealerInvitations)
        .set({ acceptedAt: at, acceptedBy: accountId })
        .where(eq(dealerInvitations.id, invitationId));
    },
  };
}
