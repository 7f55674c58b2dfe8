import { z } from 'zod';
import { parseJsonText } from '../../../lib/api-client';
import type { CardBilling, CardConfirmation } from '../card-payment';
import { paymentsCatalogue } from '../i18n';

/** The card as typed into the sandbox's form, already reduced to what Stripe's API takes. */
export interface SandboxCard {
  /** Digits only. */
  number: string;
  expMonth: string;
  /** Four digits. */
  expYear: string;
  cvc: string;
}

interface SandboxConfirmation {
  apiBase: string;
  publishableKey: string;
  clientSecret: string;
  card: SandboxCard;
  billing: CardBilling;
}

/** What the sandbox refused, with the card field it names (Stripe's `param`), if any. */
export type SandboxAnswer = Exclude<CardConfirmation, { error: string }> | { error: string; param?: string };

const paymentIntent = z.object({ id: z.string(), object: z.literal('payment_intent'), status: z.string() });

/** Stripe's error answer. A confirm that repeats one that went through names the intent, already succeeded. */
const stripeError = z.object({
  error: z.object({
    type: z.string(),
    code: z.string().optional(),
    decline_code: z.string().optional(),
    message: z.string().min(1),
    param: z.string().optional(),
    // Only its status is of use here; a shape we do not expect must not hide the error's message.
    payment_intent: z.object({ id: z.string(), status: z.string() }).optional().catch(undefined),
  }),
});

const unreachableMessage = () => paymentsCatalogue.t('card.unreachable');
const unexpectedMessage = () => paymentsCatalogue.t('card.unexpected');

/** The payment intent's id: the client secret is `{id}_secret_{secret}`. */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/**
 * Confirms a card payment with the sandbox the way Stripe.js does with Stripe: POST
 * `{apiBase}/v1/payment_intents/{id}/confirm`, form-encoded, authorised by the publishable key and the client secret.
 * This is not our API: no access token, no cookies, and Stripe's error shape rather than ours.
 */
export async function confirmSandboxCard({
  apiBase,
  publishableKey,
  clientSecret,
  card,
  billing,
}: SandboxConfirmation): Promise<SandboxAnswer> {
  const body = new URLSearchParams({
    key: publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': card.expMonth,
    'payment_method_data[card][exp_year]': card.expYear,
    'payment_method_data[card][cvc]': card.cvc,
    'payment_method_data[billing_details][name]': billing.name,
    'payment_method_data[billing_details][email]': billing.email,
  });
  const url = `${apiBase.replace(/\/+$/, '')}/v1/payment_intents/${encodeURIComponent(intentIdOf(clientSecret))}/confirm`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      credentials: 'omit',
    });
  } catch {
    return { error: unreachableMessage() };
  }
  const answer = parseJsonText(await response.text().catch(() => ''));

  if (response.ok) {
    const intent = paymentIntent.safeParse(answer);
    return intent.success
      ? { status: intent.data.status, id: intent.data.id }
      : { error: unexpectedMessage() };
  }
  const refusal = stripeError.safeParse(answer);
  if (!refusal.success) return { error: unexpectedMessage() };
  const { message, param, payment_intent: intent } = refusal.data.error;
  if (intent?.status === 'succeeded') return { status: intent.status, id: intent.id };
  return param ? { error: message, param } : { error: message };
}
