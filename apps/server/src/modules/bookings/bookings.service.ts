import { suspendedBuyerReason, suspendedSellerReason, type ExportedBooking } from '@second-gear/contract';
import type {
  DealBooking,
  newBooking,
  Order,
  PaymentStatus,
  RefundNotice,
  Refunder,
} from '@second-gear/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { said } from '../../lib/error-texts.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingDeclinedMail,
  bookingSuspendedMail,
  carBookedMail,
} from './bookings-mails.ts';
import { bookingStates, hasReceipt, orderActions } from './booking-states.ts';
import { createBookingsRepo, type BookingsRepo } from './bookings.repo.ts';
import type { CountSource } from '../../lib/daily-counts.ts';

export type BookingsService = ReturnType<typeof createBookingsService>;

/** A refunded booking's notice, for its buyer and its seller. */
function refundNoticeOf(row: {
  refundedBy: Refunder | null;
  refundReason: string | null;
  refundedCents: number | null;
  refundedAt: Date | null;
}): RefundNotice | null {
  if (!row.refundedBy || !row.refundedAt) return null;
  return {
    by: row.refundedBy,
    reason: row.refundReason ?? '',
    amountCents: row.refundedCents ?? 0,
    refundedAt: row.refundedAt.toISOString(),
  };
}

/** What the seller may do with a booking of their car in its state. */
function dealActions(paymentStatus: PaymentStatus): DealBooking['actions'] {
  if (bookingStates.allows('declineBySeller', paymentStatus)) return ['decline'];
  if (bookingStates.allows('refundSale', paymentStatus)) return ['refund'];
  return [];
}

export function createBookingsService(deps: {
  db: Database;
  repo: BookingsRepo;
  accounts: AccountsService;
  cars: CarsService;
  events: EventsService;
  mail: MailService;
  clock: () => Date;
  reservations: Pick<ReservationsService, 'requireNotReservedByOther'>;
  publicUrl: string;
}) {
  const { db, repo, accounts, cars, events, mail, clock, reservations } = deps;
  const notFound = () => new NotFoundError(said('noSuchBooking'));

  /** Tells the booking's buyer and its car's seller that it changed, on their live streams. */
  async function announce(tx: Executor, bookingId: string, people: (string | null | undefined)[]) {
    for (const accountId of new Set(people)) {
      if (accountId) await events.publish(tx, { type: 'booking.changed', accountId, data: { bookingId } });
    }
  }

  /** Why a booking in a given state cannot be cancelled or declined. */
  const unchangeable = (booking: { paymentStatus: PaymentStatus; productName: string }) =>
    booking.paymentStatus === 'paid'
      ? `${booking.productName} is paid for: a paid booking cannot be cancelled here.`
      : `This booking of ${booking.productName} is already ${booking.paymentStatus}.`;

  /** A booking for its own buyer to pay, with whether its car went to someone else; anyone else gets 404. */
  async function payableBooking(caller: Principal, id: string) {
    const account = await accounts.accountOf(caller);
    const row = account ? await repo.findForBuyer(id, account.id) : undefined;
    if (!row) throw new NotFoundError(said('noSuchBooking'));
    const sold = row.carId ? await cars.soldCarIds([row.carId]) : new Set<string>();
    return { ...row, carSold: row.paymentStatus === 'unpaid' && (row.carId === null || sold.has(row.carId)) };
  }

  return {
    /** Bookings of each car, per day. */
    countsByDay: ((carIds, since) => repo.countsByDay(carIds, since)) satisfies CountSource,

    /** Bookings the account made and bookings of its cars: its data export. */
    async exportFor(accountId: string): Promise<ExportedBooking[]> {
      return (await repo.exportFor(accountId)).map(({ booking, buyerId }) => ({
        _id: booking.id,
        role: buyerId === accountId ? ('buyer' as const) : ('seller' as const),
        carId: booking.carId,
        productName: booking.productName,
        productPrice: booking.productPrice,
        username: booking.username,
        email: booking.email,
        phone: booking.phone,
        meetingLocation: booking.meetingLocation,
        paymentStatus: booking.paymentStatus,
        createdAt: booking.createdAt.toISOString(),
        paidAt: booking.paidAt?.toISOString() ?? null,
      }));
    },

    /** Books an available car for the caller; every product field is copied from the car, not the request. */
    async bookCar(caller: Principal, body: z.output<typeof newBooking>): Promise<string> {
      const buyer = await accounts.requireBuyer(caller);
      const car = await cars.carForDeal(body.carId);
      if (car.saleStatus === 'sold') throw new ConflictError(said('alreadySold', { car: car.productName }));
      if (car.sellerEmail === buyer.userEmail) throw new ConflictError(said('ownCar'));
      await reservations.requireNotReservedByOther(car.id, buyer.id);
      // The booking and the seller's e-mail about it commit together.
      const id = await db.transaction(async (tx) => {
        const inserted = await createBookingsRepo(tx).insert({
          buyerId: buyer.id,
          carId: car.id,
          username: buyer.username,
          email: buyer.userEmail,
          meetingLocation: body.location,
          phone: body.phone,
          productName: car.productName,
          productPrice: car.resalePrice,
          productImage: car.image,
          carModel: car.model,
        });
        if (inserted && car.sellerEmail) {
          await mail.send(
            tx,
            carBookedMail({
              to: car.sellerEmail,
              car,
              buyer: { name: buyer.username, email: buyer.userEmail },
              phone: body.phone,
              meetingPlace: body.location,
              publicUrl: deps.publicUrl,
            }),
          );
        }
        if (inserted) {
          await announce(tx, inserted, [buyer.id, car.sellerId]);
          await mail.send(
            tx,
            bookingConfirmedMail({
              to: buyer.userEmail,
              name: buyer.username,
              car,
              meetingPlace: body.location,
              publicUrl: deps.publicUrl,
            }),
          );
        }
        return inserted;
      });
      if (!id) throw new ConflictError(said('alreadyBooked', { car: car.productName }));
      return id;
    },

    /**
     * The caller's bookings, newest first, each with what its buyer needs next; the e-mail in the path and the body
     * must both be the caller's.
     */
    async orders(caller: Principal, emails: string[]): Promise<Order[]> {
      if (emails.some((email) => email.trim().toLowerCase() !== caller.email.toLowerCase())) {
        throw new ForbiddenError('You can only see your own orders.');
      }
      const buyer = await accounts.requireBuyer(caller);
      const rows = await repo.listByBuyer(buyer.id);
      const sold = await cars.soldCarIds(
        rows.flatMap(({ booking }) => (booking.carId ? [booking.carId] : [])),
      );
      return rows.map(({ booking: row, sellerName, sellerEmail, sellerPhone }) => {
        const carSold = row.paymentStatus === 'unpaid' && (row.carId === null || sold.has(row.carId));
        const stands = row.paymentStatus === 'paid' || (row.paymentStatus === 'unpaid' && !carSold);
        return {
          _id: row.id,
          productImage: row.productImage,
          productName: row.productName,
          carModel: row.carModel,
          productPrice: row.productPrice,
          paymentStatus: row.paymentStatus,
          carSold,
          carId: row.carId,
          createdAt: row.createdAt.toISOString(),
          meetingLocation: row.meetingLocation,
          agreed: row.agreed,
          cancelledBy: row.cancelledBy,
          cancelReason: row.cancelReason,
          seller:
            stands && sellerName && sellerEmail
              ? { name: sellerName, email: sellerEmail, phone: sellerPhone }
              : null,
          refund: refundNoticeOf(row),
          actions: orderActions(row, carSold),
          hasReceipt: hasReceipt(row.paymentStatus),
        };
      });
    },

    /** The buyer cancels their unpaid booking; the seller is told. */
    async cancelBooking(caller: Principal, id: string) {
      const buyer = await accounts.requireBuyer(caller);
      return db.transaction(async (tx) => {
        const txRepo = createBookingsRepo(tx);
        const found = await txRepo.lockWithSeller(id);
        if (!found || found.booking.buyerId !== buyer.id) throw notFound();
        const { booking } = found;
        const paymentStatus = bookingStates.apply(
          'cancelByBuyer',
          booking.paymentStatus,
          unchangeable(booking),
        );
        await txRepo.setCancelled(id, { paymentStatus, by: 'buyer', reason: null, at: clock() });
        if (found.sellerEmail) {
          await mail.send(
            tx,
            bookingCancelledMail({ to: found.sellerEmail, booking, publicUrl: deps.publicUrl }),
          );
        }
        await announce(tx, id, [booking.buyerId, found.sellerId]);
        return { _id: id, paymentStatus, cancelledBy: 'buyer' as const };
      });
    },

    /** The car's seller declines an unpaid booking, saying why; the buyer is told. */
    async declineBooking(caller: Principal, id: string, reason: string) {
      const seller = await accounts.accountOf(caller);
      return db.transaction(async (tx) => {
        const txRepo = createBookingsRepo(tx);
        const found = await txRepo.lockWithSeller(id);
        if (!found || !seller || found.sellerId !== seller.id)
          throw new NotFoundError('There is no such booking of your car.');
        const { booking } = found;
        const paymentStatus = bookingStates.apply(
          'declineBySeller',
          booking.paymentStatus,
          unchangeable(booking),
        );
        await txRepo.setCancelled(id, { paymentStatus, by: 'seller', reason, at: clock() });
        await mail.send(
          tx,
          bookingDeclinedMail({ to: booking.email, booking, reason, publicUrl: deps.publicUrl }),
        );
        await announce(tx, id, [booking.buyerId, found.sellerId]);
        return { _id: id, paymentStatus, cancelledBy: 'seller' as const };
      });
    },

    /**
     * Inside an accepted offer's transaction: books the car for its buyer at the agreed price (the server's figure,
     * which PAY NOW charges). The buyer's open booking of the car, if any, takes the agreed price. A listing the
     * moderators hid is refused as a new booking of it is.
     */
    async bookAtAgreedPrice(
      tx: Executor,
      agreement: {
        buyer: {
          id: string;
          username: string;
          userEmail: string;
          phone: string | null;
          location: string | null;
        };
        carId: string;
        sellerId: string | null;
        price: number;
      },
    ): Promise<string> {
      const car = await cars.carForDeal(agreement.carId);
      const { buyer } = agreement;
      const id = await createBookingsRepo(tx).bookAtAgreedPrice({
        buyerId: buyer.id,
        carId: car.id,
        username: buyer.username,
        email: buyer.userEmail,
        meetingLocation: buyer.location ?? 'To be arranged in Messages',
        phone: buyer.phone ?? 'Not given',
        productName: car.productName,
        productPrice: agreement.price,
        productImage: car.image,
        carModel: car.model,
      });
      await announce(tx, id, [buyer.id, agreement.sellerId]);
      return id;
    },

    /** The bookings of a seller's cars for their deals page, per car, newest first. */
    async dealsOfCars(carIds: string[]): Promise<Map<string, DealBooking[]>> {
      const byCar = new Map<string, DealBooking[]>();
      for (const row of await repo.ofCars(carIds)) {
        const list = byCar.get(row.carId!) ?? [];
        list.push({
          _id: row.id,
          buyerId: row.buyerId,
          buyerName: row.username,
          buyerEmail: row.email,
          phone: row.phone,
          meetingLocation: row.meetingLocation,
          productPrice: row.productPrice,
          paymentStatus: row.paymentStatus,
          agreed: row.agreed,
          cancelledBy: row.cancelledBy,
          cancelReason: row.cancelReason,
          createdAt: row.createdAt.toISOString(),
          refund: refundNoticeOf(row),
          // Refunding is the payments module's to allow: only before the seller's share is transferred.
          actions: dealActions(row.paymentStatus),
        });
        byCar.set(row.carId!, list);
      }
      return byCar;
    },

    payableBooking,

    async bookingForPayment(caller: Principal, id: string) {
      const row = await payableBooking(caller, id);
      return {
        _id: row.id,
        productName: row.productName,
        productPrice: row.productPrice,
        productImage: row.productImage,
        carModel: row.carModel,
        username: row.username,
        email: row.email,
        paymentStatus: row.paymentStatus,
        carSold: row.carSold,
        payable: bookingStates.allows('complete', row.paymentStatus) && !row.carSold,
      };
    },

    carOfBooking: async (tx: Executor, id: string) => (await createBookingsRepo(tx).carIdOf(id)) ?? undefined,

    /** Inside a sale's transaction: the booking, held until the transaction ends. */
    lockForPayment: (tx: Executor, id: string) => createBookingsRepo(tx).lockById(id),

    /** Moves a booking along its payment states; a transition its state does not allow is refused. */
    async changePaymentStatus(
      tx: Executor,
      booking: { id: string; paymentStatus: PaymentStatus },
      transition: 'complete',
    ) {
      const next = bookingStates.apply(
        transition,
        booking.paymentStatus,
        `This booking is already ${booking.paymentStatus}.`,
      );
      await createBookingsRepo(tx).setPaymentStatus(booking.id, next, clock());
    },

    /**
     * Inside a refund's transaction: the booking is refunded, with who gave the money back and why. An unpaid one lost
     * its car to another buyer's payment; a paid one was refunded by an administrator or its seller.
     */
    async recordRefund(
      tx: Executor,
      booking: { id: string; paymentStatus: PaymentStatus },
      refund: { by: Refunder; reason: string; amountCents: number },
    ) {
      const next = bookingStates.apply(
        booking.paymentStatus === 'paid' ? 'refundSale' : 'refund',
        booking.paymentStatus,
        `This booking is already ${booking.paymentStatus}.`,
      );
      await createBookingsRepo(tx).setRefunded(booking.id, next, refund);
    },

    /** Part of marking a car sold elsewhere: its unpaid bookings are cancelled, and My orders says so. */
    cancelUnpaidOfSoldCar: (tx: Executor, carId: string) => {
      const { from, to } = bookingStates.transitions.cancel;
      return createBookingsRepo(tx).cancelAllForCar(carId, from, to);
    },

    /** Inside a sale's transaction: the other buyers still waiting to pay for the car. */
    unpaidOfCar: (tx: Executor, carId: string) => createBookingsRepo(tx).unpaidOfCar(carId),

    /** Part of deleting a listing: its unpaid bookings go; paid ones stay on record. */
    cancelUnpaidForCar: (tx: Executor, carId: string) => createBookingsRepo(tx).deleteUnpaidForCar(carId),

    /** Part of deleting a buyer's account: their unpaid bookings go; paid and refunded ones stay on record. */
    /**
     * Part of suspending an account: the unpaid bookings of its cars and its own are cancelled; the buyers of its cars
     * are told by e-mail. Returns the cancelled bookings' ids.
     */
    async cancelOpenOfSuspended(tx: Executor, accountId: string): Promise<string[]> {
      const txRepo = createBookingsRepo(tx);
      const cancelled: string[] = [];
      for (const { booking, sellerId } of await txRepo.lockUnpaidOfAccount(accountId)) {
        const paymentStatus = bookingStates.apply(
          'cancelBySuspension',
          booking.paymentStatus,
          unchangeable(booking),
        );
        await txRepo.setCancelled(booking.id, {
          paymentStatus,
          by: 'moderator',
          reason: booking.buyerId === accountId ? suspendedBuyerReason : suspendedSellerReason,
          at: clock(),
        });
        if (booking.buyerId !== accountId)
          await mail.send(
            tx,
            bookingSuspendedMail({ to: booking.email, booking, publicUrl: deps.publicUrl }),
          );
        await announce(tx, booking.id, [booking.buyerId, sellerId]);
        cancelled.push(booking.id);
      }
      return cancelled;
    },

    cancelUnpaidOfBuyer: (tx: Executor, buyerId: string) =>
      createBookingsRepo(tx).deleteUnpaidOfBuyer(buyerId),

    /** Part of deleting an account: its kept bookings no longer name the buyer; answers their ids. */
    anonymiseOfBuyer: (tx: Executor, buyerId: string, placeholder: string) =>
      createBookingsRepo(tx).anonymiseOfBuyer(buyerId, placeholder),
  };
}
