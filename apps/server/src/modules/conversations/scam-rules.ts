/**
 * The scam guard's rules, as data: each names what it catches and the pattern that catches it. A message matching
 * any is delivered with a warning to its reader and listed for the administrators. Contact details (an e-mail address,
 * a phone number, another messaging app) are only suspicious before the buyer has booked the car: after a booking the
 * two are meant to meet. The table is listed in docs/decisions and tested both ways in scam-rules.test.ts.
 */
export interface ScamRule {
  id: string;
  catches: string;
  pattern: RegExp;
  /** Only flagged while the buyer has not booked the car. */
  beforeBookingOnly?: boolean;
}

export const scamRules: readonly ScamRule[] = [
  {
    id: 'wire-transfer',
    catches: 'a wire or bank transfer',
    pattern:
      /\bwire(?:d|s)?\b(?!\s+wheels?)|\bbank\s+transfer|\btransfer\s+(?:the\s+)?(?:money|funds|payment)\b/i,
  },
  {
    id: 'payment-app',
    catches: 'Zelle, Venmo, Cash App, PayPal friends and family',
    pattern: /\b(?:zelle|venmo|cash\s?app|\$cashtag|paypal\s+(?:friends|f&f)|friends\s+and\s+family)\b/i,
  },
  {
    id: 'gift-card',
    catches: 'payment by gift card',
    pattern: /\b(?:gift|itunes|steam|google\s+play|amazon|e-?bay)\s*cards?\b/i,
  },
  {
    id: 'money-transfer-service',
    catches: 'Western Union, MoneyGram',
    pattern: /\b(?:western\s+union|moneygram|money\s+gram)\b/i,
  },
  {
    id: 'crypto',
    catches: 'crypto-currency',
    pattern: /\b(?:crypto\w*|bitcoin|btc|usdt|tether|ethereum|eth\s+wallet|wallet\s+address)\b/i,
  },
  {
    id: 'deposit',
    catches: 'a deposit before seeing the car',
    pattern: /\bdeposits?\b|\bdown\s?payment\b|\bholding\s+fee\b/i,
  },
  {
    id: 'external-link',
    catches: 'a link to another site',
    pattern:
      /\bhttps?:\/\/|\bwww\.|(?<![\w@.-])[a-z0-9-]{2,}\.(?:com|net|org|io|co|us|uk|ru|xyz|info|biz|shop|site|online|link|ly|me)\b(?:\/|\b)/i,
  },
  {
    id: 'email-address',
    catches: 'an e-mail address before a booking',
    pattern: /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[a-z0-9-]+(?:\.|\s*\(dot\)\s*)[a-z]{2,}/i,
    beforeBookingOnly: true,
  },
  {
    id: 'phone-number',
    catches: 'a phone number before a booking',
    // Ten digits in phone shape (with separators or none), optionally +1: not prices, mileages or years.
    pattern: /(?<![\d$,.])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?![\d,])/,
    beforeBookingOnly: true,
  },
  {
    id: 'other-messenger',
    catches: 'moving to WhatsApp, Telegram, text or e-mail before a booking',
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
