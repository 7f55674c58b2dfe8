import { createHmac } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createConnect, type ChargeFunds, type ConnectRecords } from './connect.ts';
import { decodeForm, objectAt, stringAt, type FormObject } from './form-body.ts';
import { onboardingPage } from './onboarding-page.ts';
import { invalidRequest, missing, SandboxError, token, type StripeError } from './sandbox-api.ts';
import { openStateFile } from './state-file.ts';
import { judgeCard, testPaymentMethods, type CardDetails } from './test-cards.ts';

/**
 * A stand-in for Stripe's API when no Stripe keys are configured: the calls the marketplace makes (payment intents:
 * create, retrieve, confirm with a client secret, and for authorisation holds capture and cancel; refunds; charges and
 * disputes; Connect's Express accounts, onboarding links, transfers, reversals and balance), Stripe's test cards,
 * idempotency keys, and webhooks signed the way Stripe signs them. The official SDK talks to it over HTTP (its host/port
 * options); the payment page confirms cards against it with the publishable key and the client secret, as Stripe.js
 * does, and sellers onboard on its page. State lives in memory, and in a state file when one is given.
 */

type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_capture'
  | 'processing'
  | 'succeeded'
  | 'canceled';

/** The states Stripe lets a payment intent be canceled from. */
const cancelable: readonly IntentStatus[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'processing',
];

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  /** What a confirmed hold (`capture_method: manual`) may still capture. */
  amount_capturable: number;
  amount_received: number;
  capture_method: 'automatic' | 'manual';
  currency: string;
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  payment_method_types: string[];
  created: number;
  livemode: false;
  latest_charge: string | null;
  payment_method: string | null;
  last_payment_error: StripeError | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** What the sandbox keeps of a charge; its amounts are read from its intent, refunds and dispute when asked. */
interface ChargeRecord {
  id: string;
  payment_intent: string;
  created: number;
  /** When its money becomes available in the platform's balance. */
  available_on: number;
  /** The test card's dispute, raised once the money is captured. */
  dispute_reason: string | null;
  dispute: string | null;
}

interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: 'needs_response';
  is_charge_refundable: false;
  evidence_details: { due_by: number; has_evidence: false; past_due: false; submission_count: 0 };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** Everything the sandbox knows; with a state file, all of it survives a restart. */
interface SandboxRecords extends ConnectRecords {
  intents: Map<string, Intent>;
  refunds: Map<string, Refund>;
  charges: Map<string, ChargeRecord>;
  disputes: Map<string, Dispute>;
  idempotent: Map<string, { request: string; status: number; body: unknown; at: number }>;
}

const recordKinds = [
  'intents',
  'refunds',
  'charges',
  'disputes',
  'accounts',
  'links',
  'transfers',
  'idempotent',
] as const satisfies readonly (keyof SandboxRecords)[];

interface SavedState {
  version: 1;
  keys: { secretKey: string; publishableKey: string; webhookSecret: string };
  records: Record<(typeof recordKinds)[number], [string, unknown][]>;
}

/** Stripe's standard payout schedule in the US: a charge's money is available two days after it. */
const availableAfterSeconds = 2 * 24 * 60 * 60;
/** Stripe keeps idempotency keys for 24 hours. */
const idempotencySeconds = 24 * 60 * 60;

export interface SandboxOptions {
  /** Where signed events are delivered; without it events are only kept (tests read them). */
  webhookUrl?: string;
  clock?: () => Date;
  /** Delivery attempts per event: Stripe retries for days; the sandbox a few times over a minute. */
  deliveryDelaysMs?: readonly number[];
  onDeliveryFailure?: (eventId: string, reason: string) => void;
  /**
   * A JSON file the sandbox keeps its state in (keys, intents, charges, refunds, disputes, connected accounts, account
   * links, transfers, idempotency keys), read at creation and rewritten after every change: a restart remembers them.
   * Without it the state lives in memory only.
   */
  stateFile?: string;
  onStateFileError?: (error: unknown) => void;
  /**
   * Where a browser reaches the sandbox's pages (account onboarding): the app's origin and the sandbox's mount path.
   * Defaults to the sandbox's own address.
   */
  browserUrl?: string;
}

export type StripeSandbox = ReturnType<typeof createStripeSandbox>;

const apiVersion = '2026-10-28.endive';
const maxBodyBytes = 64 * 1024;

export function createStripeSandbox(options: SandboxOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const stateFile = options.stateFile
    ? openStateFile(options.stateFile, options.onStateFileError ?? (() => undefined))
    : undefined;
  const saved = stateFile?.read() as SavedState | undefined;
  if (saved && saved.version !== 1)
    throw new Error(`Unknown Stripe sandbox state version ${String(saved.version)}.`);
  const { secretKey, publishableKey, webhookSecret } = saved?.keys ?? {
    secretKey: `sk_test_sandbox_${token(18)}`,
    publishableKey: `pk_test_sandbox_${token(18)}`,
    webhookSecret: `whsec_sandbox${token(24)}`,
  };
  const records = Object.fromEntries(
    recordKinds.map((kind) => [kind, new Map(saved?.records[kind] ?? [])]),
  ) as unknown as SandboxRecords;
  const { intents, refunds, charges, disputes, idempotent } = records;
  const events: { id: string; type: string; payload: string }[] = [];
  const pendingDeliveries = new Set<NodeJS.Timeout>();
  let webhookUrl = options.webhookUrl;
  let server: http.Server | undefined;
  let ownUrl: string | undefined;

  const now = () => Math.floor(clock().getTime() / 1000);

  function save() {
    stateFile?.save(() => {
      const oldest = now() - idempotencySeconds;
      for (const [key, entry] of idempotent) if (entry.at < oldest) idempotent.delete(key);
      const state: SavedState = {
        version: 1,
        keys: { secretKey, publishableKey, webhookSecret },
        records: Object.fromEntries(
          recordKinds.map((kind) => [kind, [...(records[kind] as Map<string, unknown>)]]),
        ) as SavedState['records'],
      };
      return JSON.stringify(state);
    });
  }

  function chargeFunds(id: string): ChargeFunds {
    const charge = charges.get(id) ?? missing('charge', id, 'source_transaction');
    const intent = intents.get(charge.payment_intent)!;
    if (intent.status !== 'succeeded') {
      invalidRequest(
        `Charge ${id} has not succeeded: its payment is ${intent.status}.`,
        'source_transaction',
      );
    }
    return {
      id,
      captured: intent.amount_received,
      refunded: refundedOf(intent.id),
      disputed: charge.dispute ? disputes.get(charge.dispute)!.amount : 0,
      availableOn: charge.available_on,
    };
  }

  const connect = createConnect({
    records,
    now,
    emit,
    chargeFunds,
    allChargeFunds: () =>
      [...charges.values()]
        .filter((charge) => intents.get(charge.payment_intent)?.status === 'succeeded')
        .map((charge) => chargeFunds(charge.id)),
    browserUrl: () => options.browserUrl ?? ownUrl ?? 'http://127.0.0.1',
    metadataOf,
  });

  function emit(type: string, object: unknown) {
    const event = {
      id: `evt_${token()}`,
      object: 'event',
      api_version: apiVersion,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event);
    events.push({ id: event.id, type, payload });
    if (webhookUrl) deliver(webhookUrl, event.id, payload, 0);
  }

  /** Signs like Stripe: `t=<unix time>,v1=<HMAC-SHA256 of "t.payload" with the endpoint secret>`. */
  function signature(payload: string, timestamp = now()) {
    const mac = createHmac('sha256', webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${mac}`;
  }

  function deliver(url: string, eventId: string, payload: string, attempt: number) {
    const delays = options.deliveryDelaysMs ?? [0, 1_000, 5_000, 30_000];
    const timer = setTimeout(async () => {
      pendingDeliveries.delete(timer);
      let reason: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload) },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
        reason = `HTTP ${response.status}`;
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      if (attempt + 1 < delays.length) deliver(url, eventId, payload, attempt + 1);
      else options.onDeliveryFailure?.(eventId, reason);
    }, delays[attempt] ?? 0);
    timer.unref();
    pendingDeliveries.add(timer);
  }

  function metadataOf(form: FormObject): Record<string, string> {
    const metadata = objectAt(form, 'metadata');
    if (Object.keys(metadata).length > 50) invalidRequest('Metadata can have at most 50 keys.', 'metadata');
    return metadata;
  }

  function createIntent(form: FormObject): Intent {
    const amountText = stringAt(form, 'amount');
    if (amountText === undefined)
      invalidRequest('Missing required param: amount.', 'amount', 'parameter_missing');
    const amount = Number(amountText);
    if (!Number.isInteger(amount) || amount < 50 || amount > 99_999_999) {
      invalidRequest(
        'Amount must be at least 50 cents and at most 999,999.99 US dollars, in whole cents.',
        'amount',
      );
    }
    const currency = stringAt(form, 'currency')?.toLowerCase();
    if (!currency) invalidRequest('Missing required param: currency.', 'currency', 'parameter_missing');
    if (currency !== 'usd') invalidRequest(`The sandbox only charges in usd, not ${currency}.`, 'currency');
    const captureMethod = stringAt(form, 'capture_method') ?? 'automatic';
    if (captureMethod !== 'automatic' && captureMethod !== 'manual') {
      invalidRequest(
        `Invalid capture_method: must be one of automatic or manual, not ${captureMethod}.`,
        'capture_method',
      );
    }
    const id = `pi_${token()}`;
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: captureMethod,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${token(18)}`,
      metadata: metadataOf(form),
      description: stringAt(form, 'description') ?? null,
      receipt_email: stringAt(form, 'receipt_email') ?? null,
      payment_method_types: ['card'],
      created: now(),
      livemode: false,
      latest_charge: null,
      payment_method: null,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
    };
    intents.set(id, intent);
    emit('payment_intent.created', intent);
    return intent;
  }

  function cardOf(form: FormObject): CardDetails {
    const method = stringAt(form, 'payment_method');
    if (method) {
      const number = testPaymentMethods[method];
      if (!number) missing('payment_method', method);
      return { number, expMonth: '12', expYear: String(clock().getUTCFullYear() + 3), cvc: '123' };
    }
    const type = stringAt(form, 'payment_method_data', 'type');
    if (type !== 'card') {
      invalidRequest(
        'You must provide a payment method: payment_method, or payment_method_data with type card.',
        'payment_method_data',
        'parameter_missing',
      );
    }
    const field = (name: string) => {
      const value = stringAt(form, 'payment_method_data', 'card', name);
      if (!value) {
        invalidRequest(
          `Missing required param: payment_method_data[card][${name}].`,
          `payment_method_data[card][${name}]`,
          'parameter_missing',
        );
      }
      return value;
    };
    return {
      number: field('number'),
      expMonth: field('exp_month'),
      expYear: field('exp_year'),
      cvc: field('cvc'),
    };
  }

  function confirmIntent(intent: Intent, form: FormObject): Intent {
    if (intent.status === 'succeeded') {
      throw new SandboxError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message:
          'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        payment_intent: { ...intent },
      });
    }
    if (intent.status === 'canceled' || intent.status === 'requires_capture') {
      unexpectedState(
        intent,
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    const verdict = judgeCard(cardOf(form), clock());
    const method = `pm_${token()}`;
    intent.payment_method = method;
    if (verdict.outcome === 'refused') {
      const error: StripeError = {
        type: 'card_error',
        code: verdict.code,
        message: verdict.message,
        ...(verdict.declineCode ? { decline_code: verdict.declineCode } : {}),
        ...(verdict.param ? { param: verdict.param } : {}),
      };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = error;
      emit('payment_intent.payment_failed', intent);
      throw new SandboxError(verdict.status, { ...error, payment_intent: { ...intent } });
    }
    const charge: ChargeRecord = {
      id: `ch_${token()}`,
      payment_intent: intent.id,
      created: now(),
      available_on: now() + availableAfterSeconds,
      dispute_reason: verdict.disputeReason ?? null,
      dispute: null,
    };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    if (intent.capture_method === 'manual') {
      // The card is authorised for the amount: the money is held until it is captured or the hold is canceled.
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
      emit('payment_intent.amount_capturable_updated', intent);
      return intent;
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    emit('payment_intent.succeeded', intent);
    disputeIfTestCardSays(charge, intent);
    return intent;
  }

  /** Stripe's dispute test cards succeed, then their charge is disputed for all that was captured. */
  function disputeIfTestCardSays(charge: ChargeRecord, intent: Intent) {
    if (!charge.dispute_reason) return;
    const dispute: Dispute = {
      id: `dp_${token()}`,
      object: 'dispute',
      amount: intent.amount_received,
      currency: intent.currency,
      charge: charge.id,
      payment_intent: intent.id,
      reason: charge.dispute_reason,
      status: 'needs_response',
      is_charge_refundable: false,
      evidence_details: {
        due_by: now() + 7 * 24 * 60 * 60,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      metadata: {},
      created: now(),
      livemode: false,
    };
    disputes.set(dispute.id, dispute);
    charge.dispute = dispute.id;
    emit('charge.dispute.created', dispute);
  }

  /** A charge as Stripe shows it, its amounts as they stand now. */
  function chargeObject(charge: ChargeRecord) {
    const intent = intents.get(charge.payment_intent)!;
    const refunded = refundedOf(intent.id);
    const captured = intent.status === 'succeeded';
    return {
      id: charge.id,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount_received,
      amount_refunded: refunded,
      captured,
      currency: intent.currency,
      disputed: charge.dispute !== null,
      paid: true,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      refunded: captured && refunded === intent.amount_received,
      status: 'succeeded',
      metadata: intent.metadata,
      created: charge.created,
      livemode: false,
    };
  }

  const refundedOf = (intentId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);

  function unexpectedState(intent: Intent, message: string): never {
    throw new SandboxError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message,
      payment_intent: { ...intent },
    });
  }

  /** Captures a confirmed hold, all of it or `amount_to_capture`; the rest of the hold is released, as Stripe does. */
  function captureIntent(intent: Intent, form: FormObject): Intent {
    if (intent.status !== 'requires_capture') {
      unexpectedState(
        intent,
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent ` +
          'with one of the following statuses may be captured: requires_capture.',
      );
    }
    const requested = stringAt(form, 'amount_to_capture');
    const amount = requested === undefined ? intent.amount_capturable : Number(requested);
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_capturable) {
      invalidRequest(
        `The amount_to_capture must be a whole number of cents, at most the amount capturable (${intent.amount_capturable}).`,
        'amount_to_capture',
        'amount_too_large',
      );
    }
    intent.status = 'succeeded';
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    emit('payment_intent.succeeded', intent);
    disputeIfTestCardSays(charges.get(intent.latest_charge!)!, intent);
    return intent;
  }

  function cancelIntent(intent: Intent, form: FormObject): Intent {
    if (!cancelable.includes(intent.status)) {
      unexpectedState(
        intent,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent ` +
          `with one of the following statuses may be canceled: ${cancelable.join(', ')}.`,
      );
    }
    const reason = stringAt(form, 'cancellation_reason') ?? null;
    const reasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
    if (reason !== null && !reasons.includes(reason)) {
      invalidRequest(
        `Invalid cancellation_reason: must be one of ${reasons.join(', ')}.`,
        'cancellation_reason',
      );
    }
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    intent.canceled_at = now();
    intent.cancellation_reason = reason;
    emit('payment_intent.canceled', intent);
    return intent;
  }

  /**
   * Refunds a succeeded payment, all that is left of what was captured or `amount` of it. `reverse_transfer` and
   * `refund_application_fee` belong to destination charges, which the marketplace does not make: with separate charges
   * and transfers a transfer is reversed on its own, so they are refused rather than ignored.
   */
  function createRefund(form: FormObject): Refund {
    for (const flag of ['reverse_transfer', 'refund_application_fee']) {
      if (stringAt(form, flag) === 'true') {
        invalidRequest(
          `${flag} applies only to destination charges; reverse a transfer with POST /v1/transfers/{id}/reversals.`,
          flag,
        );
      }
    }
    const chargeId = stringAt(form, 'charge');
    const intentId = stringAt(form, 'payment_intent') ?? (chargeId && charges.get(chargeId)?.payment_intent);
    if (chargeId && !intentId) missing('charge', chargeId, 'charge');
    if (!intentId)
      invalidRequest('Missing required param: payment_intent.', 'payment_intent', 'parameter_missing');
    const intent = intents.get(intentId) ?? missing('payment_intent', intentId);
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    }
    const left = intent.amount_received - refundedOf(intent.id);
    if (left <= 0) {
      invalidRequest(
        `Charge ${intent.latest_charge} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const amount = stringAt(form, 'amount') === undefined ? left : Number(stringAt(form, 'amount'));
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      invalidRequest(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount',
      );
    }
    const refund: Refund = {
      id: `re_${token()}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      reason: stringAt(form, 'reason') ?? null,
      status: 'succeeded',
      metadata: metadataOf(form),
      created: now(),
    };
    refunds.set(refund.id, refund);
    emit('refund.created', refund);
    return refund;
  }

  /** Publishable-key calls must carry the intent's client secret, as Stripe.js's do. */
  function requireClientSecret(intent: Intent, secret: string | undefined) {
    if (secret !== intent.client_secret) {
      invalidRequest(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        'client_secret',
      );
    }
  }

  function keyOf(request: IncomingMessage, form: FormObject, query: URLSearchParams): string | undefined {
    const header = request.headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (bearer) return bearer;
    const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
    if (basic) return Buffer.from(basic, 'base64').toString('utf8').split(':')[0];
    return stringAt(form, 'key') ?? query.get('key') ?? undefined;
  }

  function route(
    method: string,
    path: string,
    key: string,
    form: FormObject,
    query: URLSearchParams,
  ): { status: number; body: unknown } {
    const secret = key === secretKey;
    const intentPath = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(?:\/(confirm|capture|cancel))?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents' && secret) {
      return { status: 200, body: createIntent(form) };
    }
    if (intentPath) {
      const intent = intents.get(intentPath[1]!) ?? missing('payment_intent', intentPath[1]!);
      if (!secret)
        requireClientSecret(
          intent,
          stringAt(form, 'client_secret') ?? query.get('client_secret') ?? undefined,
        );
      const action = intentPath[2];
      if (method === 'GET' && !action) return { status: 200, body: intent };
      if (method === 'POST' && action === 'confirm')
        return { status: 200, body: confirmIntent(intent, form) };
      if (method === 'POST' && action && !secret) {
        throw new SandboxError(401, {
          type: 'invalid_request_error',
          message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
        });
      }
      if (method === 'POST' && action === 'capture')
        return { status: 200, body: captureIntent(intent, form) };
      if (method === 'POST' && action === 'cancel') return { status: 200, body: cancelIntent(intent, form) };
    }
    if (!secret && !intentPath) {
      throw new SandboxError(401, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
      });
    }
    if (method === 'POST' && path === '/v1/refunds') return { status: 200, body: createRefund(form) };
    const chargePath = /^\/v1\/charges\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && chargePath) {
      const charge = charges.get(chargePath[1]!) ?? missing('charge', chargePath[1]!);
      return { status: 200, body: chargeObject(charge) };
    }
    const disputePath = /^\/v1\/disputes\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && disputePath) {
      return { status: 200, body: disputes.get(disputePath[1]!) ?? missing('dispute', disputePath[1]!) };
    }
    return connect.route(method, path, form, query) ?? missing('route', `${method} ${path}`);
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > maxBodyBytes) invalidRequest('The request body is too large.');
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** The onboarding page an account link leads to (no API key: the link's token is the browser's only credential). */
  async function answerOnboarding(request: IncomingMessage, response: ServerResponse, linkToken: string) {
    const page = (status: number, html: string) => {
      response.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // The link's token never leaves for another site, yet the form's own post names its origin: under
        // no-referrer a browser sends `Origin: null`, which the marketplace's origin refuses.
        'referrer-policy': 'same-origin',
      });
      response.end(html);
    };
    const redirect = (location: string) => {
      response.writeHead(303, { location, 'cache-control': 'no-store' });
      response.end();
    };
    const gone = () =>
      page(404, '<!doctype html><title>Link not found</title><p>This onboarding link is not valid.</p>');
    if (request.method === 'GET') {
      const opened = connect.openLink(linkToken);
      if (!opened) return gone();
      save();
      return 'redirect' in opened ? redirect(opened.redirect) : page(200, onboardingPage(opened.show));
    }
    if (request.method !== 'POST') return page(405, '<!doctype html><title>Method not allowed</title>');
    const outcome = connect.submitOnboarding(linkToken, decodeForm(await readBody(request)));
    if (!outcome) return gone();
    save();
    return 'redirect' in outcome
      ? redirect(outcome.redirect)
      : page(400, onboardingPage(outcome.account, outcome.blank));
  }

  /**
   * Answers one HTTP request in Stripe's shape. `publicOnly` serves the browser's mount: only publishable-key calls
   * (confirm and retrieve with a client secret) are taken there.
   */
  async function handle(request: IncomingMessage, response: ServerResponse, publicOnly = false) {
    let status: number;
    let body: unknown;
    try {
      const url = new URL(request.url ?? '/', 'http://sandbox');
      const method = request.method ?? 'GET';
      const onboarding = /^\/connect\/onboarding\/([A-Za-z0-9]+)$/.exec(url.pathname);
      if (onboarding) {
        await answerOnboarding(request, response, onboarding[1]!);
        return;
      }
      const form = method === 'POST' ? decodeForm(await readBody(request)) : {};
      const key = keyOf(request, form, url.searchParams);
      if (key !== secretKey && key !== publishableKey) {
        throw new SandboxError(401, {
          type: 'invalid_request_error',
          message: key
            ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
            : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        });
      }
      if (publicOnly && key === secretKey) {
        throw new SandboxError(403, {
          type: 'invalid_request_error',
          message: 'Secret keys are not accepted from the browser.',
        });
      }
      const idempotencyKey = request.headers['idempotency-key'];
      const fingerprint = `${method} ${url.pathname} ${JSON.stringify(form)}`;
      const replay =
        typeof idempotencyKey === 'string' ? idempotent.get(`${key}:${idempotencyKey}`) : undefined;
      if (replay && replay.request !== fingerprint) {
        throw new SandboxError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(idempotencyKey)}' if you meant to execute a different request.`,
        });
      }
      if (replay) {
        status = replay.status;
        body = replay.body;
        response.setHeader('idempotent-replayed', 'true');
      } else {
        try {
          ({ status, body } = route(method, url.pathname, key, form, url.searchParams));
        } catch (error) {
          if (!(error instanceof SandboxError) || error.status !== 402) throw error;
          status = error.status;
          body = { error: error.body };
        }
        body = structuredClone(body);
        if (typeof idempotencyKey === 'string' && method === 'POST') {
          idempotent.set(`${key}:${idempotencyKey}`, { request: fingerprint, status, body, at: now() });
        }
        if (method === 'POST') save();
      }
    } catch (error) {
      if (error instanceof SandboxError) {
        status = error.status;
        body = { error: error.body };
      } else {
        status = 500;
        body = { error: { type: 'api_error', message: 'The sandbox failed to handle this request.' } };
      }
    }
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'request-id': `req_${token()}`,
      'stripe-version': apiVersion,
      'cache-control': 'no-store',
    });
    response.end(JSON.stringify(body));
  }

  return {
    secretKey,
    publishableKey,
    webhookSecret,
    handle,
    signature,
    /** The events sent so far, newest last, as delivered (the exact signed payloads). */
    events: () => [...events],
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },

    /** Listens on its own port for the SDK. Resolves with the address to point the SDK at. */
    async listen(port = 0, host = '127.0.0.1'): Promise<{ host: string; port: number }> {
      server = http.createServer((request, response) => void handle(request, response));
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, resolve);
      });
      const listening = { host, port: (server.address() as AddressInfo).port };
      ownUrl = `http://${host}:${listening.port}`;
      return listening;
    },

    async close() {
      await stateFile?.flushed();
      for (const timer of pendingDeliveries) clearTimeout(timer);
      pendingDeliveries.clear();
      if (!server) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}
