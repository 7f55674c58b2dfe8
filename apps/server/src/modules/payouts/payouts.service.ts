import type { ExportedPayout, ExportedPayoutAccount } from '@second-gear/contract';
import type { PayoutTransfer } from '@second-gear/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, GatewayError, NotFoundError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { dueInWords, payoutStates, payoutStatusOf, transferStates } from './payout-states.ts';
import { createPayoutsRepo, type PayoutAccount, type PayoutsRepo, type Transfer } from './payouts.repo.ts';

export type PayoutsService = ReturnType<typeof createPayoutsService>;

export const payoutQueues = { send: 'payouts.send', sweep: 'payouts.sweep' } as const;

/** One charge of a completed sale, as the books name it, whose share its seller is owed. */
export interface OwedCharge {
  source: string;
  intentId: string;
  grossCents: number;
}

/** How many of a seller's transfers the payouts page lists, newest first. */
const transfersListed = 100;

const transferView = (transfer: Transfer): PayoutTransfer => ({
  _id: transfer.id,
  bookingId: transfer.bookingId,
  amountCents: transfer.amountCents,
  feeCents: transfer.feeCents,
  state: transfer.state,
  frozen: transfer.frozen,
  productName: transfer.productName,
  createdAt: transfer.createdAt.toISOString(),
});

/** The books' name of a transfer's money: the charge it came from, its seller and its sale. */
const movementOf = (transfer: Transfer) => ({
  source: transfer.source,
  amountCents: transfer.amountCents,
  sellerId: transfer.sellerId,
  bookingId: transfer.bookingId,
});

/** Where Stripe's onboarding sends the seller back: done (or left), or a link that expired or was used already. */
export const onboardingReturnPath = '/dashboard/payouts';

export function createPayoutsService(deps: {
  db: Database;
  repo: PayoutsRepo;
  gateway: PaymentGateway;
  accounts: AccountsService;
  jobs: JobsService;
  ledger: Pick<LedgerService, 'split' | 'postTransfer' | 'postTransferReversal'>;
  clock: () => Date;
  log: FastifyBaseLogger;
  publicUrl: string;
}) {
  const { db, repo, gateway, accounts, jobs, ledger, clock, log, publicUrl } = deps;

  /** Queues the sending of every transfer of the seller that may go now (their account was just enabled). */
  async function queueSendable(tx: Executor, sellerId: string) {
    for (const transferId of await createPayoutsRepo(tx).sendable(sellerId)) {
      await jobs.add(tx, payoutQueues.send, { transferId });
    }
  }

  /**
   * Sends one transfer, exactly once whoever asks and however often: its row is locked over the gateway call, so a
   * second server waits and then finds it paid; a retry after a crash (the transfer made, the row not yet written)
   * finds the transfer in its group, and the idempotency key `transfer-<id>` covers two calls in flight at once. A transfer whose seller cannot be paid yet, or
   * that a dispute froze, stays pending; it is sent when the account is enabled or the dispute is won.
   */
  async function send(transferId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const payouts = createPayoutsRepo(tx);
      const transfer = await payouts.lockTransfer(transferId);
      if (!transfer || !transferStates.allows('send', transfer.state) || transfer.frozen) return;
      const account = await payouts.bySeller(transfer.sellerId);
      if (account?.status !== 'enabled' || !account.stripeAccountId) return;
      const intent = await gateway.retrieveIntent(transfer.intentId);
      if (intent?.status !== 'succeeded' || !intent.chargeId) {
        // A reservation's deposit is captured moments after the sale: the job tries again.
        throw new Error(`the charge of ${transfer.source} has not gone through yet`);
      }
      const group = `booking-${transfer.bookingId}`;
      const sent =
        (await gateway.findTransfer(group, transfer.source)) ??
        (await gateway.transfer({
          amountCents: transfer.amountCents,
          destination: account.stripeAccountId,
          sourceCharge: intent.chargeId,
          transferGroup: group,
          metadata: { bookingId: transfer.bookingId, source: transfer.source, sellerId: transfer.sellerId },
          idempotencyKey: `transfer-${transfer.id}`,
        }));
      transferStates.apply('send', transfer.state, '');
      await payouts.markSent(transfer.id, sent.id, clock());
      await ledger.postTransfer(tx, movementOf(transfer));
      log.info({ transferId: transfer.id, stripeTransferId: sent.id }, 'sent a seller their share of a sale');
    });
  }

  /**
   * The seller's Stripe account, made on first use. The seller's row is locked while it is made: a second request, on
   * this server or another, waits and finds the account the first one made. The idempotency key covers a retry after a
   * lost answer from the gateway.
   */
  async function stripeAccountOf(seller: { id: string; userEmail: string }): Promise<string> {
    await repo.claim(seller.id);
    return db.transaction(async (tx) => {
      const payouts = createPayoutsRepo(tx);
      const row = await payouts.lock(seller.id);
      if (!row) throw new NotFoundError('Your seller account no longer exists.');
      if (row.stripeAccountId) return row.stripeAccountId;
      const { id } = await gateway.createConnectedAccount({
        sellerId: seller.id,
        email: seller.userEmail,
        idempotencyKey: `payout-account-${seller.id}`,
      });
      await payouts.setStripeAccount(
        seller.id,
        id,
        payoutStates.apply('open', row.status, 'This payout account is already open.'),
      );
      return id;
    });
  }

  /**
   * The seller's account state as the gateway says it now: read under the row's lock, so of two refreshes (a late
   * webhook, a return from onboarding) the later one writes the later answer, whatever order events came in.
   */
  async function refresh(sellerId: string): Promise<PayoutAccount | undefined> {
    return db.transaction(async (tx) => {
      const payouts = createPayoutsRepo(tx);
      const row = await payouts.lock(sellerId);
      if (!row?.stripeAccountId) return row;
      const account = await gateway.retrieveConnectedAccount(row.stripeAccountId);
      const status = payoutStates.apply(
        payoutStatusOf(account) === 'enabled' ? 'enable' : 'askDetails',
        row.status,
        'This payout account has not been opened.',
      );
      await payouts.setState(sellerId, status, account.currentlyDue);
      // Money held for the seller goes out once their account can receive it.
      if (status === 'enabled' && row.status !== 'enabled') await queueSendable(tx, sellerId);
      return { ...row, status, currentlyDue: account.currentlyDue };
    });
  }

  return {
    /** The transfers of the seller's shares of their sales: the seller's data export. */
    async exportFor(sellerId: string): Promise<ExportedPayout[]> {
      return (await repo.exportFor(sellerId)).map((transfer) => ({
        _id: transfer.id,
        bookingId: transfer.bookingId,
        amountCents: transfer.amountCents,
        state: transfer.state,
        createdAt: transfer.createdAt.toISOString(),
      }));
    },

    /** The seller's payout account as last heard from the gateway, without its id there: their data export. */
    async exportAccountFor(sellerId: string): Promise<ExportedPayoutAccount | null> {
      const account = await repo.bySeller(sellerId);
      return account
        ? {
            status: account.status,
            currentlyDue: account.currentlyDue,
            createdAt: account.createdAt.toISOString(),
            updatedAt: account.updatedAt.toISOString(),
          }
        : null;
    },

    /** A fresh link to Stripe's onboarding for the caller, a seller who may list cars; their account is made once. */
    async startOnboarding(caller: Principal): Promise<{ url: string }> {
      const seller = await accounts.requireListingSeller(caller);
      const accountId = await stripeAccountOf(seller);
      const back = `${publicUrl}${onboardingReturnPath}?onboarding=`;
      const link = await gateway.createOnboardingLink({
        accountId,
        returnUrl: `${back}done`,
        refreshUrl: `${back}expired`,
      });
      return { url: link.url };
    },

    /**
     * The caller's payout account. One not enabled yet is read from the gateway first: a seller back from onboarding
     * sees where it stands even before the webhook arrives. If the gateway does not answer, the last state known is shown.
     */
    async summary(caller: Principal) {
      const seller = await accounts.requireSeller(caller);
      let row = await repo.bySeller(seller.id);
      if (row?.stripeAccountId && row.status !== 'enabled') {
        try {
          row = await refresh(seller.id);
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          log.warn({ err: error.cause, sellerId: seller.id }, 'showed a payout account’s last known state');
        }
      }
      const status = row?.status ?? 'not_started';
      return {
        status,
        currentlyDue: status === 'details_needed' ? dueInWords(row?.currentlyDue ?? []) : [],
        pendingCents: await repo.pendingCentsOf(seller.id),
        transfers: (await repo.transfersOfSeller(seller.id, transfersListed)).map(transferView),
      };
    },

    /**
     * Inside the sale's transaction: the seller is owed their share of each of the sale's charges (less the fee), and
     * a job sends each once the transaction commits. A sale recorded twice owes nothing more.
     */
    async owe(
      tx: Executor,
      sale: { sellerId: string | null; bookingId: string; productName: string; charges: OwedCharge[] },
    ): Promise<void> {
      if (!sale.sellerId) {
        log.warn({ bookingId: sale.bookingId }, 'a sale of a car whose seller is gone: nobody to pay');
        return;
      }
      const payouts = createPayoutsRepo(tx);
      for (const charge of sale.charges) {
        const { feeCents, sellerCents } = ledger.split(charge.grossCents);
        const transferId = await payouts.insertTransfer({
          sellerId: sale.sellerId,
          bookingId: sale.bookingId,
          source: charge.source,
          intentId: charge.intentId,
          productName: sale.productName,
          grossCents: charge.grossCents,
          feeCents,
          amountCents: sellerCents,
        });
        if (transferId) await jobs.add(tx, payoutQueues.send, { transferId });
      }
    },

    send,

    /** The sweep: every transfer that may go now and has not (a job that gave up while the gateway was out). */
    async sweep(): Promise<void> {
      for (const transferId of await repo.sendable()) {
        try {
          await send(transferId);
        } catch (error) {
          log.warn(
            { err: error, transferId },
            'could not send a seller their share; the next sweep tries again',
          );
        }
      }
    },

    /** Whether any of these sales' money was already sent to their seller (only then is a seller's refund refused). */
    async sentOf(bookingIds: string[]): Promise<Set<string>> {
      const transfers = await repo.transfersOfBookings(bookingIds);
      return new Set(transfers.filter((t) => t.state === 'paid').map((t) => t.bookingId));
    },

    /** The transfers of sales, by booking, for the administrators' list of payments. */
    async ofBookings(bookingIds: string[]): Promise<Map<string, Transfer[]>> {
      const byBooking = new Map<string, Transfer[]>();
      for (const transfer of await repo.transfersOfBookings(bookingIds)) {
        byBooking.set(transfer.bookingId, [...(byBooking.get(transfer.bookingId) ?? []), transfer]);
      }
      return byBooking;
    },

    /**
     * Inside a refund's transaction: the seller's share of the sale is taken back. A transfer not yet sent is cancelled;
     * one sent is reversed at the gateway (`reversal-<id>`, so a retry reverses once) and the books say so. A seller may
     * only refund before anything was sent (`sentRefused`): then nothing changes.
     */
    async takeBack(tx: Executor, bookingId: string, sentRefused: boolean): Promise<void> {
      const payouts = createPayoutsRepo(tx);
      const transfers = await payouts.lockTransfersOfBooking(bookingId);
      if (sentRefused && transfers.some((transfer) => transfer.state === 'paid')) {
        throw new ConflictError(
          'Your share of this sale has already been sent to your bank account, so the refund has to come from ' +
            'Second Gear. Please contact us.',
        );
      }
      for (const transfer of transfers) {
        if (transferStates.allows('cancel', transfer.state)) {
          await payouts.markEnded(transfer.id, transferStates.apply('cancel', transfer.state, ''), clock());
        } else if (transferStates.allows('reverse', transfer.state) && transfer.stripeTransferId) {
          await gateway.reverseTransfer(transfer.stripeTransferId, `reversal-${transfer.id}`);
          await payouts.markEnded(transfer.id, transferStates.apply('reverse', transfer.state, ''), clock());
          await ledger.postTransferReversal(tx, movementOf(transfer));
        }
      }
    },

    /** Inside a dispute's transaction: the sale's transfers not yet sent are held until the dispute is decided. */
    freeze: (tx: Executor, bookingId: string) => createPayoutsRepo(tx).setFrozen(bookingId, true),

    /** A dispute won: the sale's held transfers may go, and are queued. */
    async unfreeze(tx: Executor, bookingId: string): Promise<void> {
      const payouts = createPayoutsRepo(tx);
      await payouts.setFrozen(bookingId, false);
      for (const transfer of await payouts.lockTransfersOfBooking(bookingId)) {
        if (transfer.state === 'pending') await jobs.add(tx, payoutQueues.send, { transferId: transfer.id });
      }
    },

    /** One transfer for its statement: the seller's own, or any for an administrator; 404 for anyone else. */
    async transferFor(caller: Principal, transferId: string): Promise<Transfer> {
      const transfer = await repo.transferOf(transferId);
      if (transfer && (await accounts.isAdmin(caller.email))) return transfer;
      const seller = await accounts.requireSeller(caller);
      if (!transfer || transfer.sellerId !== seller.id)
        throw new NotFoundError('There is no such payout of yours.');
      return transfer;
    },

    /** `account.updated`: the account is read again from the gateway rather than trusting the event's contents or order. */
    async accountUpdated(stripeAccountId: string): Promise<void> {
      const sellerId = await repo.sellerOfStripeAccount(stripeAccountId);
      if (!sellerId) {
        log.warn({ stripeAccountId }, 'an account.updated event for an account of no seller of ours');
        return;
      }
      await refresh(sellerId);
    },
  };
}
