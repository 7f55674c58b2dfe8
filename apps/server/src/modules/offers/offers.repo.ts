import type { OfferState } from '@second-gear/contract';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { postgresCode, uniqueViolation, type Executor } from '../../db/client.ts';
import { countByCarAndDay, type DailyCount } from '../../lib/daily-counts.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { conversations } from '../conversations/conversations.table.ts';
import { offers } from './offers.table.ts';

export type NewOffer = typeof offers.$inferInsert;
export type OffersRepo = ReturnType<typeof createOffersRepo>;

const buyer = alias(accounts, 'offer_buyer');
const seller = alias(accounts, 'offer_seller');

/** An offer with its conversation's people (null once an account is deleted). */
const withParties = {
  offer: offers,
  carName: conversations.carName,
  buyerId: conversations.buyerId,
  sellerId: conversations.sellerId,
  buyerName: buyer.username,
  buyerEmail: buyer.userEmail,
  sellerName: seller.username,
  sellerEmail: seller.userEmail,
};

export function createOffersRepo(db: Executor) {
  const selectWithParties = () =>
    db
      .select(withParties)
      .from(offers)
      .innerJoin(conversations, eq(conversations.id, offers.conversationId))
      .leftJoin(buyer, eq(buyer.id, conversations.buyerId))
      .leftJoin(seller, eq(seller.id, conversations.sellerId));

  return {
    /** Offers buyers made on each car, per day (the seller's counter-offers are not counted). */
    countsByDay(carIds: readonly string[], since: Date | null): Promise<DailyCount[]> {
      return countByCarAndDay(
        db,
        { car: offers.carId, at: offers.createdAt, from: sql`${offers}`, where: sql`${offers.by} = 'buyer'` },
        carIds,
        since,
      );
    },

    /** Inserts an open offer; undefined when its conversation already has one open. */
    async insert(offer: NewOffer): Promise<string | undefined> {
      try {
        const [row] = await db.insert(offers).values(offer).returning({ id: offers.id });
        return row!.id;
      } catch (error) {
        if (postgresCode(error) === uniqueViolation) return undefined;
        throw error;
      }
    },

    /** Inside a change's transaction: the offer with its people, held until the transaction ends. */
    async lockWithParties(id: string) {
      const [row] = await selectWithParties().where(eq(offers.id, id)).for('update', { of: offers });
      return row;
    },

    async findWithParties(id: string) {
      const [row] = await selectWithParties().where(eq(offers.id, id));
      return row;
    },

    async setState(id: string, change: { state: OfferState; at: Date; bookingId?: string }) {
      await db
        .update(offers)
        .set({
          state: change.state,
          decidedAt: change.at,
          ...(change.bookingId ? { bookingId: change.bookingId } : {}),
        })
        .where(eq(offers.id, id));
    },

    /** An offer accepted on the car other than `except` whose booking still stands (unpaid or paid). */
    async standingAgreement(carId: string, except: string) {
      const [row] = await db
        .select({ id: offers.id })
        .from(offers)
        .innerJoin(bookings, eq(bookings.id, offers.bookingId))
        .where(
          and(
            eq(offers.carId, carId),
            eq(offers.state, 'accepted'),
            ne(offers.id, except),
            inArray(bookings.paymentStatus, ['unpaid', 'paid']),
          ),
        )
        .limit(1);
      return row;
    },

    /** The buyer's account, as a booking needs it. */
    async buyerAccount(id: string) {
      const [row] = await db
        .select({
          id: accounts.id,
          username: accounts.username,
          userEmail: accounts.userEmail,
          phone: accounts.phone,
          location: accounts.location,
          accountStatus: accounts.accountStatus,
        })
        .from(accounts)
        .where(eq(accounts.id, id));
      return row;
    },

    ofConversation(conversationId: string) {
      return selectWithParties()
        .where(eq(offers.conversationId, conversationId))
        .orderBy(asc(offers.createdAt), asc(offers.id));
    },

    ofBuyer(buyerId: string, limit: number) {
      return selectWithParties()
        .where(eq(conversations.buyerId, buyerId))
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(limit);
    },

    ofCars(carIds: string[]) {
      if (carIds.length === 0) return Promise.resolve([]);
      return selectWithParties()
        .where(inArray(offers.carId, carIds))
        .orderBy(desc(offers.createdAt), desc(offers.id));
    },

    /** Open offers of a car (its sale ends them). */
    openOfCar(carId: string) {
      return db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.carId, carId), eq(offers.state, 'open')))
        .for('update');
    },
    /** Offers in the account's conversations, made by it or to it: part of its data export. */
    exportFor(accountId: string) {
      return db
        .select({ offer: offers, buyerId: conversations.buyerId })
        .from(offers)
        .innerJoin(conversations, eq(conversations.id, offers.conversationId))
        .where(sql`${conversations.buyerId} = ${accountId} or ${conversations.sellerId} = ${accountId}`)
        .orderBy(asc(offers.createdAt));
    },
  };
}
