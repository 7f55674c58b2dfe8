import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError, PaymentRefundedError } from '../../lib/errors.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { formatPostDate, formatPostTime } from '../../lib/time.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import type { ReceiptsService } from '../receipts/receipts.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { requirePayable } from '../bookings/booking-states.ts';
import { sendSaleMails, soldToSomeoneElseMail } from './payments-mails.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentStates } from './payment-states.ts';
import { createPaymentsRepo, type Payment, type PaymentsRepo } from './payments.repo.ts';
import type { PaymentStatus } from './payments.table.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** What paying needs of reservations: a buyer's deposit counts towards the price; another's hold keeps the car. */
export type PaymentsReservations = Pick<
  ReservationsService,
  'requireNotReservedByOther' | 'depositOf' | 'heldForOther' | 'convertInSale' | 'confirmByIntent'
>;

/** Intent states in which the buyer may still enter a card: the page can reuse the intent instead of making another. */
const awaitingCard = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** A payment's money as the books name it. */
const chargeOf = (payment: Payment) => ({
  source: `payment:${payment.id}`,
  paymentId: payment.id,
  bookingId: payment.bookingId,
  reservationId: payment.reservationId,
  amountCents: payment.amountCents,
});

type Booking = Awaited<ReturnType<BookingsService['payableBooking']>>;

const refundedMessage = (product: string, amountCents: number) =>
  `${product} was sold to another buyer a moment before your payment went through. Your payment of ` +
  `${formatCents(amountCents)} has been refunded; banks usually show it within 5–10 business days.`;

export function createPaymentsService(deps: {
  db: Database;
  repo: PaymentsRepo;
  gateway: PaymentGateway;
  bookings: BookingsService;
  cars: CarsService;
  ledger: Pick<LedgerService, 'postSale' | 'postChargeToRefund' | 'postRefund'>;
  clock: () => Date;
  log: FastifyBaseLogger;
  mail: MailService;
  reservations: PaymentsReservations;
  payouts: Pick<PayoutsService, 'accountUpdated'>;
  receipts: Pick<ReceiptsService, 'attachment'>;
  publicUrl: string;
}) {
  const { db, repo, gateway, bookings, cars, ledger, clock, log, mail, reservations, payouts, publicUrl } =
    deps;

  function refuseUnpayable(booking: Booking) {
    requirePayable(booking);
    if (booking.carSold) {
      throw new ConflictError(
        `${booking.productName} has been sold to another buyer, so it can no longer be paid for.`,
      );
    }
  }

  /**
   * Confirms with the gateway that the intent behind a payment succeeded, for its booking and its amount, and records
   * the charge (open → charged). Anything else is refused and nothing changes.
   */
  async function verifyCharge(payment: Payment): Promise<void> {
    if (payment.status !== 'open') return;
    const intent = await gateway.retrieveIntent(payment.intentId);
    if (!intent) throw new NotFoundError('The card payment service knows no such payment.');
    if (intent.status !== 'succeeded') {
      throw new ConflictError('This payment has not gone through. Please pay again.');
    }
    const matches =
      intent.amountCents === payment.amountCents &&
      intent.currency === payment.currency &&
      (payment.bookingId === null || intent.bookingId === payment.bookingId);
    if (!matches) {
      log.error(
        { intentId: intent.id, paymentId: payment.id },
        'a succeeded intent does not match its payment',
      );
      throw new ConflictError('This payment does not match its booking. Please contact us.');
    }
    const now = clock();
    paymentStates.apply('charge', payment.status, 'This payment is already recorded.');
    await repo.changeStatus(payment.id, 'open', 'charged', {
      paidTime: formatPostTime(now),
      paidDate: formatPostDate(now),
    });
  }

  /**
   * The sale: in one transaction, a charged payment either completes its booking (booking paid, car sold and no longer
   * advertised) or, when the booking or the car is no longer to be had, is marked for refund. The payment row, then the
   * car, then the booking are locked, so two charges for one car settle one after the other and exactly one wins.
   * Settling again changes nothing; a refund the gateway has not confirmed yet is retried.
   */
  async function settle(paymentId: string): Promise<PaymentStatus | undefined> {
    const status = await db.transaction(async (tx) => {
      const payments = createPaymentsRepo(tx);
      const payment = await payments.lockById(paymentId);
      if (!payment || payment.status !== 'charged') return payment?.status;
      // The car before the booking: the order in which deleting a listing takes them.
      const carId = payment.bookingId ? await bookings.carOfBooking(tx, payment.bookingId) : undefined;
      const carAvailable = carId ? await cars.lockForSale(tx, carId) : false;
      const booking = payment.bookingId ? await bookings.lockForPayment(tx, payment.bookingId) : undefined;
      const sellable = booking?.carId === carId && booking?.paymentStatus === 'unpaid' && carAvailable;
      // The deposit this charge was reduced by must still be held for this buyer, and no other buyer's hold the car.
      const reservationHolds = payment.reservationId
        ? sellable && (await reservations.convertInSale(tx, payment.reservationId))
        : !(carId && (await reservations.heldForOther(tx, carId, booking?.buyerId ?? null)));
      const charge = chargeOf(payment);
      if (sellable && !reservationHolds) {
        const refunding = paymentStates.apply('refund', payment.status, 'This payment is already settled.');
        await payments.changeStatus(payment.id, payment.status, refunding);
        await ledger.postChargeToRefund(tx, charge);
        return refunding;
      }
      if (booking?.carId && sellable) {
        await bookings.changePaymentStatus(tx, booking, 'complete');
        await cars.markSold(tx, booking.carId);
        const completed = paymentStates.apply('complete', payment.status, 'This payment is already settled.');
        await payments.changeStatus(payment.id, payment.status, completed);
        await ledger.postSale(tx, { ...charge, sellerId: await payments.sellerOfCar(booking.carId) });
        await sendSaleMails(mail, tx, {
          booking,
          sellerEmail: await payments.sellerEmailOfCar(booking.carId),
          otherBookings: await bookings.unpaidOfCar(tx, booking.carId),
          amountCents: payment.amountCents,
          transactionId: payment.intentId,
          at: clock(),
          publicUrl,
          receipt: await deps.receipts.attachment(tx, booking.id),
        });
        return completed;
      }
      if (booking?.paymentStatus === 'unpaid') {
        await bookings.recordRefund(tx, booking, {
          by: 'sale',
          reason: 'The car was sold to another buyer a moment before your payment went through.',
          amountCents: payment.amountCents,
        });
        await mail.send(tx, soldToSomeoneElseMail(booking, publicUrl, payment.amountCents));
      }
      const refunding = paymentStates.apply('refund', payment.status, 'This payment is already settled.');
      await payments.changeStatus(payment.id, payment.status, refunding);
      await ledger.postChargeToRefund(tx, charge);
      return refunding;
    });
    if (status !== 'refunding') return status;
    const payment = await repo.byId(paymentId);
    if (!payment || payment.status !== 'refunding') return payment?.status;
    // One refund per payment whoever asks for it: the gateway answers a repeat with the first refund.
    const refund = await gateway.refund(payment.intentId, `refund-${payment.intentId}`);
    const refunded = paymentStates.apply('confirmRefund', 'refunding', '');
    await db.transaction(async (tx) => {
      const changes = createPaymentsRepo(tx);
      const confirmed = await changes.changeStatus(payment.id, 'refunding', refunded, {
        refundId: refund.id,
      });
      if (confirmed) await ledger.postRefund(tx, chargeOf(payment));
    });
    log.info(
      { intentId: payment.intentId, refundId: refund.id },
      'refunded a payment for a car no longer for sale',
    );
    return 'refunded';
  }

  /** Settles every recorded charge of a booking (normally one; a second one from another tab is refunded). */
  async function settleBooking(bookingId: string): Promise<void> {
    for (const status of ['charged', 'refunding'] as const) {
      for (const payment of await repo.forBooking(bookingId, status)) await settle(payment.id);
    }
  }

  return {
    provider: () => gateway.provider,

    /**
     * An intent to pay for the caller's booking, for the booking's price in cents: never the client's figure. An intent
     * the buyer has not paid yet is reused, so reloading the page or a second tab does not open another charge.
     */
    async createIntent(caller: Principal, bookingId: string, clientPrice: unknown) {
      const booking = await bookings.payableBooking(caller, bookingId);
      refuseUnpayable(booking);
      const deposit =
        booking.carId && booking.buyerId
          ? await reservations.depositOf(booking.carId, booking.buyerId)
          : undefined;
      if (booking.carId && booking.buyerId)
        await reservations.requireNotReservedByOther(booking.carId, booking.buyerId);
      // A reservation's deposit, captured when this payment completes the sale, counts towards the price.
      const amountCents = toCents(booking.productPrice) - (deposit?.amountCents ?? 0);
      if (clientPrice !== undefined && Number(clientPrice) !== booking.productPrice) {
        log.warn(
          { bookingId, clientPrice, price: booking.productPrice },
          'ignored a payment price sent by the client that differs from the booking',
        );
      }
      const open = await repo.newestOpenForBooking(booking.id);
      if (open) {
        const intent = await gateway.retrieveIntent(open.intentId);
        if (intent && awaitingCard.has(intent.status) && intent.amountCents === amountCents) {
          return { clientSecret: intent.clientSecret };
        }
        if (intent?.status === 'succeeded') {
          // Paid, but the page never said so: finish the sale now rather than charge again.
          await verifyCharge(open);
          await settleBooking(booking.id);
          refuseUnpayable(await bookings.payableBooking(caller, bookingId));
        }
      }
      const attempt = (await repo.attemptsForBooking(booking.id)) + 1;
      const intent = await gateway.createIntent({
        amountCents,
        bookingId: booking.id,
        description: `${booking.productName}: booking ${booking.id}`,
        receiptEmail: booking.email,
        idempotencyKey: `booking-${booking.id}-attempt-${attempt}`,
      });
      await repo.insertOpen({
        bookingId: booking.id,
        reservationId: deposit?.id ?? null,
        intentId: intent.id,
        amountCents,
        username: booking.username,
        email: booking.email,
        product: booking.productName,
      });
      return { clientSecret: intent.clientSecret };
    },

    /** POST /payments: the caller's payment, recorded once the gateway confirms it succeeded. Idempotent. */
    async recordPayment(caller: Principal, transactionId: string) {
      const payment = await repo.byIntentId(transactionId);
      if (!payment || payment.email !== caller.email.toLowerCase()) {
        throw new NotFoundError('There is no such payment of yours.');
      }
      await verifyCharge(payment);
      return { acknowledged: true as const, insertedId: payment.id };
    },

    /**
     * PATCH /bookingPayment/{id}: completes the caller's booking from its recorded charge. The same answer however often
     * it is asked; a charge that lost the car to another buyer is refunded and said so (409 PAYMENT_REFUNDED).
     */
    async completeBooking(caller: Principal, bookingId: string) {
      const before = await bookings.payableBooking(caller, bookingId);
      await settleBooking(before.id);
      const booking = await bookings.payableBooking(caller, bookingId);
      if (booking.paymentStatus === 'paid') {
        const [completed] = await repo.forBooking(booking.id, 'completed');
        return {
          acknowledged: true as const,
          paymentStatus: 'paid' as const,
          transactionId: completed?.intentId ?? '',
        };
      }
      if (booking.paymentStatus === 'refunded') {
        const [refunded] = [
          ...(await repo.forBooking(booking.id, 'refunded')),
          ...(await repo.forBooking(booking.id, 'refunding')),
        ];
        throw new PaymentRefundedError(
          refundedMessage(booking.productName, refunded?.amountCents ?? toCents(booking.productPrice)),
        );
      }
      refuseUnpayable(booking);
      const [returned] = [
        ...(await repo.forBooking(booking.id, 'refunding')),
        ...(await repo.forBooking(booking.id, 'refunded')),
      ];
      if (returned) {
        throw new PaymentRefundedError(
          `Your payment of ${formatCents(returned.amountCents)} for ${booking.productName} was refunded: a reservation ` +
            'of the car began or ended while it went through. Please pay again.',
        );
      }
      throw new ConflictError('No payment for this booking has gone through yet.');
    },

    /**
     * A signed gateway event. `payment_intent.succeeded` completes the sale as the page would, so a buyer who closed
     * the browser right after paying still gets the car; `account.updated` refreshes the seller's payout account. Events
     * already handled are skipped.
     */
    async handleEvent(rawBody: Buffer, signature: string | undefined) {
      const event = gateway.verifyEvent(rawBody, signature);
      if (await repo.eventSeen(event.id)) return { received: true as const };
      if (event.type === 'payment_intent.amount_capturable_updated' && event.intentId) {
        await reservations.confirmByIntent(event.intentId);
      } else if (event.type === 'account.updated') {
        await payouts.accountUpdated(event.accountId);
      } else if (event.type === 'payment_intent.succeeded' && event.intentId) {
        const payment = await repo.byIntentId(event.intentId);
        if (payment) {
          await verifyCharge(payment);
          await settle(payment.id);
        } else if (!(await reservations.confirmByIntent(event.intentId))) {
          log.warn({ eventId: event.id, intentId: event.intentId }, 'a succeeded intent we did not create');
        }
      }
      await repo.recordEvent(event.id, event.stripeType);
      return { received: true as const };
    },
  };
}
