import { formatMileage, formatNumber, formatPrice } from '../../lib/format';
import { pageLanguage } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

type Key = Parameters<typeof componentsCatalogue.t>[0];
type Values = Record<string, string | number>;

/** Digits as the contract writes them ("150,000"), as a number. */
const numberOf = (digits: string) => Number(digits.replace(/,/g, ''));

/**
 * A sentence of the contract's, known by its English words: its catalogue key and the values of its placeholders,
 * read from the words that vary.
 */
interface Rule {
  pattern: RegExp;
  key: Key;
  values?: (match: RegExpExecArray) => Values;
}

/** Whole sentences (the contract's and the form rules'), which name nothing before them. */
const sentences: readonly Rule[] = [
  { pattern: /^\* required field$/, key: 'validation.required' },
  { pattern: /^Write a message first$/, key: 'validation.writeMessage' },
  {
    pattern: /^A message is at most ([\d,]+) characters$/,
    key: 'validation.messageLength',
    values: ([, max = '']) => ({ max }),
  },
  { pattern: /^Write times as HH:MM \(00:00 to 24:00\)$/, key: 'validation.times' },
  {
    pattern: /^A VIN has 17 characters; this one has (\d+)\.$/,
    key: 'validation.vinLength',
    values: ([, count = '']) => ({ count }),
  },
  {
    pattern: /^A VIN never contains the letters I, O or Q \(it has (.+)\): check for 1 and 0\.$/,
    key: 'validation.vinLetters',
    values: ([, letters = '']) => ({ letters }),
  },
  { pattern: /^A VIN has only letters and digits\.$/, key: 'validation.vinCharacters' },
  {
    pattern: /^This VIN fails its check digit \(the 9th character\): one of its characters is mistyped\.$/,
    key: 'validation.vinCheckDigit',
  },
  {
    pattern: /^Years of use cannot be more than the car's age \((\d+) years?\)\.$/,
    key: 'validation.yearsOfUse',
    values: ([, age = '']) => ({ age: Number(age) }),
  },
  { pattern: /^A car needs at least one photo$/, key: 'validation.onePhoto' },
  {
    pattern: /^A car can have at most (\d+) photos$/,
    key: 'validation.maxPhotos',
    values: ([, max = '']) => ({ max }),
  },
  { pattern: /^give a reason$/, key: 'validation.giveReason' },
];

/** Rules, said of a field: alone ("must be at most 80 characters"), or after the field's name. */
const rules: readonly Rule[] = [
  {
    pattern: /(?:must be|is) at most ([\d,]+) characters$/,
    key: 'validation.maxLength',
    values: ([, max = '']) => ({ max }),
  },
  {
    pattern: /must be at least (\d+) characters$/,
    key: 'validation.minLength',
    values: ([, min = '']) => ({ min }),
  },
  { pattern: /is required$/, key: 'validation.isRequired' },
  { pattern: /must be a number$/, key: 'validation.number' },
  { pattern: /must be whole dollars$/, key: 'validation.wholeDollars' },
  { pattern: /must be more than 0$/, key: 'validation.moreThanZero' },
  {
    pattern: /must be at most \$([\d,]+)$/,
    key: 'validation.maxPrice',
    values: ([, amount = '']) => ({ amount: formatPrice(numberOf(amount)) }),
  },
  {
    pattern: /must be at most ([\d,]+) miles$/,
    key: 'validation.maxMiles',
    values: ([, miles = '']) => ({ miles: formatMileage(numberOf(miles)) }),
  },
  { pattern: /must be whole miles$/, key: 'validation.wholeMiles' },
  {
    pattern: /must be a whole number, such as (\d+)$/,
    key: 'validation.wholeNumber',
    values: ([, example = '']) => ({ example }),
  },
  {
    pattern: /must be between ([\d,]+) and ([\d,]+)$/,
    key: 'validation.between',
    values: ([, min = '', max = '']) => ({
      min: formatNumber(numberOf(min)),
      max: formatNumber(numberOf(max)),
    }),
  },
  { pattern: /must be whole years$/, key: 'validation.wholeYears' },
  { pattern: /cannot be negative$/, key: 'validation.notNegative' },
  { pattern: /cannot be empty$/, key: 'validation.notEmpty' },
  {
    pattern: /must be (\d{4}) or later$/,
    key: 'validation.yearOrLater',
    values: ([, year = '']) => ({ year }),
  },
  {
    pattern: /cannot be later than (\d{4})\.?$/,
    key: 'validation.notLaterThan',
    values: ([, year = '']) => ({ year }),
  },
  {
    pattern: /must be a model year such as (\d{4})$/,
    key: 'validation.modelYear',
    values: ([, year = '']) => ({ year }),
  },
  { pattern: /must be a year$/, key: 'validation.year' },
  {
    pattern: /must be five digits, such as (\d{5})$/,
    key: 'validation.fiveDigits',
    values: ([, example = '']) => ({ example }),
  },
  { pattern: /must be an e-mail address$/, key: 'validation.email' },
  { pattern: /must match the new password$/, key: 'validation.matchPassword' },
  { pattern: /must be one of:? (.+)$/, key: 'validation.oneOf', values: ([, values = '']) => ({ values }) },
  { pattern: /must be text$/, key: 'validation.text' },
  { pattern: /must be buyer or seller$/, key: 'validation.buyerOrSeller' },
  { pattern: /must be Excellent, Good or Fair$/, key: 'validation.condition' },
  {
    pattern: /must be at least (\d+) stars?$/,
    key: 'validation.minStars',
    values: ([, count = '']) => ({ count: Number(count) }),
  },
  {
    pattern: /must be at most (\d+) stars?$/,
    key: 'validation.maxStars',
    values: ([, count = '']) => ({ count: Number(count) }),
  },
  { pattern: /must be a whole number of stars$/, key: 'validation.wholeStars' },
  { pattern: /must be a number of stars from 1 to 5$/, key: 'validation.starsRange' },
  {
    pattern: /must end at least (\d+) minutes after they start$/,
    key: 'validation.hoursEnd',
    values: ([, minutes = '']) => ({ minutes }),
  },
];

/** A field's label as the subject of its rule: without the unit after it ("Price ($)" is the price). */
const subjectOf = (label: string) => label.replace(/\s*\([^)]*\)$/, '');

/**
 * A form's refusal in the page's language. The contract's messages are English ("must be at most 80 characters",
 * "Resale price must be more than 0"); on a Spanish page each known one is said in Spanish, named by `label` (the
 * field's own label, in the page's language) where it names its field. A message not known is shown as it is; an
 * English page shows every message as it is.
 */
export function validationText(message: string, label?: string): string {
  if (pageLanguage() === 'en') return message;
  const t = componentsCatalogue.t;
  for (const { pattern, key, values } of sentences) {
    const match = pattern.exec(message);
    if (match) return t(key, values?.(match));
  }
  for (const { pattern, key, values } of rules) {
    const match = pattern.exec(message);
    if (!match) continue;
    const before = message.slice(0, match.index);
    if (before !== '' && !before.endsWith(' ')) continue;
    const rule = t(key, values?.(match));
    const named = before.trim();
    if (!named) return rule;
    return t('validation.withSubject', { subject: label ? subjectOf(label) : named, rule });
  }
  return message;
}
