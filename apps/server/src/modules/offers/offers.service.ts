import type { ExportedOffer } from '@second-gear/contract';
import { offerLifetimeHours, type Offer, type OfferAction } from '@second-gear/contract';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { said } from '../../lib/error-texts.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { offerMail, type OfferNews } from './offers-mails.ts';
import { createOffersRepo, type OffersRepo } from './offers.repo.ts';
import { offerActions, offerStates, requireFairAmount, takenByMaker, type Side } from './offer-states.ts';
import type { CountSource } from '../../lib/daily-counts.ts';

export type OffersService = ReturnType<typeof createOffersService>;

type OfferRow = NonNullable<Awaited<ReturnType<OffersRepo['findWithParties']>>>;

const expireQueue = 'offers.expire';
const lifetimeMs = offerLifetimeHours * 3_600_000;
/** A buyer's own list of offers shows this many, newest first. */
const listLimit = 100;

const notFound = () => new NotFoundError('There is no such offer.');
const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

/** Why an offer that is no longer open cannot be acted on, for the person who tried. */
const closedRefusal = (state: string) =>
  `This offer is ${state === 'open' ? 'still open' : `already ${state}`}.`;

export function createOffersService(deps: {
  db: Database;
  repo: OffersRepo;
  accounts: AccountsService;
  conversations: ConversationsService;
  bookings: BookingsService;
  cars: CarsService;
  events: EventsService;
  mail: MailService;
  /** Notifications to the devices of the side that did not act. */
  push: PushService;
  jobs: JobsService;
  /** A car another buyer holds with a deposit takes no offers, and none can be accepted for it. */
  reservations: Pick<ReservationsService, 'requireNotReservedByOther'>;
  clock: () => Date;
  publicUrl: string;
}) {
  const {
    db,
    repo,
    accounts,
    conversations,
    bookings,
    cars,
    events,
    mail,
    push,
    jobs,
    reservations,
    clock,
    publicUrl,
  } = deps;

  const sideOf = (row: OfferRow, accountId: string): Side | undefined =>
    row.buyerId === accountId ? 'buyer' : row.sellerId === accountId ? 'seller' : undefined;

  const toOffer = (row: OfferRow, side: Side): Offer => ({
    _id: row.offer.id,
    carId: row.offer.carId,
    carName: row.carName,
    conversationId: row.offer.conversationId,
    amount: row.offer.amount,
    askingPrice: row.offer.askingPrice,
    by: row.offer.by,
    mine: row.offer.by === side,
    state: row.offer.state,
    createdAt: row.offer.createdAt.toISOString(),
    expiresAt: row.offer.expiresAt.toISOString(),
    bookingId: row.offer.bookingId,
    actions: offerActions(row.offer, side),
  });

  /**
   * Inside `tx`, after the change: both people's streams hear of it, and the side that did not act (both, when the
   * clock did) gets an e-mail, if they take this kind.
   */
  async function tell(tx: Executor, row: OfferRow, news: OfferNews, actor: Side | undefined, amount: number) {
    for (const accountId of new Set([row.buyerId, row.sellerId])) {
      if (accountId) {
        await events.publish(tx, {
          type: 'offer.changed',
          accountId,
          data: { conversationId: row.offer.conversationId, offerId: row.offer.id },
        });
      }
    }
    const people = {
      buyer: { name: row.buyerName, email: row.buyerEmail },
      seller: { name: row.sellerName, email: row.sellerEmail },
    };
    for (const side of actor ? [other(actor)] : (['buyer', 'seller'] as const)) {
      const accountId = side === 'buyer' ? row.buyerId : row.sellerId;
      if (accountId) {
        await push.notify(tx, {
          accountId,
          topic: 'deals',
          eventKey: `offer:${row.offer.id}:${news}`,
          url: `/dashboard/messages/${row.offer.conversationId}`,
          title: { key: 'offer.title', values: { carName: row.carName } },
          body: {
            key: `offer.${news}`,
            values: { by: actor ? (people[actor].name ?? '') : '', amount: { dollars: amount } },
          },
        });
      }
      const { name, email } = people[side];
      if (!email) continue;
      await mail.send(
        tx,
        offerMail({
          to: email,
          name: name ?? '',
          news,
          ...(actor ? { by: { name: people[actor].name, side: actor } } : {}),
          carName: row.carName,
          amount,
          recipientIsBuyer: side === 'buyer',
          url: `${publicUrl}/dashboard/messages/${row.offer.conversationId}`,
        }),
      );
    }
  }

  /** Inside `tx`: a new open offer in the conversation, with the job that expires it. */
  async function insertOpen(
    tx: Executor,
    offer: {
      conversationId: string;
      carId: string;
      amount: number;
      askingPrice: number;
      by: Side;
      counterOf?: string;
    },
  ) {
    const now = clock();
    const expiresAt = new Date(now.getTime() + lifetimeMs);
    const id = await createOffersRepo(tx).insert({ ...offer, state: 'open', createdAt: now, expiresAt });
    if (!id) {
      throw new ConflictError(
        'There is already an open offer in this conversation: answer or withdraw it before making another.',
      );
    }
    await jobs.add(tx, expireQueue, { offerId: id }, { startAfter: expiresAt });
    const row = await createOffersRepo(tx).findWithParties(id);
    return row!;
  }

  /** The car an offer in this conversation would be for: still listed and not sold, and a fair amount for it. */
  async function carToOfferOn(carId: string | null, amount: number) {
    if (!carId) throw new ConflictError(said('carRemovedNoOffers'));
    const car = await cars.carForDeal(carId);
    if (car.saleStatus === 'sold') throw new ConflictError(said('alreadySold', { car: car.productName }));
    requireFairAmount(amount, car.resalePrice);
    return car;
  }

  /** An offer by the caller in one of their conversations. */
  async function offerIn(caller: Principal, conversationId: string, amount: number): Promise<Offer> {
    const party = await conversations.participantOf(caller, conversationId);
    await accounts.requireVerifiedAccount(caller);
    if (party.side === 'buyer') await accounts.requireBuyer(caller);
    if (!party.buyer.id || !party.seller.id)
      throw new ConflictError('The other person has deleted their account.');
    const car = await carToOfferOn(party.carId, amount);
    await reservations.requireNotReservedByOther(car.id, party.buyer.id);
    return db.transaction(async (tx) => {
      const row = await insertOpen(tx, {
        conversationId,
        carId: car.id,
        amount,
        askingPrice: car.resalePrice,
        by: party.side,
      });
      await tell(tx, row, 'made', party.side, amount);
      return toOffer(row, party.side);
    });
  }

  /** The caller's side of an offer, or 404 for anyone not in its conversation. */
  async function sideOfCaller(caller: Principal, row: OfferRow | undefined) {
    const me = await accounts.accountOf(caller);
    const side = row && me ? sideOf(row, me.id) : undefined;
    if (!row || !side) throw notFound();
    return side;
  }

  /** The expiry job: an offer still open at its deadline expires; one woken early waits again. Safe to run twice. */
  async function expire(offerId: string) {
    await db.transaction(async (tx) => {
      const txRepo = createOffersRepo(tx);
      const row = await txRepo.lockWithParties(offerId);
      if (!row || !offerStates.allows('expire', row.offer.state)) return;
      const wait = row.offer.expiresAt.getTime() - clock().getTime();
      if (wait > 0) {
        await jobs.add(tx, expireQueue, { offerId }, { startAfter: row.offer.expiresAt });
        return;
      }
      await txRepo.setState(offerId, { state: 'expired', at: clock() });
      await tell(tx, row, 'expired', undefined, row.offer.amount);
    });
  }

  jobs.handle<{ offerId: string }>(
    expireQueue,
    { concurrency: 2, retryLimit: 20, retryDelay: 10, retryDelayMax: 600, expireInSeconds: 60 },
    ({ offerId }) => expire(offerId),
  );

  /**
   * Inside an acceptance's transaction: the car, locked, must still be for sale and not agreed with anyone else; the
   * booking is made at the offer's amount.
   */
  async function agree(tx: Executor, row: OfferRow): Promise<string> {
    const { carId } = row.offer;
    if (!carId) throw new ConflictError('This car has been removed, so the offer cannot be accepted.');
    if (!(await cars.lockForSale(tx, carId)))
      throw new ConflictError(said('alreadySold', { car: row.carName }));
    if (await createOffersRepo(tx).standingAgreement(carId, row.offer.id)) {
      throw new ConflictError(said('agreedWithOther', { car: row.carName }));
    }
    const buyer = row.buyerId ? await createOffersRepo(tx).buyerAccount(row.buyerId) : undefined;
    if (!buyer) throw new ConflictError('The buyer has deleted their account.');
    if (buyer.accountStatus !== 'buyer') throw new ConflictError(said('onlyBuyerBooks'));
    await reservations.requireNotReservedByOther(carId, buyer.id);
    return bookings.bookAtAgreedPrice(tx, {
      buyer,
      carId,
      sellerId: row.sellerId,
      price: row.offer.amount,
    });
  }

  return {
    /** Offers buyers made on each car, per day (the seller's counter-offers are not counted). */
    countsByDay: ((carIds, since) => repo.countsByDay(carIds, since)) satisfies CountSource,

    /** Offers the account made or received: its data export. */
    async exportFor(accountId: string): Promise<ExportedOffer[]> {
      return (await repo.exportFor(accountId)).map(({ offer, buyerId }) => ({
        _id: offer.id,
        carId: offer.carId,
        conversationId: offer.conversationId,
        madeBy: (offer.by === 'buyer') === (buyerId === accountId) ? ('me' as const) : ('other' as const),
        amount: offer.amount,
        askingPrice: offer.askingPrice,
        state: offer.state,
        createdAt: offer.createdAt.toISOString(),
      }));
    },

    /** POST /offers: an offer on a car, in the caller's conversation about it (started when there is none). */
    async makeOffer(caller: Principal, carId: string, amount: number): Promise<Offer> {
      await accounts.requireBuyer(caller);
      await carToOfferOn(carId, amount);
      const conversationId = await conversations.conversationAbout(caller, carId);
      return offerIn(caller, conversationId, amount);
    },

    offerIn,

    /** A conversation's offers, oldest first, as its caller sees them. */
    async offersOf(caller: Principal, conversationId: string): Promise<Offer[]> {
      const party = await conversations.participantOf(caller, conversationId);
      const rows = await repo.ofConversation(conversationId);
      return rows.map((row) => toOffer(row, party.side));
    },

    /** The offers the caller made or received as a buyer, newest first. */
    async myOffers(caller: Principal): Promise<Offer[]> {
      const me = await accounts.requireBuyer(caller);
      return (await repo.ofBuyer(me.id, listLimit)).map((row) => toOffer(row, 'buyer'));
    },

    /**
     * Accepts, declines, counters or withdraws an offer, under a lock on it. Accepting books the car for the buyer at
     * the offer's amount, under a lock on the car: of two offers on one car accepted at once, one wins and the other
     * is refused.
     */
    async act(
      caller: Principal,
      offerId: string,
      action: OfferAction,
      counterAmount?: number,
    ): Promise<Offer> {
      const side = await sideOfCaller(caller, await repo.findWithParties(offerId));
      if (action === 'counter' || action === 'accept') await accounts.requireVerifiedAccount(caller);
      return db.transaction(async (tx) => {
        const txRepo = createOffersRepo(tx);
        const row = (await txRepo.lockWithParties(offerId))!;
        const state = offerStates.apply(action, row.offer.state, closedRefusal(row.offer.state));
        if (takenByMaker[action] !== (row.offer.by === side)) {
          throw new ForbiddenError(
            takenByMaker[action]
              ? 'Only the person who made this offer can withdraw it.'
              : `You made this offer: the ${other(side)} answers it.`,
          );
        }
        if (row.offer.expiresAt.getTime() <= clock().getTime()) throw new ConflictError(said('offerExpired'));
        const now = clock();
        if (action === 'accept') {
          const bookingId = await agree(tx, row);
          await txRepo.setState(offerId, { state, at: now, bookingId });
          await tell(tx, row, 'accepted', side, row.offer.amount);
          return toOffer({ ...row, offer: { ...row.offer, state, bookingId } }, side);
        }
        await txRepo.setState(offerId, { state, at: now });
        if (action === 'counter') {
          const car = await carToOfferOn(row.offer.carId, counterAmount!);
          const counter = await insertOpen(tx, {
            conversationId: row.offer.conversationId,
            carId: car.id,
            amount: counterAmount!,
            askingPrice: car.resalePrice,
            by: side,
            counterOf: offerId,
          });
          await tell(tx, counter, 'countered', side, counterAmount!);
          return toOffer(counter, side);
        }
        await tell(tx, row, action === 'decline' ? 'declined' : 'withdrawn', side, row.offer.amount);
        return toOffer({ ...row, offer: { ...row.offer, state } }, side);
      });
    },

    /** The offers on a seller's cars for their deals page, per car, newest first. */
    async dealsOfCars(sellerId: string, carIds: string[]): Promise<Map<string, Offer[]>> {
      const byCar = new Map<string, Offer[]>();
      for (const row of await repo.ofCars(carIds)) {
        if (row.sellerId !== sellerId) continue;
        const list = byCar.get(row.offer.carId!) ?? [];
        list.push(toOffer(row, 'seller'));
        byCar.set(row.offer.carId!, list);
      }
      return byCar;
    },

    /** Part of a car's sale elsewhere: its open offers are declined, and both sides told. */
    async declineOpenOfSoldCar(tx: Executor, carId: string) {
      const txRepo = createOffersRepo(tx);
      for (const { id } of await txRepo.openOfCar(carId)) {
        const row = (await txRepo.lockWithParties(id))!;
        await txRepo.setState(id, { state: offerStates.apply('decline', row.offer.state, ''), at: clock() });
        await tell(tx, row, 'declined', 'seller', row.offer.amount);
      }
    },

    expire,
  };
}
