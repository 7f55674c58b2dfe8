import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';
import { gatewayEvents, payments, type PaymentStatus } from './payments.table.ts';

export type NewPayment = typeof payments.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;

export function createPaymentsRepo(db: Executor) {
  return {
    /** Inside a sale: whom to tell the car is sold (read in the sale's own transaction). */
    async sellerOfCar(carId: string): Promise<string | null> {
      const [row] = await db.select({ id: cars.sellerId }).from(cars).where(eq(cars.id, carId)).limit(1);
      return row?.id ?? null;
    },

    async sellerEmailOfCar(carId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: accounts.userEmail })
        .from(cars)
        .innerJoin(accounts, eq(accounts.id, cars.sellerId))
        .where(eq(cars.id, carId))
        .limit(1);
      return row?.email ?? null;
    },

    /** Records a new intent; a repeat of the same intent (a retried request) changes nothing. */
    async insertOpen(payment: NewPayment): Promise<void> {
      await db.insert(payments).values(payment).onConflictDoNothing({ target: payments.intentId });
    },

    async byIntentId(intentId: string): Promise<Payment | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId)).limit(1);
      return row;
    },

    async byId(id: string): Promise<Payment | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    async lockById(id: string): Promise<Payment | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },

    async newestOpenForBooking(bookingId: string): Promise<Payment | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'open')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    async attemptsForBooking(bookingId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.bookingId, bookingId));
      return row?.n ?? 0;
    },

    forBooking(bookingId: string, status: PaymentStatus): Promise<Payment[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, status)))
        .orderBy(asc(payments.createdAt));
    },

    /** Moves a payment on from the state it was read in; false when someone else moved it first. */
    async changeStatus(
      id: string,
      from: PaymentStatus,
      to: PaymentStatus,
      fields: Partial<Pick<Payment, 'paidTime' | 'paidDate' | 'refundId'>> = {},
    ): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ ...fields, status: to, updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, from)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    async eventSeen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: gatewayEvents.id })
        .from(gatewayEvents)
        .where(eq(gatewayEvents.id, id))
        .limit(1);
      return Boolean(row);
    },

    async recordEvent(id: string, type: string): Promise<void> {
      await db.insert(gatewayEvents).values({ id, type }).onConflictDoNothing();
    },
  };
}
