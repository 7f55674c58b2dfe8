import type { PaymentStatus } from '@second-gear/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { postgresCode, uniqueViolation, type Executor } from '../../db/client.ts';
import { bookings } from './bookings.table.ts';

export type NewBooking = typeof bookings.$inferInsert;
export type BookingsRepo = ReturnType<typeof createBookingsRepo>;

export function createBookingsRepo(db: Executor) {
  return {
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

    listByBuyer(buyerId: string) {
      return db
        .select()
        .from(bookings)
        .where(eq(bookings.buyerId, buyerId))
        .orderBy(desc(bookings.createdAt));
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

    async setPaymentStatus(id: string, paymentStatus: PaymentStatus): Promise<void> {
      await db.update(bookings).set({ paymentStatus }).where(eq(bookings.id, id));
    },

    /** Moves every booking of the car in `from` to `to`; returns how many. */
    async moveAllForCar(carId: string, from: readonly PaymentStatus[], to: PaymentStatus): Promise<number> {
      const rows = await db
        .update(bookings)
        .set({ paymentStatus: to })
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
  };
}
