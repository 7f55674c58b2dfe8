import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { cars } from '../cars/cars.table.ts';
import { ledgerEntries } from '../ledger/ledger.table.ts';
import { payments } from '../payments/payments.table.ts';
import { reservations } from '../reservations/reservations.table.ts';

export type ReceiptsRepo = ReturnType<typeof createReceiptsRepo>;

/** Reads what a receipt names from the tables of bookings, cars, payments, reservations and the books; writes nothing. */
export function createReceiptsRepo(db: Executor) {
  return {
    async account(id: string) {
      const [row] = await db
        .select({ username: accounts.username, userEmail: accounts.userEmail })
        .from(accounts)
        .where(eq(accounts.id, id));
      return row;
    },

    /** The booking with its car's VIN and its seller's name (both gone when the listing or the account is). */
    async booking(id: string) {
      const [row] = await db
        .select({ booking: bookings, vin: cars.vin, sellerName: accounts.username })
        .from(bookings)
        .leftJoin(cars, eq(cars.id, bookings.carId))
        .leftJoin(accounts, eq(accounts.id, cars.sellerId))
        .where(eq(bookings.id, id))
        .limit(1);
      return row;
    },

    /** The booking's card payments that went through (completed, or charged and given back), oldest first. */
    chargedPayments(bookingId: string) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookingId),
            inArray(payments.status, ['completed', 'refunding', 'refunded']),
          ),
        )
        .orderBy(asc(payments.createdAt));
    },

    /** A reservation whose deposit was taken towards the price (converted into the sale). */
    async convertedReservation(id: string) {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.id, id), eq(reservations.state, 'converted')))
        .limit(1);
      return row;
    },

    /** The lines of the named movements of the books: the charges and fees a receipt reads. */
    movements(keys: string[]) {
      return db
        .select({
          key: ledgerEntries.movementKey,
          account: ledgerEntries.account,
          creditCents: ledgerEntries.creditCents,
          at: ledgerEntries.at,
        })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.movementKey, keys));
    },
  };
}
