/** What Stripe answers for a card: the outcome of its test cards and of its checks on expiry and CVC. */
export type CardVerdict =
  | {
      outcome: 'succeeded';
      brand: string;
      last4: string;
      /** Set for Stripe's dispute test cards: the charge succeeds, then is disputed for this reason. */
      disputeReason?: string;
    }
  | {
      outcome: 'refused';
      status: 400 | 402;
      code: string;
      declineCode?: string;
      param?: string;
      message: string;
    };

export interface CardDetails {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

/** Stripe's test cards whose outcome is not a plain success (https://docs.stripe.com/testing). */
const declines: Record<string, { code: string; declineCode: string; message: string }> = {
  '4000000000000002': {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': {
    code: 'card_declined',
    declineCode: 'lost_card',
    message: 'Your card was declined.',
  },
  '4000000000009979': {
    code: 'card_declined',
    declineCode: 'stolen_card',
    message: 'Your card was declined.',
  },
  '4000000000000069': {
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
  '4000000000000127': {
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  '4000000000000119': {
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** Stripe's test cards whose charge succeeds and is then disputed (https://docs.stripe.com/testing#disputes). */
const disputes: Record<string, string> = {
  '4000000000000259': 'fraudulent',
};

/** Stripe's test payment methods, for server-side confirmation (`payment_method: 'pm_card_visa'`). */
export const testPaymentMethods: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_createDispute: '4000000000000259',
};

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

const invalid = (code: string, param: string, message: string): CardVerdict => ({
  outcome: 'refused',
  status: 402,
  code,
  param,
  message,
});

/** Checks a card as Stripe does, in Stripe's order: number, expiry, CVC, then the test card's own outcome. */
export function judgeCard(card: CardDetails, now: Date): CardVerdict {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return invalid('incorrect_number', 'number', 'Your card number is incorrect.');
  }
  const month = Number(card.expMonth);
  if (!/^\d{1,2}$/.test(card.expMonth) || month < 1 || month > 12) {
    return invalid('invalid_expiry_month', 'exp_month', "Your card's expiration month is invalid.");
  }
  const year = Number(card.expYear.length === 2 ? `20${card.expYear}` : card.expYear);
  if (!/^\d{2}(\d{2})?$/.test(card.expYear)) {
    return invalid('invalid_expiry_year', 'exp_year', "Your card's expiration year is invalid.");
  }
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) {
    return invalid('invalid_expiry_year', 'exp_year', "Your card's expiration year is in the past.");
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    return invalid('invalid_expiry_month', 'exp_month', "Your card's expiration date is in the past.");
  }
  const cvcLength = brandOf(number) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return invalid('invalid_cvc', 'cvc', "Your card's security code is invalid.");
  }
  const decline = declines[number];
  if (decline) return { outcome: 'refused', status: 402, ...decline };
  const disputeReason = disputes[number];
  return {
    outcome: 'succeeded',
    brand: brandOf(number),
    last4: number.slice(-4),
    ...(disputeReason ? { disputeReason } : {}),
  };
}
