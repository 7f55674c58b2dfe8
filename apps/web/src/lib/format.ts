import { pageLocale } from './i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One number format per locale and style, made once: pages format hundreds of prices. */
function numberFormat(style: 'whole' | 'cents' | 'miles'): Intl.NumberFormat {
  const locale = pageLocale();
  const id = `${locale} ${style}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      style === 'cents'
        ? { style: 'currency', currency: 'USD' }
        : style === 'miles'
          ? { style: 'unit', unit: 'mile', maximumFractionDigits: 0 }
          : { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 },
    );
    numberFormats.set(id, format);
  }
  return format;
}

/** A whole-dollar price as shown everywhere in the app, in the page's language: `$12,500`. */
export function formatPrice(dollars: number): string {
  return numberFormat('whole').format(dollars);
}

/** An amount in cents, as prices are shown with the cents after them: `$12,500.50`, `-$3.00`. */
export function formatCents(cents: number): string {
  return numberFormat('cents').format(cents / 100);
}

/** Miles as shown everywhere in the app: `61,200 mi`. */
export function formatMileage(miles: number): string {
  return numberFormat('miles').format(miles);
}

/** A plain count in the page's language: `1,234`. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(pageLocale()).format(value);
}

/**
 * Where a date is read: the reader's time zone, or UTC where a page is drawn on the server. The locale is the page's
 * language unless one is given.
 */
export interface DatePlace {
  locale?: string;
  timeZone?: string;
}

/** A day as shown everywhere in the app: `Nov 20, 2026` in English, `20 nov 2026` in Spanish. */
export function formatDate(at: string | Date, place: DatePlace = {}): string {
  return new Intl.DateTimeFormat(place.locale ?? pageLocale(), {
    dateStyle: 'medium',
    timeZone: place.timeZone,
  }).format(new Date(at));
}

/** A moment, in the same style with the time after it: `Nov 20, 2026, 3:45 PM`. */
export function formatDateTime(at: string | Date, place: DatePlace = {}): string {
  return new Intl.DateTimeFormat(place.locale ?? pageLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: place.timeZone,
  }).format(new Date(at));
}

/** A moment in words, for a deadline: `Friday, November 20, 2026 at 3:45 PM` in English. */
export function formatMomentInWords(at: string | Date, place: DatePlace = {}): string {
  return new Intl.DateTimeFormat(place.locale ?? pageLocale(), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: place.timeZone,
  }).format(new Date(at));
}
