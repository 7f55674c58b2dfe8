import { describe, expect, it } from 'vitest';
import { scamFlags } from './scam-rules.ts';

const flagged: [string, string][] = [
  [
    'I am deployed overseas, please send payment by wire transfer and my agent ships the car',
    'wire-transfer',
  ],
  ['Can you do a bank transfer today? I will release the title after', 'wire-transfer'],
  ['Just Zelle me $500 to hold it', 'payment-app'],
  ['venmo works best for me, @carguy22', 'payment-app'],
  ['Pay with CashApp and I will hold the car for you', 'payment-app'],
  ['PayPal friends and family only please', 'payment-app'],
  ['Buy 4 Steam cards of $500 each and send me the codes', 'gift-card'],
  ['I accept Google Play gift cards', 'gift-card'],
  ['Send the money through Western Union to my shipping agent', 'money-transfer-service'],
  ['MoneyGram is fine', 'money-transfer-service'],
  ['I only take bitcoin or USDT', 'crypto'],
  ['Payment in crypto gets you a discount', 'crypto'],
  ['A refundable deposit of $300 holds the car until Friday', 'deposit'],
  ['Send a down payment first so I know you are serious', 'deposit'],
  ['Full pictures here: http://bit.ly/3xYz', 'external-link'],
  ['See the carfax at www.carhistory-check.com', 'external-link'],
  ['check out autotrans-escrow.net for the escrow', 'external-link'],
  ['Email me at john.seller@gmail.com', 'email-address'],
  ['write to jane (at) example (dot) com', 'email-address'],
  ['Call 555-867-5309 so we can talk', 'phone-number'],
  ['my number is (415) 555 0134', 'phone-number'],
  ['text +1 415 555 0134', 'phone-number'],
  ['Add me on WhatsApp, easier there', 'other-messenger'],
  ["let's continue on telegram", 'other-messenger'],
];

const ordinary = [
  'Hi, is the car still available?',
  'Would you take $12,500 for it?',
  'What is the lowest price you would accept? I can pay cash at the meeting.',
  'It has 45,000 miles on it, all highway.',
  'Mileage is 123456, timing belt replaced at 100000.',
  'Can we meet at the Walmart parking lot on Main St on Saturday at 10am?',
  'The price is firm at 8900, sorry.',
  'Any accidents? Is the title clean?',
  'The VIN is 1HGCM82633A004352 if you want to check it.',
  'Tires are new, brakes done in 2023, oil change every 5000 miles.',
  'I can bring my mechanic to look at it. Does Sunday 2:30 pm work?',
  'Does the price include the new wheels?',
  'Payment through Second Gear is fine by me, I will book it now.',
  'It is a 2015 model, 4 doors, 2.0L engine, 30 mpg.',
  'Is it a manual or automatic?',
];

describe('the scam guard', () => {
  it.each(flagged)('flags %j (%s)', (text, rule) => {
    expect(scamFlags(text, false)).toContain(rule);
  });

  it.each(ordinary)('lets %j through', (text) => {
    expect(scamFlags(text, false)).toEqual([]);
  });

  it('lets contact details through once the buyer has booked, but never a way to pay off the platform', () => {
    expect(scamFlags('Call me on 555-867-5309 when you arrive', true)).toEqual([]);
    expect(scamFlags('my e-mail is john.seller@gmail.com', true)).toEqual([]);
    expect(scamFlags('Zelle me the rest before we meet', true)).toEqual(['payment-app']);
  });
});
