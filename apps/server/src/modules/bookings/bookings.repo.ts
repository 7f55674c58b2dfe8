import type { BookingCanceller, PaymentStatus, Refunder } from '@second-gear/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { postgresCode, uniqueViolation, type Executor } from '../../db/client.ts';
import { countByCarAndDay, type DailyCount } from '../../lib/daily-counts.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';
import { bookings } from './bookings.table.ts';

export type NewBooking = typeof bookings.$inferInsert;
export type BookingsRepo = ReturnType<typeof createBookingsRepo>;

export function createBookingsRepo(db: Executor) {
  return {
    /** Bookings of each car, per day. */
    countsByDay(carIds: readonly string[], since: Date | null): Promise<DailyCount[]> {
      return countByCarAndDay(
        db,
        { car: bookings.carId, at: bookings.createdAt, from: sql`${bookings}` },
        carIds,
        since,
      );
    },

    /** Inserts the booking; undefined when the buyer already has an open booking of that car. */
    async insert(booking: NewBooking): Promise<string | undefined> {
      try {
        const [row] = await db.insert(bookings).values(booking).returning({ id: bookings.id });
        return row!.id;
      } catch (error) {
        if (postgresCode(error) === uniqueViolation) return undefined;
        throw error;
      }
    },

    /**
     * Books the car at a price agreed in an offer: a new booking, or the buyer's open booking of the car (made at the
     * asking price) now at the agreed one.
     */
    async bookAtAgreedPrice(booking: NewBooking): Promise<string> {
      const [row] = await db
        .insert(bookings)
        .values({ ...booking, agreed: true })
        .onConflictDoUpdate({
          target: [bookings.buyerId, bookings.carId],
          targetWhere: sql`${bookings.paymentStatus} = 'unpaid'`,
          set: { productPrice: booking.productPrice, agreed: true },
        })
        .returning({ id: bookings.id });
      return row!.id;
    },

    /** The buyer's bookings, newest first, with the seller's contact (the listing's seller, while it is listed). */
    listByBuyer(buyerId: string) {
      return db
        .select({
          booking: bookings,
          sellerName: accounts.username,
          sellerEmail: accounts.userEmail,
          sellerPhone: accounts.phone,
        })
        .from(bookings)
        .leftJoin(cars, eq(cars.id, bookings.carId))
        .leftJoin(accounts, eq(accounts.id, cars.sellerId))
        .where(eq(bookings.buyerId, buyerId))
        .orderBy(desc(bookings.createdAt));
    },

    /** The bookings of these cars, newest first (a seller's deals). */
    ofCars(carIds: string[]) {
      if (carIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(bookings)
        .where(inArray(bookings.carId, carIds))
        .orderBy(desc(bookings.createdAt));
    },

    /** Inside a change's transaction: the booking with its car's seller, held until the transaction ends. */
    async lockWithSeller(id: string) {
      const [row] = await db
        .select({ booking: bookings, sellerId: cars.sellerId, sellerEmail: accounts.userEmail })
        .from(bookings)
        .leftJoin(cars, eq(cars.id, bookings.carId))
        .leftJoin(accounts, eq(accounts.id, cars.sellerId))
        .where(eq(bookings.id, id))
        .for('update', { of: bookings });
      return row;
    },

    /** The unpaid bookings of the account's cars and its own, locked until the transaction ends. */
    lockUnpaidOfAccount(accountId: string) {
      return db
        .select({ booking: bookings, sellerId: cars.sellerId })
        .from(bookings)
        .leftJoin(cars, eq(cars.id, bookings.carId))
        .where(
          and(
            eq(bookings.paymentStatus, 'unpaid'),
            or(eq(cars.sellerId, accountId), eq(bookings.buyerId, accountId)),
          ),
        )
        .for('update', { of: bookings });
    },

    async setCancelled(
      id: string,
      change: { paymentStatus: PaymentStatus; by: BookingCanceller; reason: string | null; at: Date },
    ): Promise<void> {
      await db
        .update(bookings)
        .set({
          paymentStatus: change.paymentStatus,
          cancelledBy: change.by,
          cancelReason: change.reason,
          cancelledAt: change.at,
        })
        .where(eq(bookings.id, id));
    },

    async findForBuyer(id: string, buyerId: string) {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.buyerId, buyerId)))
        .limit(1);
      return row;
    },

    async carIdOf(id: string): Promise<string | null | undefined> {
      const [row] = await db.select({ carId: bookings.carId }).from(bookings).where(eq(bookings.id, id));
      return row?.carId;
    },

    async lockById(id: string) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
      return row;
    },

    async setPaymentStatus(id: string, paymentStatus: PaymentStatus, at: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ paymentStatus, ...(paymentStatus === 'paid' ? { paidAt: at } : {}) })
        .where(eq(bookings.id, id));
    },

    async setRefunded(
      id: string,
      paymentStatus: PaymentStatus,
      refund: { by: Refunder; reason: string; amountCents: number },
    ): Promise<void> {
      await db
        .update(bookings)
        .set({
          paymentStatus,
          refundedBy: refund.by,
          refundReason: refund.reason,
          refundedCents: refund.amountCents,
          refundedAt: sql`now()`,
        })
        .where(eq(bookings.id, id));
    },

    /** Cancels every booking of the car in `from` (to `to`) because the car was sold elsewhere; returns how many. */
    async cancelAllForCar(carId: string, from: readonly PaymentStatus[], to: PaymentStatus): Promise<number> {
      const rows = await db
        .update(bookings)
        .set({ paymentStatus: to, cancelledBy: 'sale', cancelledAt: sql`now()` })
        .where(and(eq(bookings.carId, carId), inArray(bookings.paymentStatus, [...from])))
        .returning({ id: bookings.id });
      return rows.length;
    },

    unpaidOfCar(carId: string) {
      return db
        .select({ email: bookings.email, username: bookings.username, productName: bookings.productName })
        .from(bookings)
        .where(and(eq(bookings.carId, carId), eq(bookings.paymentStatus, 'unpaid')));
    },

    async deleteUnpaidForCar(carId: string): Promise<number> {
      const rows = await db
        .delete(bookings)
        .where(and(eq(bookings.carId, carId), eq(bookings.paymentStatus, 'unpaid')))
        .returning({ id: bookings.id });
      return rows.length;
    },

    async deleteUnpaidOfBuyer(buyerId: string): Promise<number> {
      const rows = await db
        .delete(bookings)
        .where(and(eq(bookings.buyerId, buyerId), eq(bookings.paymentStatus, 'unpaid')))
        .returning({ id: bookings.id });
      return rows.length;
    },
    /** Bookings the account made, and bookings of the cars it sells: part of its data export. */
    exportFor(accountId: string) {
      return db
        .select({ booking: bookings, buyerId: bookings.buyerId })
        .from(bookings)
        .leftJoin(cars, eq(cars.id, bookings.carId))
        .where(sql`${bookings.buyerId} = ${accountId} or ${cars.sellerId} = ${accountId}`)
        .orderBy(desc(bookings.createdAt));
    },
    /** Part of deleting a buyer's account: the bookings kept for the record no longer name them. */
    async anonymiseOfBuyer(buyerId: string, placeholder: string) {
      const rows = await db
        .update(bookings)
        .set({ username: placeholder, email: '', phone: '', meetingLocation: '' })
        .where(eq(bookings.buyerId, buyerId))
        .returning({ id: bookings.id });
      return rows.map((row) => row.id);
    },
  };
}
