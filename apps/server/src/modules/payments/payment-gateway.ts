import type { PaymentProvider } from '@second-gear/contract';
import Stripe from 'stripe';
import { GatewayError, ValidationError } from '../../lib/errors.ts';

/** A payment intent as the marketplace needs to know it. */
export interface GatewayIntent {
  id: string;
  clientSecret: string;
  status: string;
  amountCents: number;
  /** What a confirmed authorisation hold may still capture (0 for an ordinary payment). */
  amountCapturableCents: number;
  amountReceivedCents: number;
  currency: string;
  bookingId: string | undefined;
  reservationId: string | undefined;
  /** The intent's latest charge (`ch_…`), once a card was confirmed: the source of transfers to the seller. */
  chargeId: string | undefined;
}

/** The payment intent events the marketplace may be sent. */
const intentEventTypes = [
  'payment_intent.created',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
] as const;

interface EventBase {
  id: string;
  /** Stripe's own name for the event, whatever `type` reads. */
  stripeType: string;
  /** The payment intent the event is about, if it is about one. */
  intentId: string | undefined;
}

/**
 * A verified gateway event, typed by what it is about, so a consumer switches on `type`. Events the marketplace does
 * not act on arrive as `other` (their name in `stripeType`).
 */
export type GatewayEvent = EventBase &
  (
    | { type: (typeof intentEventTypes)[number]; intentId: string }
    /** A connected account changed: fetch it (retrieveConnectedAccount) to learn whether it is enabled now. */
    | { type: 'account.updated'; accountId: string }
    | {
        /** A dispute opened, or decided (`status` won or lost). */
        type: 'charge.dispute.created' | 'charge.dispute.closed';
        dispute: {
          id: string;
          chargeId: string;
          intentId: string | undefined;
          amountCents: number;
          reason: string;
          status: string;
        };
      }
    | {
        type: 'transfer.created' | 'transfer.updated' | 'transfer.reversed';
        transfer: { id: string; destination: string; amountCents: number; reversedCents: number };
      }
    | { type: 'other' }
  );

/** A seller's connected account, as far as paying them out goes. */
export interface GatewayConnectedAccount {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** What Stripe still needs from the seller (Stripe's requirement names); empty once onboarded. */
  currentlyDue: string[];
  /** Why the account may not take charges or payouts yet (e.g. `requirements.past_due`), or null. */
  disabledReason: string | null;
}

/** The card payment gateway: Stripe, or the sandbox that speaks Stripe's API. Failures to reach it are GatewayErrors. */
export interface PaymentGateway {
  /** What the payment page needs to confirm cards. */
  provider: PaymentProvider;
  createIntent(input: {
    amountCents: number;
    bookingId: string;
    description: string;
    receiptEmail: string;
    idempotencyKey: string;
  }): Promise<GatewayIntent>;
  /**
   * An authorisation hold (`capture_method: manual`) for a reservation's deposit: once the card is confirmed the money
   * is held (`requires_capture`) until it is captured or canceled.
   */
  createHold(input: {
    amountCents: number;
    reservationId: string;
    description: string;
    receiptEmail: string;
    idempotencyKey: string;
  }): Promise<GatewayIntent>;
  /** Takes a confirmed hold's money, all of it or `amountCents`; the rest of the hold is released. */
  capture(intentId: string, idempotencyKey: string, amountCents?: number): Promise<GatewayIntent>;
  /** Cancels an intent not yet paid: a confirmed hold is released and the card is never charged. */
  cancel(intentId: string, idempotencyKey: string): Promise<GatewayIntent>;
  /** The intent, or undefined when the gateway knows no such intent. */
  retrieveIntent(id: string): Promise<GatewayIntent | undefined>;
  /** Refunds a succeeded payment: all of what is left of it, or `amountCents` of it. */
  refund(intentId: string, idempotencyKey: string, amountCents?: number): Promise<{ id: string }>;

  /*
   * Stripe Connect, "separate charges and transfers": a seller gets an Express connected account, onboards through an
   * account link, and is paid with a transfer of their share of a charge. Refused calls are GatewayErrors too; their
   * `cause` is the SDK's error, whose `code` is Stripe's (`insufficient_capabilities_for_transfer` for an account not
   * onboarded, `balance_insufficient` for more than the charge has left, `resource_missing`).
   */
  /** An Express connected account for a seller (US, card payments and transfers requested), metadata `sellerId`. */
  createConnectedAccount(input: {
    sellerId: string;
    email: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  retrieveConnectedAccount(id: string): Promise<GatewayConnectedAccount>;
  /**
   * A single-use link to Stripe's hosted onboarding (it lasts minutes: make one each time the seller asks). The seller
   * comes back to `returnUrl` when done, or to `refreshUrl` when the link has expired or was already used (make a new
   * one there). Coming back does not prove onboarding finished: check the account.
   */
  createOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string; expiresAt: Date }>;
  /**
   * Sends `amountCents` of a charge (`sourceCharge`, an intent's chargeId) to a connected account: never more than the
   * charge has left after refunds and earlier transfers. `transferGroup` ties the transfers of one sale together.
   */
  transfer(input: {
    amountCents: number;
    destination: string;
    sourceCharge: string;
    transferGroup: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; amountCents: number; reversedCents: number }>;
  /**
   * The transfer of a group whose metadata names `source`, if one was made: a retry long after a lost answer (when
   * Stripe no longer remembers the idempotency key) finds it rather than paying twice.
   */
  findTransfer(
    transferGroup: string,
    source: string,
  ): Promise<{ id: string; amountCents: number; reversedCents: number } | undefined>;
  /** Takes back a transfer from the seller's account: all that is left of it, or `amountCents`. */
  reverseTransfer(
    transferId: string,
    idempotencyKey: string,
    amountCents?: number,
  ): Promise<{ id: string; amountCents: number }>;
  /** The platform's own balance in USD: what it may pay out now, and what is still on its way. */
  balance(): Promise<{ availableCents: number; pendingCents: number }>;

  /** The event a webhook delivered, once its signature is verified (a ValidationError otherwise). */
  verifyEvent(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /**
   * The signing secret of the Connect webhook endpoint (events of connected accounts, such as `account.updated`), when
   * it is not the same endpoint: an event signed with either secret is accepted.
   */
  connectWebhookSecret?: string;
  /** Set for the sandbox: where the SDK reaches it, and the same-origin path the browser reaches it under. */
  sandbox?: { host: string; port: number; browserPath: string };
}

const idOf = (reference: string | { id: string } | null | undefined) =>
  typeof reference === 'string' ? reference : reference?.id;

/** What a verified event is about, read from its object once, here. */
function eventOf(event: Stripe.Event): GatewayEvent {
  const base = { id: event.id, stripeType: event.type, intentId: undefined };
  const type = event.type as string;
  const object = event.data.object as { object?: string; id?: string };
  if ((intentEventTypes as readonly string[]).includes(type) && object.object === 'payment_intent') {
    return { ...base, type: type as (typeof intentEventTypes)[number], intentId: object.id! };
  }
  if (type === 'account.updated' && object.object === 'account') {
    return { ...base, type, accountId: object.id! };
  }
  if (
    (type === 'charge.dispute.created' || type === 'charge.dispute.closed') &&
    object.object === 'dispute'
  ) {
    const dispute = event.data.object as Stripe.Dispute;
    const intentId = idOf(dispute.payment_intent);
    return {
      ...base,
      type,
      intentId,
      dispute: {
        id: dispute.id,
        chargeId: idOf(dispute.charge)!,
        intentId,
        amountCents: dispute.amount,
        reason: dispute.reason,
        status: dispute.status,
      },
    };
  }
  if (
    (type === 'transfer.created' || type === 'transfer.updated' || type === 'transfer.reversed') &&
    object.object === 'transfer'
  ) {
    const transfer = event.data.object as Stripe.Transfer;
    return {
      ...base,
      type,
      transfer: {
        id: transfer.id,
        destination: idOf(transfer.destination)!,
        amountCents: transfer.amount,
        reversedCents: transfer.amount_reversed,
      },
    };
  }
  return { ...base, type: 'other', intentId: object.object === 'payment_intent' ? object.id : undefined };
}

/** Seconds a webhook signature stays acceptable: Stripe's own default tolerance. */
const signatureTolerance = 300;

/**
 * `clock` is the marketplace's own: a webhook signature's age is measured against it, so a server (or test) whose clock
 * is set apart from the real one still accepts the events signed at its "now".
 */
export function createStripeGateway(
  settings: StripeSettings,
  clock: () => Date = () => new Date(),
): PaymentGateway {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Second Gear' },
    ...(settings.sandbox
      ? { host: settings.sandbox.host, port: settings.sandbox.port, protocol: 'http' as const }
      : {}),
  });

  const toIntent = (intent: Stripe.PaymentIntent): GatewayIntent => ({
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amountCents: intent.amount,
    amountCapturableCents: intent.amount_capturable,
    amountReceivedCents: intent.amount_received,
    currency: intent.currency,
    bookingId: intent.metadata?.bookingId,
    reservationId: intent.metadata?.reservationId,
    chargeId: idOf(intent.latest_charge),
  });

  /** Anything but a clear "no such thing" from the gateway leaves the outcome unknown: a 502 the caller may retry. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new GatewayError(error);
    }
  }

  return {
    provider: settings.sandbox
      ? { kind: 'sandbox', publishableKey: settings.publishableKey, apiBase: settings.sandbox.browserPath }
      : { kind: 'stripe', publishableKey: settings.publishableKey },

    createIntent: (input) =>
      call(async () =>
        toIntent(
          await stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: 'usd',
              allowed_payment_method_types: ['card'],
              description: input.description,
              receipt_email: input.receiptEmail,
              metadata: { bookingId: input.bookingId },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    createHold: (input) =>
      call(async () =>
        toIntent(
          await stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: 'usd',
              capture_method: 'manual',
              allowed_payment_method_types: ['card'],
              description: input.description,
              receipt_email: input.receiptEmail,
              metadata: { reservationId: input.reservationId },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    capture: (intentId, idempotencyKey, amountCents) =>
      call(async () =>
        toIntent(
          await stripe.paymentIntents.capture(
            intentId,
            amountCents === undefined ? {} : { amount_to_capture: amountCents },
            { idempotencyKey },
          ),
        ),
      ),

    cancel: (intentId, idempotencyKey) =>
      call(async () =>
        toIntent(
          await stripe.paymentIntents.cancel(
            intentId,
            { cancellation_reason: 'requested_by_customer' },
            { idempotencyKey },
          ),
        ),
      ),

    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
          return undefined;
        }
        throw new GatewayError(error);
      }
    },

    refund: (intentId, idempotencyKey, amountCents) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: intentId,
            ...(amountCents === undefined ? {} : { amount: amountCents }),
            metadata: { reason: 'car sold to another buyer' },
          },
          { idempotencyKey },
        );
        return { id: refund.id };
      }),

    createConnectedAccount: (input) =>
      call(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: 'US',
            email: input.email,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { sellerId: input.sellerId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: account.id };
      }),

    retrieveConnectedAccount: (id) =>
      call(async () => {
        const account = await stripe.accounts.retrieve(id);
        return {
          id: account.id,
          chargesEnabled: account.charges_enabled,
          payoutsEnabled: account.payouts_enabled,
          detailsSubmitted: account.details_submitted,
          currentlyDue: account.requirements?.currently_due ?? [],
          disabledReason: account.requirements?.disabled_reason ?? null,
        };
      }),

    createOnboardingLink: (input) =>
      call(async () => {
        const link = await stripe.accountLinks.create({
          account: input.accountId,
          type: 'account_onboarding',
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
        });
        return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
      }),

    transfer: (input) =>
      call(async () => {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            destination: input.destination,
            source_transaction: input.sourceCharge,
            transfer_group: input.transferGroup,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: transfer.id, amountCents: transfer.amount, reversedCents: transfer.amount_reversed };
      }),

    findTransfer: (transferGroup, source) =>
      call(async () => {
        const { data } = await stripe.transfers.list({ transfer_group: transferGroup, limit: 100 });
        const found = data.find((transfer) => transfer.metadata?.source === source);
        return found && { id: found.id, amountCents: found.amount, reversedCents: found.amount_reversed };
      }),

    reverseTransfer: (transferId, idempotencyKey, amountCents) =>
      call(async () => {
        const reversal = await stripe.transfers.createReversal(
          transferId,
          amountCents === undefined ? {} : { amount: amountCents },
          { idempotencyKey },
        );
        return { id: reversal.id, amountCents: reversal.amount };
      }),

    balance: () =>
      call(async () => {
        const balance = await stripe.balance.retrieve();
        const usd = (funds: Stripe.Balance.Available[]) =>
          funds.filter((fund) => fund.currency === 'usd').reduce((sum, fund) => sum + fund.amount, 0);
        return { availableCents: usd(balance.available), pendingCents: usd(balance.pending) };
      }),

    verifyEvent(rawBody, signature) {
      if (!signature) throw new ValidationError('The Stripe-Signature header is missing.');
      const secrets = [settings.webhookSecret, settings.connectWebhookSecret].filter(
        (secret): secret is string => secret !== undefined,
      );
      const event = secrets
        .map((secret) => {
          try {
            return stripe.webhooks.constructEvent(
              rawBody,
              signature,
              secret,
              signatureTolerance,
              undefined,
              clock().getTime(),
            );
          } catch {
            return undefined;
          }
        })
        .find((verified) => verified !== undefined);
      if (!event) throw new ValidationError('The webhook signature is not valid or has expired.');
      return eventOf(event);
    },
  };
}
