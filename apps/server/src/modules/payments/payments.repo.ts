import type { AdminPaymentsQuery, DisputeStatus } from '@second-gear/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { cars } from '../cars/cars.table.ts';
import { reservations } from '../reservations/reservations.table.ts';
import { gatewayEvents, paymentDisputes, payments, type PaymentStatus } from './payments.table.ts';

export type NewPayment = typeof payments.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type Dispute = typeof paymentDisputes.$inferSelect;

/** A sale in the administrators' list, before its transfers and fees are added. */
export interface SaleRow {
  bookingId: string;
  productName: string;
  carId: string | null;
  buyerName: string;
  buyerEmail: string;
  sellerName: string | null;
  amountCents: number;
  paidAt: Date;
  paymentStatus: 'unpaid' | 'paid' | 'refunded' | 'cancelled';
  refundedBy: 'admin' | 'seller' | 'sale' | null;
  refundReason: string | null;
  refundedCents: number | null;
  refundedAt: Date | null;
}

/** A cursor of the administrators' list: where the previous page ended. */
const cursorPattern = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([0-9a-f-]{36})$/;
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

    /** Run in a refund's transaction: the sale's completed payment, locked. */
    async lockCompletedOfBooking(bookingId: string): Promise<Payment | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'completed')))
        .for('update');
      return row;
    },

    /** The booking a charge paid for: a PAY NOW payment's, or the sale a reservation's deposit became part of. */
    async bookingOfIntent(intentId: string): Promise<string | undefined> {
      const [direct] = await db
        .select({ bookingId: payments.bookingId })
        .from(payments)
        .where(eq(payments.intentId, intentId));
      if (direct?.bookingId) return direct.bookingId;
      const [viaDeposit] = await db
        .select({ bookingId: payments.bookingId })
        .from(payments)
        .innerJoin(reservations, eq(reservations.id, payments.reservationId))
        .where(and(eq(reservations.intentId, intentId), eq(payments.status, 'completed')));
      return viaDeposit?.bookingId ?? undefined;
    },

    /** Records a dispute once; returns whether this call recorded it. */
    async insertDispute(dispute: typeof paymentDisputes.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentDisputes)
        .values(dispute)
        .onConflictDoNothing({ target: paymentDisputes.stripeDisputeId })
        .returning({ id: paymentDisputes.id });
      return rows.length > 0;
    },

    /** Closes an open dispute as the bank decided; returns it, or nothing when it was not open (or not ours). */
    async closeDispute(stripeDisputeId: string, status: Exclude<DisputeStatus, 'open'>, at: Date) {
      const [row] = await db
        .update(paymentDisputes)
        .set({ status, closedAt: at })
        .where(and(eq(paymentDisputes.stripeDisputeId, stripeDisputeId), eq(paymentDisputes.status, 'open')))
        .returning();
      return row;
    },

    /** The newest dispute of each of these sales. */
    async disputesOf(bookingIds: string[]): Promise<Map<string, Dispute>> {
      if (bookingIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(paymentDisputes)
        .where(sql`${paymentDisputes.bookingId} = any(${sql.param(bookingIds)}::uuid[])`)
        .orderBy(asc(paymentDisputes.createdAt));
      return new Map(rows.map((row) => [row.bookingId, row]));
    },

    /**
     * The sales paid by card (a completed payment, refunded or not), newest first, a page at a time: paid ones, refunded
     * ones, or those with an open dispute; searched by car, buyer or seller.
     */
    async sales(query: AdminPaymentsQuery, limit: number): Promise<SaleRow[]> {
      const cursor = query.after ? cursorPattern.exec(query.after) : null;
      const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const result = await db.execute(sql`
        select b.id as "bookingId", b.product_name as "productName", b.car_id as "carId", b.username as "buyerName",
          b.email as "buyerEmail", s.username as "sellerName",
          p.amount_cents + coalesce(r.amount_cents, 0) as "amountCents", p.created_at as "paidAt",
          b.payment_status as "paymentStatus", b.refunded_by as "refundedBy", b.refund_reason as "refundReason",
          b.refunded_cents as "refundedCents", b.refunded_at as "refundedAt"
        from ${payments} p
        join ${bookings} b on b.id = p.booking_id
        left join ${reservations} r on r.id = p.reservation_id and r.state = 'converted'
        left join ${cars} c on c.id = b.car_id
        left join ${accounts} s on s.id = c.seller_id
        where ((b.payment_status = 'paid' and p.status = 'completed')
            or (b.payment_status = 'refunded' and p.status in ('refunding', 'refunded')))
          and ${
            query.status === 'disputed'
              ? sql`exists (select 1 from ${paymentDisputes} d where d.booking_id = b.id and d.status = 'open')`
              : sql`b.payment_status = ${query.status}`
          }
          and (${like}::text is null or b.product_name ilike ${like} or b.username ilike ${like}
            or b.email ilike ${like} or s.username ilike ${like})
          and (${cursor?.[1] ?? null}::timestamptz is null
            or (p.created_at, b.id) < (${cursor?.[1] ?? null}::timestamptz, ${cursor?.[2] ?? null}::uuid))
        order by p.created_at desc, b.id desc
        limit ${limit}`);
      return result.rows.map((row) => ({
        ...(row as unknown as SaleRow),
        amountCents: Number(row.amountCents),
        paidAt: new Date(row.paidAt as string),
        refundedAt: row.refundedAt ? new Date(row.refundedAt as string) : null,
      }));
    },
    /** The card payments of the account's bookings: part of its data export. */
    exportFor(buyerId: string) {
      return db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(bookings.buyerId, buyerId))
        .orderBy(asc(payments.createdAt));
    },
    /** Part of deleting a buyer's account: the payments of their kept bookings no longer name them. */
    async anonymiseOfBookings(bookingIds: string[], placeholder: string) {
      if (bookingIds.length === 0) return;
      await db
        .update(payments)
        .set({ username: placeholder, email: '' })
        .where(inArray(payments.bookingId, bookingIds));
    },
  };
}
