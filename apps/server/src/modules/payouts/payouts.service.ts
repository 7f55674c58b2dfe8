import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { GatewayError, NotFoundError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { dueInWords, payoutStates, payoutStatusOf } from './payout-states.ts';
import { createPayoutsRepo, type PayoutAccount, type PayoutsRepo } from './payouts.repo.ts';

export type PayoutsService = ReturnType<typeof createPayoutsService>;

/** Where Stripe's onboarding sends the seller back: done (or left), or a link that expired or was used already. */
export const onboardingReturnPath = '/dashboard/payouts';

export function createPayoutsService(deps: {
  db: Database;
  repo: PayoutsRepo;
  gateway: PaymentGateway;
  accounts: AccountsService;
  log: FastifyBaseLogger;
  publicUrl: string;
}) {
  const { db, repo, gateway, accounts, log, publicUrl } = deps;

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
      return { ...row, status, currentlyDue: account.currentlyDue };
    });
  }

  return {
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
        // Transfers to sellers are not made yet: nothing is pending and nothing was sent.
        pendingCents: 0,
        transfers: [],
      };
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
