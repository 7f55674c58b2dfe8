import type { SandboxCard } from './api/confirm-sandbox-card';
import { paymentsCatalogue } from './i18n';

/** The sandbox card form's fields as typed (formatted as they are typed). */
export interface SandboxCardFields {
  number: string;
  expiry: string;
  cvc: string;
}
export type SandboxCardField = keyof SandboxCardFields;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" or "12/34" → "12 / 34"; a four-digit year is kept ("12 / 2034"). */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

/**
 * The card to send, or the first field that is obviously incomplete, with Stripe's own message for it. Anything
 * beyond that (a past date, a wrong month, a declined card) is the provider's to say.
 */
export function readSandboxCard(
  fields: SandboxCardFields,
): { card: SandboxCard } | { error: string; field: SandboxCardField } {
  const number = digitsOf(fields.number);
  const expiry = digitsOf(fields.expiry);
  const cvc = digitsOf(fields.cvc);
  if (number.length < 12) return { error: paymentsCatalogue.t('card.numberIncomplete'), field: 'number' };
  if (expiry.length !== 4 && expiry.length !== 6) {
    return { error: paymentsCatalogue.t('card.expiryIncomplete'), field: 'expiry' };
  }
  if (cvc.length < 3) return { error: paymentsCatalogue.t('card.cvcIncomplete'), field: 'cvc' };
  const year = expiry.slice(2);
  return {
    card: { number, expMonth: expiry.slice(0, 2), expYear: year.length === 2 ? `20${year}` : year, cvc },
  };
}

/** The form field a provider's error names through Stripe's `param` (`payment_method_data[card][exp_year]`, `cvc`). */
export function fieldOfParam(param: string | undefined): SandboxCardField | undefined {
  if (!param) return undefined;
  if (/(^|\[)number\]?$/.test(param)) return 'number';
  if (/(^|\[)exp_(month|year)\]?$/.test(param)) return 'expiry';
  if (/(^|\[)cvc\]?$/.test(param)) return 'cvc';
  return undefined;
}
