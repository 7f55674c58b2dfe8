import type { ReservationState } from '@second-gear/contract';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { postgresCode, uniqueViolation, type Executor } from '../../db/client.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';
import { reservations } from './reservations.table.ts';

export type Reservation = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type ReservationsRepo = ReturnType<typeof createReservationsRepo>;

export function createReservationsRepo(db: Executor) {
  return {
    /** Inserts a pending reservation; undefined when the buyer already has one waiting for that car. */
    async insertPending(row: NewReservation): Promise<Reservation | undefined> {
      try {
        const [inserted] = await db.insert(reservations).values(row).returning();
        return inserted;
      } catch (error) {
        if (postgresCode(error) === uniqueViolation) return undefined;
        throw error;
      }
    },

    async byId(id: string) {
      const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
      return row;
    },

    async byIntentId(intentId: string) {
      const [row] = await db.select().from(reservations).where(eq(reservations.intentId, intentId));
      return row;
    },

    /** The reservation, held until the transaction ends: every change of state takes this lock first. */
    async lockById(id: string) {
      const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).for('update');
      return row;
    },

    async pendingOf(buyerId: string, carId: string) {
      const [row] = await db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.buyerId, buyerId),
            eq(reservations.carId, carId),
            eq(reservations.state, 'pending'),
          ),
        );
      return row;
    },

    async activeForCar(carId: string) {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.carId, carId), eq(reservations.state, 'active')));
      return row;
    },

    /** Reservations of the car that have not ended (pending or active). */
    openForBuyer(buyerId: string) {
      return db
        .select()
        .from(reservations)
        .where(and(eq(reservations.buyerId, buyerId), inArray(reservations.state, ['pending', 'active'])));
    },

    openForCar(carId: string) {
      return db
        .select()
        .from(reservations)
        .where(and(eq(reservations.carId, carId), inArray(reservations.state, ['pending', 'active'])));
    },

    /** Moves a reservation from `from` to `to`; false when it was no longer in `from`. */
    async changeState(
      id: string,
      from: ReservationState,
      to: ReservationState,
      extra: Partial<Pick<Reservation, 'cancelledBy' | 'endedAt' | 'activatedAt'>> = {},
    ): Promise<boolean> {
      const changed = await db
        .update(reservations)
        .set({ state: to, ...extra })
        .where(and(eq(reservations.id, id), eq(reservations.state, from)))
        .returning({ id: reservations.id });
      return changed.length === 1;
    },

    /** Records that the gateway's part is done; false when it already was. */
    async markSettled(id: string, at: Date): Promise<boolean> {
      const settled = await db
        .update(reservations)
        .set({ settledAt: at })
        .where(and(eq(reservations.id, id), isNull(reservations.settledAt)))
        .returning({ id: reservations.id });
      return settled.length === 1;
    },

    listByBuyer(buyerId: string) {
      return db
        .select()
        .from(reservations)
        .where(eq(reservations.buyerId, buyerId))
        .orderBy(desc(reservations.createdAt));
    },

    /** Reservations of a seller's cars that reached the card (pending ones are the buyers' own business). */
    async listBySeller(sellerId: string) {
      const rows = await db
        .select({ reservation: reservations })
        .from(reservations)
        .innerJoin(cars, eq(cars.id, reservations.carId))
        .where(and(eq(cars.sellerId, sellerId), isNotNull(reservations.activatedAt)))
        .orderBy(desc(reservations.createdAt));
      return rows.map((row) => row.reservation);
    },

    /** Where the car's seller reads their e-mail; undefined once their account is gone. */
    async sellerEmailOfCar(carId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ email: accounts.userEmail })
        .from(cars)
        .innerJoin(accounts, eq(accounts.id, cars.sellerId))
        .where(eq(cars.id, carId));
      return row?.email;
    },

    async sellerOfCar(carId: string): Promise<string | null> {
      const [row] = await db.select({ sellerId: cars.sellerId }).from(cars).where(eq(cars.id, carId));
      return row?.sellerId ?? null;
    },
    /** Reservations the account made, and of the cars it sells: part of its data export. */
    exportFor(accountId: string) {
      return db
        .select({ reservation: reservations, sellerId: cars.sellerId })
        .from(reservations)
        .leftJoin(cars, eq(cars.id, reservations.carId))
        .where(sql`${reservations.buyerId} = ${accountId} or ${cars.sellerId} = ${accountId}`)
        .orderBy(desc(reservations.createdAt));
    },
    /** Part of deleting a buyer's account: their reservations, kept for the books, no longer name them. */
    async anonymiseOfBuyer(buyerId: string, placeholder: string) {
      await db
        .update(reservations)
        .set({ buyerName: placeholder, buyerEmail: '' })
        .where(eq(reservations.buyerId, buyerId));
    },
  };
}
