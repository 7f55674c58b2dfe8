/**
 * The scam guard's rules, as data: each names what it catches and the pattern that catches it. A message matching
 * any is delivered with a warning to its reader and listed for the administrators. Contact details (an e-mail address,
 * a phone number, another messaging app) are only suspicious before the buyer has booked the car: after a booking the
 * two are meant to meet. The table is listed in docs/decisions and tested both ways in scam-rules.test.ts.
 */
export interface ScamRule {
  id: string;
  catches: string;
  /** Why a message matching it carries a warning, as its reader and the administrators read it. */
  reason: string;
  pattern: RegExp;
  /** Only flagged while the buyer has not booked the car. */
  beforeBookingOnly?: boolean;
}

export const scamRules: readonly ScamRule[] = [
  {
    id: 'wire-transfer',
    catches: 'a wire or bank transfer',
    reason: 'asks for a wire or bank transfer',
    pattern:
      /\bwire(?:d|s)?\b(?!\s+wheels?)|\bbank\s+transfer|\btransfer\s+(?:the\s+)?(?:money|funds|payment)\b/i,
  },
  {
    id: 'payment-app',
    catches: 'Zelle, Venmo, Cash App, PayPal friends and family',
    reason: 'asks for payment by app',
    pattern: /\b(?:zelle|venmo|cash\s?app|\$cashtag|paypal\s+(?:friends|f&f)|friends\s+and\s+family)\b/i,
  },
  {
    id: 'gift-card',
    catches: 'payment by gift card',
    reason: 'asks for payment by gift card',
    pattern: /\b(?:gift|itunes|steam|google\s+play|amazon|e-?bay)\s*cards?\b/i,
  },
  {
    id: 'money-transfer-service',
    catches: 'Western Union, MoneyGram',
    reason: 'asks for payment by Western Union or MoneyGram',
    pattern: /\b(?:western\s+union|moneygram|money\s+gram)\b/i,
  },
  {
    id: 'crypto',
    catches: 'crypto-currency',
    reason: 'asks for payment in crypto-currency',
    pattern: /\b(?:crypto\w*|bitcoin|btc|usdt|tether|ethereum|eth\s+wallet|wallet\s+address)\b/i,
  },
  {
    id: 'deposit',
    catches: 'a deposit before seeing the car',
    reason: 'asks for a deposit',
    pattern: /\bdeposits?\b|\bdown\s?payment\b|\bholding\s+fee\b/i,
  },
  {
    id: 'external-link',
    catches: 'a link to another site',
    reason: 'links to another site',
    pattern:
      /\bhttps?:\/\/|\bwww\.|(?<![\w@.-])[a-z0-9-]{2,}\.(?:com|net|org|io|co|us|uk|ru|xyz|info|biz|shop|site|online|link|ly|me)\b(?:\/|\b)/i,
  },
  {
    id: 'email-address',
    catches: 'an e-mail address before a booking',
    reason: 'gives an e-mail address before a booking',
    pattern: /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[a-z0-9-]+(?:\.|\s*\(dot\)\s*)[a-z]{2,}/i,
    beforeBookingOnly: true,
  },
  {
    id: 'phone-number',
    catches: 'a phone number before a booking',
    reason: 'gives a phone number before a booking',
    // Ten digits in phone shape (with separators or none), optionally +1: not prices, mileages or years.
    pattern: /(?<![\d$,.])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?![\d,])/,
    beforeBookingOnly: true,
  },
  {
    id: 'other-messenger',
    catches: 'moving to WhatsApp, Telegram, text or e-mail before a booking',
    reason: 'moves the conversation to another app before a booking',
    pattern:
      /\b(?:whats\s?app|telegram|signal\s+me|wechat|text\s+me|e-?mail\s+me|call\s+me\s+(?:at|on)|contact\s+me\s+(?:at|on|via))\b/i,
    beforeBookingOnly: true,
  },
];

/** The ids of the rules a message matches; `booked` says whether the buyer has booked the car. */
export function scamFlags(text: string, booked: boolean): string[] {
  return scamRules
    .filter((rule) => !(booked && rule.beforeBookingOnly) && rule.pattern.test(text))
    .map((rule) => rule.id);
}

/** A message's flags in words, in the table's order; a rule since retired is still a reason to be careful. */
export function scamReasons(flags: readonly string[]): string[] {
  return flags.map((id) => scamRules.find((rule) => rule.id === id)?.reason ?? 'looks like a known scam');
}
