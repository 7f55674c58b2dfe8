import { stringAt, type FormObject } from './form-body.ts';
import { invalidRequest, missing, SandboxError, token } from './sandbox-api.ts';

/**
 * Stripe Connect as the marketplace uses it ("separate charges and transfers"): Express connected accounts onboarded
 * through account links, transfers of a charge's money to them (`source_transaction`), their reversals, and the
 * platform's balance.
 */

type CapabilityStatus = 'inactive' | 'active';

export interface Account {
  id: string;
  object: 'account';
  type: 'express';
  country: string;
  email: string | null;
  default_currency: 'usd';
  business_type: 'individual' | null;
  capabilities: Record<string, CapabilityStatus>;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: {
    alternatives: never[];
    current_deadline: number | null;
    currently_due: string[];
    disabled_reason: string | null;
    errors: never[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
  };
  external_accounts: { object: 'list'; data: BankAccount[]; has_more: false; url: string };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface BankAccount {
  id: string;
  object: 'bank_account';
  account: string;
  bank_name: string;
  country: 'US';
  currency: 'usd';
  last4: string;
  routing_number: string;
  status: 'new';
}

export interface AccountLink {
  object: 'account_link';
  url: string;
  expires_at: number;
  created: number;
}

/** What the sandbox keeps of a link: Stripe's links are single-use and expire. */
export interface LinkSession {
  account: string;
  returnUrl: string;
  refreshUrl: string;
  expiresAt: number;
  /** Opened once: opening it again sends the browser to the refresh URL, as Stripe does. */
  opened: boolean;
  submitted: boolean;
}

export interface TransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  currency: 'usd';
  transfer: string;
  destination_payment_refund: string;
  source_refund: null;
  metadata: Record<string, string>;
  created: number;
}

export interface Transfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: 'usd';
  destination: string;
  destination_payment: string;
  source_transaction: string | null;
  source_type: 'card';
  transfer_group: string | null;
  description: string | null;
  reversed: boolean;
  reversals: { object: 'list'; data: TransferReversal[]; has_more: false; total_count: number; url: string };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** A charge's money as the platform's balance sees it. */
export interface ChargeFunds {
  id: string;
  captured: number;
  refunded: number;
  disputed: number;
  /** When its money moves from pending to available (Unix seconds). */
  availableOn: number;
}

export interface ConnectRecords {
  accounts: Map<string, Account>;
  links: Map<string, LinkSession>;
  transfers: Map<string, Transfer>;
}

export interface ConnectContext {
  records: ConnectRecords;
  now(): number;
  emit(type: string, object: unknown): void;
  /** A succeeded charge's funds (a Stripe error when there is none). */
  chargeFunds(id: string): ChargeFunds;
  allChargeFunds(): ChargeFunds[];
  /** Where a browser reaches the sandbox's pages. */
  browserUrl(): string;
  metadataOf(form: FormObject): Record<string, string>;
}

/** Stripe's account links last five minutes. */
export const accountLinkSeconds = 300;

/** What Stripe asks of a fresh US Express account before it may take charges and receive payouts. */
const onboardingRequirements = [
  'business_profile.mcc',
  'business_profile.url',
  'business_type',
  'external_account',
  'individual.address.city',
  'individual.address.line1',
  'individual.address.postal_code',
  'individual.address.state',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'individual.phone',
  'individual.ssn_last_4',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

/** The details the onboarding page asks, pre-filled with Stripe's test values. */
export const onboardingFields = [
  { name: 'first_name', label: 'First name', value: 'Jenny' },
  { name: 'last_name', label: 'Last name', value: 'Rosen' },
  { name: 'phone', label: 'Mobile number', value: '000 000 0000' },
  { name: 'dob', label: 'Date of birth', value: '1901-01-01' },
  { name: 'line1', label: 'Address', value: 'address_full_match' },
  { name: 'city', label: 'City', value: 'San Francisco' },
  { name: 'state', label: 'State', value: 'CA' },
  { name: 'postal_code', label: 'ZIP', value: '94103' },
  { name: 'ssn_last_4', label: 'Last 4 digits of SSN', value: '0000' },
  { name: 'mcc', label: 'Industry (MCC)', value: '5521' },
  { name: 'url', label: 'Business website', value: 'https://accessible.stripe.com' },
  { name: 'routing_number', label: 'Routing number', value: '110000000' },
  { name: 'account_number', label: 'Account number', value: '000123456789' },
] as const;

export function createConnect(context: ConnectContext) {
  const { records, now, emit } = context;

  function requiredString(form: FormObject, name: string): string {
    const value = stringAt(form, name);
    if (!value) invalidRequest(`Missing required param: ${name}.`, name, 'parameter_missing');
    return value;
  }

  function amountOf(form: FormObject, name = 'amount'): number | undefined {
    const text = stringAt(form, name);
    if (text === undefined) return undefined;
    const amount = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(amount) || amount < 1) {
      invalidRequest(`Invalid ${name}: must be a positive whole number of cents.`, name);
    }
    return amount;
  }

  function urlParam(form: FormObject, name: string): string {
    const value = requiredString(form, name);
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
      invalidRequest(`Invalid URL: ${name} must be an http or https URL.`, name, 'url_invalid');
    }
    return value;
  }

  function createAccount(form: FormObject): Account {
    const type = stringAt(form, 'type');
    if (type !== 'express') {
      invalidRequest(
        `The sandbox creates only Express accounts (type=express), not ${type ?? 'an account without a type'}.`,
        'type',
      );
    }
    const country = (stringAt(form, 'country') ?? 'US').toUpperCase();
    if (country !== 'US') invalidRequest(`The sandbox creates only US accounts, not ${country}.`, 'country');
    const capabilities: Record<string, CapabilityStatus> = {};
    for (const name of ['card_payments', 'transfers']) {
      if (stringAt(form, 'capabilities', name, 'requested') === 'true') capabilities[name] = 'inactive';
    }
    if (!capabilities.transfers) {
      invalidRequest(
        'An Express account in the US must request the transfers capability: capabilities[transfers][requested]=true.',
        'capabilities',
      );
    }
    const id = `acct_${token(8)}`;
    const account: Account = {
      id,
      object: 'account',
      type: 'express',
      country,
      email: stringAt(form, 'email') ?? null,
      default_currency: 'usd',
      business_type: null,
      capabilities,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: {
        alternatives: [],
        current_deadline: null,
        currently_due: [...onboardingRequirements],
        disabled_reason: 'requirements.past_due',
        errors: [],
        eventually_due: [...onboardingRequirements],
        past_due: [...onboardingRequirements],
        pending_verification: [],
      },
      external_accounts: {
        object: 'list',
        data: [],
        has_more: false,
        url: `/v1/accounts/${id}/external_accounts`,
      },
      metadata: context.metadataOf(form),
      created: now(),
      livemode: false,
    };
    records.accounts.set(id, account);
    return account;
  }

  const accountOf = (id: string, param = 'account') =>
    records.accounts.get(id) ?? missing('account', id, param);

  function createAccountLink(form: FormObject): AccountLink {
    const account = accountOf(requiredString(form, 'account'));
    const type = requiredString(form, 'type');
    if (type !== 'account_onboarding') {
      invalidRequest(`The sandbox makes only account_onboarding links, not ${type}.`, 'type');
    }
    const refreshUrl = urlParam(form, 'refresh_url');
    const returnUrl = urlParam(form, 'return_url');
    const created = now();
    const linkToken = token(24);
    const expiresAt = created + accountLinkSeconds;
    records.links.set(linkToken, {
      account: account.id,
      returnUrl,
      refreshUrl,
      expiresAt,
      opened: false,
      submitted: false,
    });
    return {
      object: 'account_link',
      url: `${context.browserUrl()}/connect/onboarding/${linkToken}`,
      expires_at: expiresAt,
      created,
    };
  }

  /** The link's page may be shown: an unknown, expired or already opened link sends the browser to refresh_url. */
  function openLink(linkToken: string): { show: Account } | { redirect: string } | undefined {
    const link = records.links.get(linkToken);
    if (!link) return undefined;
    if (link.opened || now() >= link.expiresAt) return { redirect: link.refreshUrl };
    link.opened = true;
    return { show: accountOf(link.account) };
  }

  /**
   * Submits the onboarding form of an opened link: the account is onboarded and `account.updated` sent. Returns where
   * the browser goes next, the fields left blank (the page is shown again), or undefined for an unknown link.
   */
  function submitOnboarding(
    linkToken: string,
    form: FormObject,
  ): { redirect: string } | { blank: string[]; account: Account } | undefined {
    const link = records.links.get(linkToken);
    if (!link) return undefined;
    if (!link.opened || link.submitted) return { redirect: link.refreshUrl };
    const account = accountOf(link.account);
    const blank = onboardingFields
      .filter((field) => !stringAt(form, field.name)?.trim())
      .map((field) => field.name);
    const routing = stringAt(form, 'routing_number') ?? '';
    const number = stringAt(form, 'account_number') ?? '';
    if (!/^\d{9}$/.test(routing)) blank.push('routing_number');
    if (!/^\d{4,17}$/.test(number)) blank.push('account_number');
    if (blank.length > 0) return { blank: [...new Set(blank)], account };
    link.submitted = true;
    account.business_type = 'individual';
    account.details_submitted = true;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.capabilities = Object.fromEntries(
      Object.keys(account.capabilities).map((name) => [name, 'active']),
    );
    account.requirements = {
      ...account.requirements,
      currently_due: [],
      eventually_due: [],
      past_due: [],
      disabled_reason: null,
    };
    account.external_accounts.data = [
      {
        id: `ba_${token(8)}`,
        object: 'bank_account',
        account: account.id,
        bank_name: 'STRIPE TEST BANK',
        country: 'US',
        currency: 'usd',
        last4: number.slice(-4),
        routing_number: routing,
        status: 'new',
      },
    ];
    emit('account.updated', account);
    return { redirect: link.returnUrl };
  }

  /** What is left of a charge to transfer: what was captured less what was refunded, disputed or already sent on. */
  function transferableFrom(funds: ChargeFunds): number {
    return funds.captured - funds.refunded - funds.disputed - transferredFrom(funds.id);
  }

  function transferredFrom(chargeId: string): number {
    return [...records.transfers.values()]
      .filter((transfer) => transfer.source_transaction === chargeId)
      .reduce((sum, transfer) => sum + transfer.amount - transfer.amount_reversed, 0);
  }

  function createTransfer(form: FormObject): Transfer {
    const amount =
      amountOf(form) ?? invalidRequest('Missing required param: amount.', 'amount', 'parameter_missing');
    const currency = requiredString(form, 'currency').toLowerCase();
    if (currency !== 'usd') invalidRequest(`The sandbox only transfers usd, not ${currency}.`, 'currency');
    const destination = accountOf(requiredString(form, 'destination'), 'destination');
    if (destination.capabilities.transfers !== 'active') {
      throw new SandboxError(400, {
        type: 'invalid_request_error',
        code: 'insufficient_capabilities_for_transfer',
        param: 'destination',
        message:
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      });
    }
    const source = stringAt(form, 'source_transaction');
    if (source) {
      const remaining = transferableFrom(context.chargeFunds(source));
      if (amount > remaining) {
        invalidRequest(
          `Insufficient funds on the source transaction: the transfer amount ($${dollars(amount)}) exceeds what is ` +
            `left of charge ${source} to transfer ($${dollars(remaining)}).`,
          'amount',
          'balance_insufficient',
        );
      }
    } else if (amount > balance().available[0]!.amount) {
      invalidRequest(
        'You have insufficient available funds in your Stripe account. Transfer from a charge with source_transaction, or wait for pending funds to become available.',
        'amount',
        'balance_insufficient',
      );
    }
    const id = `tr_${token()}`;
    const transfer: Transfer = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency: 'usd',
      destination: destination.id,
      destination_payment: `py_${token()}`,
      source_transaction: source ?? null,
      source_type: 'card',
      transfer_group: stringAt(form, 'transfer_group') ?? null,
      description: stringAt(form, 'description') ?? null,
      reversed: false,
      reversals: {
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/transfers/${id}/reversals`,
      },
      metadata: context.metadataOf(form),
      created: now(),
      livemode: false,
    };
    records.transfers.set(id, transfer);
    emit('transfer.created', transfer);
    return transfer;
  }

  const transferOf = (id: string) => records.transfers.get(id) ?? missing('transfer', id);

  function listTransfers(query: URLSearchParams) {
    const limitText = query.get('limit') ?? '10';
    const limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || limit < 1 || limit > 100) {
      invalidRequest('Invalid integer: limit must be between 1 and 100.', 'limit');
    }
    const destination = query.get('destination');
    const group = query.get('transfer_group');
    const matching = [...records.transfers.values()]
      .filter((transfer) => !destination || transfer.destination === destination)
      .filter((transfer) => !group || transfer.transfer_group === group)
      .reverse();
    return {
      object: 'list',
      data: matching.slice(0, limit),
      has_more: matching.length > limit,
      url: '/v1/transfers',
    };
  }

  function reverseTransfer(transfer: Transfer, form: FormObject): TransferReversal {
    const left = transfer.amount - transfer.amount_reversed;
    if (left === 0) {
      invalidRequest(`Transfer ${transfer.id} has already been fully reversed.`, 'amount');
    }
    const amount = amountOf(form) ?? left;
    if (amount > left) {
      invalidRequest(
        `Amount requested to reverse ($${dollars(amount)}) is greater than the amount left on transfer ${transfer.id} ($${dollars(left)}).`,
        'amount',
      );
    }
    const reversal: TransferReversal = {
      id: `trr_${token()}`,
      object: 'transfer_reversal',
      amount,
      currency: 'usd',
      transfer: transfer.id,
      destination_payment_refund: `pyr_${token()}`,
      source_refund: null,
      metadata: context.metadataOf(form),
      created: now(),
    };
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    transfer.reversals.data.unshift(reversal);
    transfer.reversals.total_count += 1;
    emit('transfer.reversed', transfer);
    return reversal;
  }

  /**
   * The platform's balance: each charge's money, less what was refunded, disputed or transferred from it, is pending
   * until its `availableOn` and available after; transfers made without a source charge come out of what is available.
   */
  function balance() {
    let available = 0;
    let pending = 0;
    for (const funds of context.allChargeFunds()) {
      const net = transferableFrom(funds);
      if (now() >= funds.availableOn) available += net;
      else pending += net;
    }
    for (const transfer of records.transfers.values()) {
      if (!transfer.source_transaction) available -= transfer.amount - transfer.amount_reversed;
    }
    const sourceTypes = (amount: number) => ({ card: amount });
    return {
      object: 'balance',
      available: [{ amount: available, currency: 'usd', source_types: sourceTypes(available) }],
      pending: [{ amount: pending, currency: 'usd', source_types: sourceTypes(pending) }],
      livemode: false,
    };
  }

  /** Answers a Connect API call, or undefined when the path is not one of them. */
  function route(
    method: string,
    path: string,
    form: FormObject,
    query: URLSearchParams,
  ): { status: number; body: unknown } | undefined {
    const ok = (body: unknown) => ({ status: 200, body });
    if (method === 'POST' && path === '/v1/accounts') return ok(createAccount(form));
    if (method === 'POST' && path === '/v1/account_links') return ok(createAccountLink(form));
    if (method === 'POST' && path === '/v1/transfers') return ok(createTransfer(form));
    if (method === 'GET' && path === '/v1/transfers') return ok(listTransfers(query));
    if (method === 'GET' && path === '/v1/balance') return ok(balance());
    const account = /^\/v1\/accounts\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && account) return ok(accountOf(account[1]!, 'id'));
    const transfer = /^\/v1\/transfers\/([A-Za-z0-9_]+)(\/reversals)?$/.exec(path);
    if (transfer && method === 'GET' && !transfer[2]) return ok(transferOf(transfer[1]!));
    if (transfer && method === 'POST' && transfer[2])
      return ok(reverseTransfer(transferOf(transfer[1]!), form));
    return undefined;
  }

  return { route, openLink, submitOnboarding, transferredFrom };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export type Connect = ReturnType<typeof createConnect>;
