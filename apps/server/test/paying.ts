import type { App } from '../src/app.ts';
import type { StripeSandbox } from '../src/stripe-sandbox/stripe-sandbox.ts';

import { bearer } from './sessions.ts';

type Person = { token: string };

export const testCards = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
};

export async function bookCar(app: App, buyer: Person, carId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(buyer),
    payload: { carId, location: 'Main Street parking', phone: '+1 555 0111' },
  });
  if (response.statusCode !== 200) throw new Error(`booking failed: ${response.statusCode} ${response.body}`);
  return response.json().insertedId;
}

export const createIntent = (app: App, buyer: Person | undefined, bookingId: string, price?: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: bearer(buyer),
    payload: { bookingId, ...(price === undefined ? {} : { price }) },
  });

/** What the payment page does with the client secret: confirm the card at the gateway, as Stripe.js would. */
export async function confirmCard(
  app: App,
  sandbox: StripeSandbox,
  clientSecret: string,
  card: { number?: string; expiry?: [string, string]; cvc?: string } = {},
) {
  const intentId = clientSecret.split('_secret_')[0]!;
  // A card that expires years from now, whatever today's date.
  const [expMonth, expYear] = card.expiry ?? ['12', String(new Date().getUTCFullYear() + 5)];
  const form = new URLSearchParams({
    key: sandbox.publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': (card.number ?? testCards.visa).replaceAll(' ', ''),
    'payment_method_data[card][exp_month]': expMonth,
    'payment_method_data[card][exp_year]': expYear,
    'payment_method_data[card][cvc]': card.cvc ?? '123',
  });
  return app.inject({
    method: 'POST',
    url: `/stripe-sandbox/v1/payment_intents/${intentId}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export const recordPayment = (app: App, buyer: Person | undefined, transactionId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: bearer(buyer),
    payload: {
      transactionId,
      username: 'Someone',
      email: 'someone@example.com',
      product: 'Anything',
      price: 1,
      time: '1:00 AM',
      date: '1/1/2000',
    },
  });

export const completeBooking = (app: App, buyer: Person | undefined, bookingId: string) =>
  app.inject({ method: 'PATCH', url: `/api/bookingPayment/${bookingId}`, headers: bearer(buyer) });

/** The whole page flow for one buyer: intent, card, record, complete. Returns the last answer and the intent id. */
export async function payForBooking(app: App, sandbox: StripeSandbox, buyer: Person, bookingId: string) {
  const intent = await createIntent(app, buyer, bookingId);
  if (intent.statusCode !== 200) return { step: 'intent' as const, response: intent };
  const confirmed = await confirmCard(app, sandbox, intent.json().clientSecret);
  if (confirmed.statusCode !== 200) return { step: 'card' as const, response: confirmed };
  const transactionId: string = confirmed.json().id;
  const recorded = await recordPayment(app, buyer, transactionId);
  if (recorded.statusCode !== 200) return { step: 'record' as const, response: recorded, transactionId };
  return { step: 'complete' as const, response: await completeBooking(app, buyer, bookingId), transactionId };
}

export const reserve = (app: App, buyer: Person | undefined, carId: string) =>
  app.inject({ method: 'POST', url: '/api/reservations', headers: bearer(buyer), payload: { carId } });

export const reservationCall = (
  app: App,
  person: Person | undefined,
  id: string,
  action: 'confirm' | 'cancel',
) => app.inject({ method: 'POST', url: `/api/reservations/${id}/${action}`, headers: bearer(person) });

/** The car page's whole reserve flow: the hold, the card at the gateway, the confirm call. Returns the reservation. */
export async function reserveCar(app: App, sandbox: StripeSandbox, buyer: Person, carId: string) {
  const created = await reserve(app, buyer, carId);
  if (created.statusCode !== 200) throw new Error(`reserve failed: ${created.statusCode} ${created.body}`);
  const { _id: id, clientSecret } = created.json();
  const card = await confirmCard(app, sandbox, clientSecret);
  if (card.statusCode !== 200) throw new Error(`card failed: ${card.statusCode} ${card.body}`);
  const confirmed = await reservationCall(app, buyer, id, 'confirm');
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { id: id as string, intentId: card.json().id as string };
}

/** The gateway's latest `payment_intent.succeeded` event about this intent, as the sandbox sent it. */
export const succeededEvent = (sandbox: StripeSandbox, intentId: string) =>
  sandbox
    .events()
    .findLast(
      (event) => event.type === 'payment_intent.succeeded' && event.payload.includes(`"${intentId}"`),
    )!;

/** A gateway event delivered to the webhook, with the signature given (none: unsigned). */
export const deliverWebhook = (app: App, payload: string, signature?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
