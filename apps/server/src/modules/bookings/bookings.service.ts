import type { newBooking, PaymentStatus } from '@second-gear/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { bookingConfirmedMail, carBookedMail } from './bookings-mails.ts';
import { bookingStates } from './booking-states.ts';
import { createBookingsRepo, type BookingsRepo } from './bookings.repo.ts';

export type BookingsService = ReturnType<typeof createBookingsService>;

export function createBookingsService(deps: {
  db: Database;
  repo: BookingsRepo;
  accounts: AccountsService;
  cars: CarsService;
  mail: MailService;
  reservations: Pick<ReservationsService, 'requireNotReservedByOther'>;
  publicUrl: string;
}) {
  const { db, repo, accounts, cars, mail, reservations } = deps;

  /** A booking for its own buyer to pay, with whether its car went to someone else; anyone else gets 404. */
  async function payableBooking(caller: Principal, id: string) {
    const account = await accounts.accountOf(caller);
    const row = account ? await repo.findForBuyer(id, account.id) : undefined;
    if (!row) throw new NotFoundError('There is no such booking of yours.');
    const sold = row.carId ? await cars.soldCarIds([row.carId]) : new Set<string>();
    return { ...row, carSold: row.paymentStatus === 'unpaid' && (row.carId === null || sold.has(row.carId)) };
  }

  return {
    /** Books an available car for the caller; every product field is copied from the car, not the request. */
    async bookCar(caller: Principal, body: z.output<typeof newBooking>): Promise<string> {
      const buyer = await accounts.requireBuyer(caller);
      const car = await cars.carForBooking(body.carId);
      if (car.saleStatus === 'sold') throw new ConflictError(`${car.productName} is already sold.`);
      if (car.sellerEmail === buyer.userEmail) throw new ConflictError('You cannot book your own car.');
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
      if (!id) throw new ConflictError(`You have already booked ${car.productName}. Find it in My orders.`);
      return id;
    },

    /** The caller's bookings, newest first; the e-mail in the path and the body must both be the caller's. */
    async orders(caller: Principal, emails: string[]) {
      if (emails.some((email) => email.trim().toLowerCase() !== caller.email.toLowerCase())) {
        throw new ForbiddenError('You can only see your own orders.');
      }
      const buyer = await accounts.requireBuyer(caller);
      const rows = await repo.listByBuyer(buyer.id);
      const sold = await cars.soldCarIds(rows.flatMap((row) => (row.carId ? [row.carId] : [])));
      return rows.map((row) => ({
        _id: row.id,
        productImage: row.productImage,
        productName: row.productName,
        carModel: row.carModel,
        productPrice: row.productPrice,
        paymentStatus: row.paymentStatus,
        carSold: row.paymentStatus === 'unpaid' && (row.carId === null || sold.has(row.carId)),
      }));
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
      transition: 'complete' | 'refund',
    ) {
      const next = bookingStates.apply(
        transition,
        booking.paymentStatus,
        `This booking is already ${booking.paymentStatus}.`,
      );
      await createBookingsRepo(tx).setPaymentStatus(booking.id, next);
    },

    /** Part of marking a car sold elsewhere: its unpaid bookings are cancelled, and My orders says so. */
    cancelUnpaidOfSoldCar: (tx: Executor, carId: string) => {
      const { from, to } = bookingStates.transitions.cancel;
      return createBookingsRepo(tx).moveAllForCar(carId, from, to);
    },

    /** Inside a sale's transaction: the other buyers still waiting to pay for the car. */
    unpaidOfCar: (tx: Executor, carId: string) => createBookingsRepo(tx).unpaidOfCar(carId),

    /** Part of deleting a listing: its unpaid bookings go; paid ones stay on record. */
    cancelUnpaidForCar: (tx: Executor, carId: string) => createBookingsRepo(tx).deleteUnpaidForCar(carId),

    /** Part of deleting a buyer's account: their unpaid bookings go; paid and refunded ones stay on record. */
    cancelUnpaidOfBuyer: (tx: Executor, buyerId: string) =>
      createBookingsRepo(tx).deleteUnpaidOfBuyer(buyerId),
  };
}
