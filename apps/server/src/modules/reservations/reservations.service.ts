import type { ExportedReservation } from '@second-gear/contract';
import type {
  CreatedReservation,
  Reservation as ReservationView,
  ReservationTerms,
} from '@second-gear/contract';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { endedMessage, endedStates, reservationStates } from './reservation-states.ts';
import { reservationMail, type ReservationNews } from './reservations-mails.ts';
import { createReservationsRepo, type Reservation, type ReservationsRepo } from './reservations.repo.ts';

export type ReservationsService = ReturnType<typeof createReservationsService>;

/**
 * Whether a car of this price (whole dollars) can be reserved for this deposit: the deposit is at most half the price,
 * so what is left to pay is a real payment (the gateway refuses a charge under 50 cents) and the deposit stays a
 * deposit rather than most of the price.
 */
export const depositFits = (priceDollars: number, depositCents: number) =>
  toCents(priceDollars) >= 2 * depositCents;

/** Queues of the reservation's timed and gateway work (modules/jobs). */
export const reservationQueues = { expire: 'reservations.expire', settle: 'reservations.settle' } as const;

const dollars = (cents: number) => Math.round(cents / 100);
const hourMs = 3_600_000;

export function createReservationsService(deps: {
  db: Database;
  repo: ReservationsRepo;
  accounts: AccountsService;
  cars: CarsService;
  events: EventsService;
  jobs: JobsService;
  ledger: Pick<LedgerService, 'postSale'>;
  mail: MailService;
  gateway: PaymentGateway;
  clock: () => Date;
  publicUrl: string;
  settings: { depositCents: number; hours: number };
}) {
  const { db, repo, accounts, cars, events, jobs, ledger, mail, gateway, clock, publicUrl, settings } = deps;

  /** Open pages of the car follow it (public), and its buyer's and seller's lists (private). */
  async function announce(tx: Executor, reservation: Reservation) {
    if (!reservation.carId) return;
    const data = { carId: reservation.carId };
    await events.publish(tx, { type: 'car.updated', data });
    const sellerId = await createReservationsRepo(tx).sellerOfCar(reservation.carId);
    for (const accountId of new Set([reservation.buyerId, sellerId])) {
      if (accountId) await events.publish(tx, { type: 'reservation.changed', accountId, data });
    }
  }

  /** Tells the buyer and the car's seller, in the transaction that made the news (the outbox sends after commit). */
  async function tell(tx: Executor, news: ReservationNews, reservation: Reservation) {
    const sellerEmail = reservation.carId
      ? await createReservationsRepo(tx).sellerEmailOfCar(reservation.carId)
      : undefined;
    const recipients = [
      { role: 'buyer' as const, email: reservation.buyerEmail },
      ...(sellerEmail ? [{ role: 'seller' as const, email: sellerEmail }] : []),
    ];
    for (const to of recipients) await mail.send(tx, reservationMail({ news, reservation, to, publicUrl }));
  }

  /**
   * Ends an open reservation in the caller's transaction, once: the row is locked and its state checked by the state
   * machine; the gateway's part (capture or release) is a job written in the same transaction, done after commit and
   * retried until the gateway confirms. Returns false when it had already ended (or did not exist).
   */
  async function end(
    tx: Executor,
    id: string,
    transition: 'convert' | 'cancel' | 'expire',
    cancelledBy?: 'buyer' | 'seller',
  ): Promise<boolean> {
    const rows = createReservationsRepo(tx);
    const reservation = await rows.lockById(id);
    if (!reservation || !reservationStates.allows(transition, reservation.state)) return false;
    const to = reservationStates.apply(transition, reservation.state, '');
    await rows.changeState(reservation.id, reservation.state, to, {
      endedAt: clock(),
      ...(cancelledBy ? { cancelledBy } : {}),
    });
    await jobs.add(tx, reservationQueues.settle, { reservationId: reservation.id });
    await announce(tx, reservation);
    return true;
  }

  /** The gateway confirmed the hold: the reservation holds the car, unless the car went or another hold came first. */
  async function activate(reservation: Reservation): Promise<void> {
    if (reservation.state !== 'pending') return;
    const intent = await gateway.retrieveIntent(reservation.intentId);
    if (intent?.status !== 'requires_capture' || intent.amountCapturableCents !== reservation.amountCents)
      return;
    await db.transaction(async (tx) => {
      const rows = createReservationsRepo(tx);
      // The car first, as a sale takes it: activations and sales of one car take turns.
      const available = reservation.carId ? await cars.lockForSale(tx, reservation.carId) : false;
      const locked = await rows.lockById(reservation.id);
      if (!locked || locked.state !== 'pending') return;
      const taken = locked.carId ? await rows.activeForCar(locked.carId) : undefined;
      if (!available || taken || clock() >= locked.expiresAt) {
        await end(tx, locked.id, 'cancel');
        return;
      }
      await rows.changeState(locked.id, 'pending', reservationStates.apply('activate', locked.state, ''), {
        activatedAt: clock(),
      });
      await announce(tx, locked);
      await tell(tx, 'active', locked);
    });
  }

  /** The reservation as its buyer or its car's seller reads it. */
  function view(row: Reservation, role: 'buyer' | 'seller'): ReservationView {
    return {
      _id: row.id,
      carId: row.carId,
      productName: row.productName,
      productImage: row.productImage,
      productPrice: row.productPrice,
      amount: dollars(row.amountCents),
      balance: row.productPrice - dollars(row.amountCents),
      state: row.state,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      role,
      buyerId: row.buyerId,
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      cancelledBy: row.cancelledBy,
    };
  }

  async function ownReservation(caller: Principal, id: string) {
    const account = await accounts.accountOf(caller);
    const reservation = await repo.byId(id);
    if (!account || !reservation) throw new NotFoundError('There is no such reservation.');
    if (reservation.buyerId === account.id) return { reservation, role: 'buyer' as const };
    const sellerId = reservation.carId ? await repo.sellerOfCar(reservation.carId) : null;
    if (sellerId === account.id && reservation.activatedAt) return { reservation, role: 'seller' as const };
    throw new NotFoundError('There is no such reservation.');
  }

  /** Refuses a car held by another buyer's reservation, saying until when. */
  async function requireNotReservedByOther(carId: string, buyerId: string) {
    const active = await repo.activeForCar(carId);
    if (active && active.buyerId !== buyerId) {
      throw new ConflictError(
        `${active.productName} is reserved by another buyer until ${active.expiresAt.toISOString()}.`,
      );
    }
  }

  function listForBuyer(buyerId: string) {
    return repo.listByBuyer(buyerId).then((rows) => rows.map((row) => view(row, 'buyer')));
  }

  function listForSeller(sellerId: string) {
    return repo.listBySeller(sellerId).then((rows) => rows.map((row) => view(row, 'seller')));
  }

  /** A car that sells elsewhere or is removed ends its open reservations: the seller ended them. */
  const endForCar = async (tx: Executor, carId: string) => {
    for (const open of await createReservationsRepo(tx).openForCar(carId))
      await end(tx, open.id, 'cancel', 'seller');
  };
  cars.onSoldElsewhere(endForCar);
  cars.onListingRemoved(endForCar);

  /** Why the car cannot be reserved by anyone now, or null when it can. */
  function refusalFor(car: { id: string; productName: string; resalePrice: number; saleStatus: string }) {
    if (car.saleStatus === 'sold') return `${car.productName} is already sold.`;
    if (!depositFits(car.resalePrice, settings.depositCents)) {
      return (
        `${car.productName} costs ${formatCents(toCents(car.resalePrice))}: a car can be reserved when its price ` +
        `is at least twice the ${formatCents(settings.depositCents)} deposit. Book it instead.`
      );
    }
    return null;
  }

  return {
    /** Reservations the account made and of its cars: its data export. */
    async exportFor(accountId: string): Promise<ExportedReservation[]> {
      return (await repo.exportFor(accountId)).map(({ reservation, sellerId }) => ({
        _id: reservation.id,
        role: sellerId === accountId ? ('seller' as const) : ('buyer' as const),
        carId: reservation.carId,
        productName: reservation.productName,
        buyerName: reservation.buyerName,
        buyerEmail: reservation.buyerEmail,
        amountCents: reservation.amountCents,
        state: reservation.state,
        expiresAt: reservation.expiresAt.toISOString(),
        createdAt: reservation.createdAt.toISOString(),
      }));
    },

    /** What reserving the car costs and whether it can be reserved now, for its page. */
    async terms(carId: string): Promise<ReservationTerms> {
      const car = await cars.carForDeal(carId);
      const active = await repo.activeForCar(car.id);
      const reason =
        refusalFor(car) ??
        (active ? `${car.productName} is reserved until ${active.expiresAt.toISOString()}.` : null);
      return {
        deposit: dollars(settings.depositCents),
        hours: settings.hours,
        balance: car.resalePrice - dollars(settings.depositCents),
        reservable: reason === null,
        reason,
      };
    },

    /**
     * Reserves an available car for the caller: a hold of the deposit on their card, to confirm as on the payment
     * page. A second press while the first is waiting for its card answers the same reservation.
     */
    async reserve(caller: Principal, carId: string): Promise<CreatedReservation> {
      const buyer = await accounts.requireBuyer(caller);
      await accounts.requireVerifiedAccount(caller);
      const car = await cars.carForDeal(carId);
      const refusal = refusalFor(car);
      if (refusal) throw new ConflictError(refusal);
      if (car.sellerId === buyer.id) throw new ConflictError('You cannot reserve your own car.');
      const active = await repo.activeForCar(car.id);
      if (active?.buyerId === buyer.id) {
        throw new ConflictError(`You have already reserved ${car.productName}. Find it in My orders.`);
      }
      await requireNotReservedByOther(car.id, buyer.id);
      const waiting = await repo.pendingOf(buyer.id, car.id);
      if (waiting && clock() < waiting.expiresAt) {
        const intent = await gateway.retrieveIntent(waiting.intentId);
        if (intent?.status === 'requires_payment_method') {
          return {
            _id: waiting.id,
            clientSecret: intent.clientSecret,
            amount: dollars(waiting.amountCents),
            expiresAt: waiting.expiresAt.toISOString(),
          };
        }
      }
      if (waiting) await db.transaction((tx) => end(tx, waiting.id, 'cancel', 'buyer'));
      const amountCents = settings.depositCents;
      const id = crypto.randomUUID();
      const intent = await gateway.createHold({
        amountCents,
        reservationId: id,
        description: `${car.productName}: reservation ${id} (refundable deposit)`,
        receiptEmail: buyer.userEmail,
        idempotencyKey: `reservation-${id}`,
      });
      const expiresAt = new Date(clock().getTime() + settings.hours * hourMs);
      const created = await db.transaction(async (tx) => {
        const inserted = await createReservationsRepo(tx).insertPending({
          id,
          carId: car.id,
          buyerId: buyer.id,
          buyerName: buyer.username,
          buyerEmail: buyer.userEmail,
          productName: car.productName,
          productImage: car.image,
          productPrice: car.resalePrice,
          amountCents,
          intentId: intent.id,
          expiresAt,
        });
        if (inserted)
          await jobs.add(tx, reservationQueues.expire, { reservationId: id }, { startAfter: expiresAt });
        return inserted;
      });
      if (!created) {
        // Another press of the same buyer made one a moment before: this hold is never used.
        await gateway.cancel(intent.id, `release-${intent.id}`);
        throw new ConflictError(`You are already reserving ${car.productName}. Please try again.`);
      }
      return {
        _id: id,
        clientSecret: intent.clientSecret,
        amount: dollars(amountCents),
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The buyer's card was confirmed: the same answer however often it is asked, and whatever the webhook did. */
    async confirm(caller: Principal, id: string): Promise<ReservationView> {
      const { reservation, role } = await ownReservation(caller, id);
      if (role !== 'buyer') throw new ForbiddenError('Only the buyer confirms their reservation.');
      await activate(reservation);
      const after = (await repo.byId(id))!;
      if (after.state === 'pending') {
        throw new ConflictError(
          'The deposit has not been confirmed by your card yet. Please enter your card again.',
        );
      }
      if (after.state !== 'active' && after.state !== 'converted') {
        throw new ConflictError(
          after.state === 'cancelled' && !after.cancelledBy
            ? `${after.productName} was reserved or sold a moment before your card was confirmed. ` +
                `Your hold of ${formatCents(after.amountCents)} has been released.`
            : endedMessage(after.state, after.productName),
        );
      }
      return view(after, 'buyer');
    },

    /** A gateway event about a hold: a confirmed card activates its reservation, as the buyer's confirm would. */
    async confirmByIntent(intentId: string): Promise<boolean> {
      const reservation = await repo.byIntentId(intentId);
      if (!reservation) return false;
      await activate(reservation);
      return true;
    },

    /** The buyer or the car's seller cancels: the hold is released. Cancelling twice is refused, saying how it ended. */
    async cancel(caller: Principal, id: string): Promise<ReservationView> {
      const { reservation, role } = await ownReservation(caller, id);
      const ended = await db.transaction((tx) => end(tx, reservation.id, 'cancel', role));
      const after = (await repo.byId(id))!;
      if (!ended) throw new ConflictError(endedMessage(after.state, after.productName));
      return view(after, role);
    },

    /** The caller's reservations: as a buyer, and of their cars as a seller; newest first. */
    async mine(caller: Principal): Promise<ReservationView[]> {
      const account = await accounts.accountOf(caller);
      if (!account) return [];
      const [asBuyer, asSeller] = await Promise.all([listForBuyer(account.id), listForSeller(account.id)]);
      return [...asBuyer, ...asSeller].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    listForBuyer,
    listForSeller,
    requireNotReservedByOther,

    /** The buyer's active reservation of the car, whose deposit counts towards paying for it. */
    async depositOf(carId: string, buyerId: string) {
      const active = await repo.activeForCar(carId);
      return active?.buyerId === buyerId ? { id: active.id, amountCents: active.amountCents } : undefined;
    },

    /** Inside a sale's transaction: whether another buyer's reservation holds the car. */
    async heldForOther(tx: Executor, carId: string, buyerId: string | null): Promise<boolean> {
      const active = await createReservationsRepo(tx).activeForCar(carId);
      return active !== undefined && active.buyerId !== buyerId;
    },

    /** A converted reservation's captured deposit: the first charge of the sale it became part of. */
    async depositCharge(tx: Executor, reservationId: string) {
      const reservation = await createReservationsRepo(tx).byId(reservationId);
      if (reservation?.state !== 'converted') return undefined;
      return { id: reservation.id, intentId: reservation.intentId, amountCents: reservation.amountCents };
    },

    /** Inside a sale's transaction: the deposit counted towards this sale; false when the reservation has ended. */
    convertInSale: (tx: Executor, reservationId: string) => end(tx, reservationId, 'convert'),

    /** The job at a reservation's deadline: it expires unless it ended first. */
    async expire(reservationId: string): Promise<void> {
      const reservation = await repo.byId(reservationId);
      if (!reservation || !reservationStates.allows('expire', reservation.state)) return;
      const remainingMs = reservation.expiresAt.getTime() - clock().getTime();
      if (remainingMs > 0) {
        // This server's clock is behind the one that set the deadline: look again when it has passed here too.
        await jobs.later(reservationQueues.expire, { reservationId }, Math.ceil(remainingMs / 1000));
        return;
      }
      await db.transaction((tx) => end(tx, reservationId, 'expire'));
    },

    /**
     * The gateway's part of an ended reservation: a converted one's hold is captured, any other's released. Safe to
     * repeat: the intent's own state says what is left to do, and the idempotency keys make a repeat the same call.
     */
    async settleHold(reservationId: string): Promise<void> {
      const reservation = await repo.byId(reservationId);
      if (!reservation || reservation.settledAt || !endedStates.includes(reservation.state)) return;
      const intent = await gateway.retrieveIntent(reservation.intentId);
      if (intent && reservation.state === 'converted' && intent.status === 'requires_capture') {
        await gateway.capture(intent.id, `capture-${intent.id}`);
      } else if (
        intent &&
        reservation.state !== 'converted' &&
        !['succeeded', 'canceled'].includes(intent.status)
      ) {
        await gateway.cancel(intent.id, `release-${intent.id}`);
      }
      // Told once the gateway has done its part ("released", "taken towards the price" are then true), and once.
      await db.transaction(async (tx) => {
        const rows = createReservationsRepo(tx);
        if (!(await rows.markSettled(reservation.id, clock()))) return;
        if (reservation.state === 'converted' && intent) {
          // The captured deposit is the first part of the sale's price: a charge of its own, split like the rest.
          await ledger.postSale(tx, {
            source: `reservation:${reservation.id}`,
            reservationId: reservation.id,
            sellerId: reservation.carId ? await rows.sellerOfCar(reservation.carId) : null,
            amountCents: reservation.amountCents,
          });
        }
        // A reservation that never held the car (its card never confirmed) ends without news: nobody heard it start.
        if (reservation.activatedAt) await tell(tx, reservation.state as ReservationNews, reservation);
      });
    },

    /**
     * Part of deleting an account: its open reservations end as the buyer's own cancelling would, so the holds on
     * their card are released after commit.
     */
    async cancelOfBuyer(tx: Executor, buyerId: string): Promise<void> {
      for (const open of await createReservationsRepo(tx).openForBuyer(buyerId))
        await end(tx, open.id, 'cancel', 'buyer');
    },

    /** Part of deleting an account: its reservations, kept for the books, no longer name the buyer. */
    anonymiseOfBuyer: (tx: Executor, buyerId: string, placeholder: string) =>
      createReservationsRepo(tx).anonymiseOfBuyer(buyerId, placeholder),
  };
}
