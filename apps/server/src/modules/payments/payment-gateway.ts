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
}

export interface GatewayEvent {
  id: string;
  type: string;
  /** The payment intent the event is about, if it is about one. */
  intentId: string | undefined;
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
  refund(intentId: string, idempotencyKey: string): Promise<{ id: string }>;
  /** The event a webhook delivered, once its signature is verified (a ValidationError otherwise). */
  verifyEvent(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Set for the sandbox: where the SDK reaches it, and the same-origin path the browser reaches it under. */
  sandbox?: { host: string; port: number; browserPath: string };
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

    refund: (intentId, idempotencyKey) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, metadata: { reason: 'car sold to another buyer' } },
          { idempotencyKey },
        );
        return { id: refund.id };
      }),

    verifyEvent(rawBody, signature) {
      if (!signature) throw new ValidationError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          signatureTolerance,
          undefined,
          clock().getTime(),
        );
      } catch {
        throw new ValidationError('The webhook signature is not valid or has expired.');
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        type: event.type,
        intentId: object.object === 'payment_intent' ? object.id : undefined,
      };
    },
  };
}
