import type { ExportedPayment } from '@second-gear/contract';
import type {
  AdminPayment,
  AdminPaymentsQuery,
  AdminRefundRequest,
  DealBooking,
  RefundAnswer,
  SellerRefundRequest,
} from '@second-gear/contract';
import { adminPageSize } from '@second-gear/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError, PaymentRefundedError } from '../../lib/errors.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { formatPostDate, formatPostTime } from '../../lib/time.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import type { ReceiptsService } from '../receipts/receipts.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { requirePayable } from '../bookings/booking-states.ts';
import { saleRefundedMails, sendSaleMails, soldToSomeoneElseMail } from './payments-mails.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import { paymentStates } from './payment-states.ts';
import { createPaymentsRepo, type Payment, type PaymentsRepo } from './payments.repo.ts';
import type { PaymentStatus } from './payments.table.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** What paying needs of reservations: a buyer's deposit counts towards the price; another's hold keeps the car. */
export type PaymentsReservations = Pick<
  ReservationsService,
  | 'requireNotReservedByOther'
  | 'depositOf'
  | 'heldForOther'
  | 'convertInSale'
  | 'confirmByIntent'
  | 'depositCharge'
>;

/** What payments needs of payouts: a sale's shares owed, taken back on a refund, held during a dispute. */
export type PaymentsPayouts = Pick<
  PayoutsService,
  'accountUpdated' | 'owe' | 'takeBack' | 'freeze' | 'unfreeze' | 'sentOf' | 'ofBookings'
>;

export const paymentQueues = { refund: 'payments.refund' } as const;

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
  ledger: Pick<LedgerService, 'postSale' | 'postChargeToRefund' | 'postRefund' | 'postSaleRefund' | 'feeOf'>;
  accounts: Pick<AccountsService, 'requireAdmin' | 'requireSeller'>;
  jobs: JobsService;
  clock: () => Date;
  log: FastifyBaseLogger;
  mail: MailService;
  reservations: PaymentsReservations;
  payouts: PaymentsPayouts;
  receipts: Pick<ReceiptsService, 'attachment'>;
  audit: Pick<AuditService, 'record' | 'actorOf'>;
  publicUrl: string;
}) {
  const {
    db,
    repo,
    gateway,
    bookings,
    cars,
    ledger,
    accounts,
    jobs,
    clock,
    log,
    mail,
    reservations,
    payouts,
    receipts,
    audit,
  } = deps;
  const { publicUrl } = deps;

  /** A completed sale's charges: the PAY NOW charge, and the reservation's captured deposit when there was one. */
  async function chargesOfSale(tx: Executor, payment: Payment) {
    const deposit = payment.reservationId
      ? await reservations.depositCharge(tx, payment.reservationId)
      : undefined;
    return [
      { ...chargeOf(payment), intentId: payment.intentId },
      ...(deposit
        ? [
            {
              source: `reservation:${deposit.id}`,
              paymentId: null,
              bookingId: payment.bookingId,
              reservationId: deposit.id,
              amountCents: deposit.amountCents,
              intentId: deposit.intentId,
            },
          ]
        : []),
    ];
  }

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
        const sellerId = await payments.sellerOfCar(booking.carId);
        await ledger.postSale(tx, { ...charge, sellerId });
        await payouts.owe(tx, {
          sellerId,
          bookingId: booking.id,
          productName: booking.productName,
          charges: (await chargesOfSale(tx, payment)).map(({ source, intentId, amountCents }) => ({
            source,
            intentId,
            grossCents: amountCents,
          })),
        });
        await sendSaleMails(mail, tx, {
          booking,
          sellerEmail: await payments.sellerEmailOfCar(booking.carId),
          otherBookings: await bookings.unpaidOfCar(tx, booking.carId),
          amountCents: payment.amountCents,
          transactionId: payment.intentId,
          at: clock(),
          publicUrl,
          receipt: await receipts.attachment(tx, booking.id),
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

  /**
   * Refunds a paid sale in full, in one transaction: the seller's share is taken back (cancelled if not sent yet,
   * reversed at the gateway if it was: a seller may only refund before), the fee is given back and each charge is owed
   * to the buyer in the books, the booking is refunded with who and why, the car goes back on sale if asked, both
   * people are told, and the refunds are sent to the card (at once, and by a job until the gateway confirms each). The car,
   * then the booking, then the payment are locked, so a refund and a second refund, or a dispute, come one after the
   * other.
   */
  async function refundSale(
    bookingId: string,
    refund: {
      by: 'admin' | 'seller';
      reason: string;
      relist: boolean;
      sellerId?: string;
      /** The administrator who refunds, for the audit log. */
      actor?: AuditActor;
    },
    money: 'send' | 'alreadyReturned' = 'send',
  ): Promise<RefundAnswer> {
    const { answer, paymentId } = await db.transaction(async (tx) => {
      const payments = createPaymentsRepo(tx);
      const carId = await bookings.carOfBooking(tx, bookingId);
      if (carId) await cars.lockForSale(tx, carId);
      const booking = await bookings.lockForPayment(tx, bookingId);
      const sellerId = carId ? await payments.sellerOfCar(carId) : null;
      if (!booking || (refund.sellerId && refund.sellerId !== sellerId)) {
        throw new NotFoundError('There is no such sale of yours.');
      }
      if (booking.paymentStatus === 'refunded') {
        throw new ConflictError(`The payment for ${booking.productName} has already been refunded.`);
      }
      const payment = booking.paymentStatus === 'paid' && (await payments.lockCompletedOfBooking(booking.id));
      if (!payment) {
        throw new ConflictError(
          `${booking.productName} was not paid for by card here, so there is nothing to refund.`,
        );
      }
      await payouts.takeBack(tx, booking.id, refund.by === 'seller');
      const charges = await chargesOfSale(tx, payment);
      const owner = (await ledgerSellerOf(payment)) ?? sellerId;
      for (const charge of charges) {
        await ledger.postSaleRefund(tx, {
          ...charge,
          sellerId: owner,
          feeCents: await ledger.feeOf(tx, charge.source),
        });
        if (money === 'alreadyReturned') await ledger.postRefund(tx, charge);
      }
      const refunding = paymentStates.apply(
        'refundSale',
        payment.status,
        'This payment is already refunded.',
      );
      await payments.changeStatus(payment.id, payment.status, refunding);
      const amountCents = charges.reduce((sum, charge) => sum + charge.amountCents, 0);
      await bookings.recordRefund(tx, booking, { by: refund.by, reason: refund.reason, amountCents });
      const relisted = refund.relist && carId ? await cars.relist(tx, carId) : false;
      const messages = saleRefundedMails({
        booking,
        sellerEmail: carId ? await payments.sellerEmailOfCar(carId) : null,
        by: refund.by,
        reason: refund.reason,
        amountCents,
        relisted,
        publicUrl,
      });
      for (const message of messages) await mail.send(tx, message);
      if (money === 'send') await jobs.add(tx, paymentQueues.refund, { paymentId: payment.id });
      else
        await payments.changeStatus(
          payment.id,
          refunding,
          paymentStates.apply('confirmRefund', refunding, ''),
        );
      const answer = {
        bookingId: booking.id,
        paymentStatus: 'refunded' as const,
        refundedCents: amountCents,
        relisted,
      };
      if (refund.actor)
        await audit.record(tx, {
          actor: refund.actor,
          action: 'refund',
          targetKind: 'booking',
          targetId: booking.id,
          reason: refund.reason,
          change: { refundedCents: amountCents, relisted },
        });
      return { answer, paymentId: payment.id };
    });
    if (money === 'send') {
      // The card refund at once, so the answer comes with it done; the job queued with the refund retries it if not.
      await sendRefund(paymentId).catch((error: unknown) =>
        log.warn({ err: error, paymentId }, 'a refund was not sent yet; its job will retry it'),
      );
    }
    return answer;
  }

  /** The seller the books credited with a sale's charge (the car's seller then, even if the listing is gone now). */
  const ledgerSellerOf = async (payment: Payment) =>
    (await payouts.ofBookings([payment.bookingId!])).get(payment.bookingId!)?.[0]?.sellerId;

  /**
   * The refund job: each charge of a refunded sale is refunded at the gateway (`refund-<intent>`: once however often
   * this runs), and the books record the money leaving once; the payment is refunded when all have gone.
   */
  async function sendRefund(paymentId: string): Promise<void> {
    const payment = await repo.byId(paymentId);
    if (payment?.status !== 'refunding') return;
    const charges = await chargesOfSale(db, payment);
    let refundId = '';
    for (const charge of charges) {
      const refund = await gateway.refund(charge.intentId, `refund-${charge.intentId}`);
      refundId ||= refund.id;
      await db.transaction((tx) => ledger.postRefund(tx, charge));
    }
    await repo.changeStatus(payment.id, 'refunding', paymentStates.apply('confirmRefund', 'refunding', ''), {
      refundId,
    });
    log.info({ paymentId, refundId }, 'refunded a sale at the gateway');
  }

  /**
   * `charge.dispute.created`: the buyer's bank disputes a charge of a sale. The dispute is recorded once and the
   * seller's share not yet sent is held; administrators see it in their list of payments.
   */
  async function disputeOpened(dispute: {
    id: string;
    intentId: string | undefined;
    amountCents: number;
    reason: string;
  }) {
    const bookingId = dispute.intentId ? await repo.bookingOfIntent(dispute.intentId) : undefined;
    if (!bookingId || !dispute.intentId) {
      log.warn({ disputeId: dispute.id }, 'a dispute about a charge of no sale of ours');
      return;
    }
    await db.transaction(async (tx) => {
      const recorded = await createPaymentsRepo(tx).insertDispute({
        stripeDisputeId: dispute.id,
        bookingId,
        intentId: dispute.intentId!,
        amountCents: dispute.amountCents,
        reason: dispute.reason,
      });
      if (recorded) await payouts.freeze(tx, bookingId);
    });
    log.warn({ disputeId: dispute.id, bookingId }, 'a card dispute holds a seller’s share');
  }

  /**
   * `charge.dispute.closed`: won, the held share goes to the seller; lost, the bank has given the money back to the
   * buyer, so the sale is refunded as an administrator would (the car stays sold) without sending money again.
   */
  async function disputeClosed(dispute: Parameters<typeof disputeOpened>[0] & { status: string }) {
    const status = dispute.status === 'won' ? 'won' : dispute.status === 'lost' ? 'lost' : undefined;
    if (!status) return;
    // Events may come out of order: a decision before its dispute records the dispute first.
    await disputeOpened(dispute);
    const closed = await repo.closeDispute(dispute.id, status, clock());
    if (!closed) return;
    if (status === 'won') {
      await db.transaction((tx) => payouts.unfreeze(tx, closed.bookingId));
      return;
    }
    await refundSale(
      closed.bookingId,
      { by: 'admin', reason: 'The buyer’s bank returned the payment after a card dispute.', relist: false },
      'alreadyReturned',
    );
  }

  return {
    /** The card payments of the account's bookings: its data export. */
    async exportFor(buyerId: string): Promise<ExportedPayment[]> {
      return (await repo.exportFor(buyerId)).map(({ payment }) => ({
        _id: payment.id,
        bookingId: payment.bookingId,
        transactionId: payment.intentId,
        amountCents: payment.amountCents,
        currency: payment.currency,
        status: payment.status,
        product: payment.product,
        createdAt: payment.createdAt.toISOString(),
      }));
    },

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

    /** POST /admin/payments/{bookingId}/refund: an administrator refunds a paid sale, before or after the transfer. */
    async refundByAdmin(caller: Principal, bookingId: string, body: AdminRefundRequest) {
      await accounts.requireAdmin(caller);
      return refundSale(bookingId, { by: 'admin', ...body, actor: await audit.actorOf(caller) });
    },

    /** POST /payments/{bookingId}/refund: the car's seller refunds its sale, only before their share was sent. */
    async refundBySeller(caller: Principal, bookingId: string, body: SellerRefundRequest) {
      const seller = await accounts.requireSeller(caller);
      return refundSale(bookingId, { by: 'seller', ...body, sellerId: seller.id });
    },

    sendRefund,

    /** The seller's bookings for their deals page: refunding is offered only while their share is not sent. */
    async dealBookings(bookingsByCar: Map<string, DealBooking[]>) {
      const paid = [...bookingsByCar.values()].flat().filter((b) => b.actions.includes('refund'));
      const sent = await payouts.sentOf(paid.map((b) => b._id));
      for (const booking of paid) {
        if (sent.has(booking._id)) booking.actions = booking.actions.filter((a) => a !== 'refund');
      }
      return bookingsByCar;
    },

    /** GET /admin/payments: sales paid by card, with their fee, transfer, refund and dispute, newest first. */
    async adminPayments(caller: Principal, query: AdminPaymentsQuery) {
      await accounts.requireAdmin(caller);
      const rows = await repo.sales(query, adminPageSize + 1);
      const page = rows.slice(0, adminPageSize);
      const ids = page.map((row) => row.bookingId);
      const transfers = await payouts.ofBookings(ids);
      const disputes = await repo.disputesOf(ids);
      const records: AdminPayment[] = page.map((row) => {
        const shares = transfers.get(row.bookingId) ?? [];
        const dispute = disputes.get(row.bookingId);
        return {
          bookingId: row.bookingId,
          productName: row.productName,
          carId: row.carId,
          buyerName: row.buyerName,
          buyerEmail: row.buyerEmail,
          sellerName: row.sellerName,
          amountCents: row.amountCents,
          feeCents: shares.reduce((sum, share) => sum + share.feeCents, 0),
          paidAt: row.paidAt.toISOString(),
          paymentStatus: row.paymentStatus,
          transfer: shares[0]
            ? {
                state: shares.some((share) => share.state === 'pending') ? 'pending' : shares[0].state,
                amountCents: shares.reduce((sum, share) => sum + share.amountCents, 0),
                frozen: shares.some((share) => share.frozen),
              }
            : null,
          refund:
            row.refundedBy && row.refundedAt
              ? {
                  by: row.refundedBy,
                  reason: row.refundReason ?? '',
                  amountCents: row.refundedCents ?? 0,
                  refundedAt: row.refundedAt.toISOString(),
                }
              : null,
          dispute: dispute
            ? {
                _id: dispute.id,
                reason: dispute.reason,
                amountCents: dispute.amountCents,
                status: dispute.status,
                createdAt: dispute.createdAt.toISOString(),
              }
            : null,
        };
      });
      const last = page.at(-1);
      return {
        records,
        next:
          rows.length > adminPageSize && last ? `${last.paidAt.toISOString()}_${last.bookingId}` : undefined,
      };
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
      } else if (event.type === 'charge.dispute.created') {
        await disputeOpened(event.dispute);
      } else if (event.type === 'charge.dispute.closed') {
        await disputeClosed(event.dispute);
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

    /** Part of deleting an account: the payments of its kept bookings no longer name the buyer. */
    anonymiseOfBookings: (tx: Executor, bookingIds: string[], placeholder: string) =>
      createPaymentsRepo(tx).anonymiseOfBookings(bookingIds, placeholder),
  };
}
