const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole-dollar price as shown everywhere in the app: `$12,500`. */
export function formatPrice(dollars: number): string {
  return `$${wholeDollars.format(dollars)}`;
}

/** Miles as shown everywhere in the app: `61,200 mi`. */
export function formatMileage(miles: number): string {
  return `${wholeDollars.format(miles)} mi`;
}

/** Where a date is read: the reader's language and time zone, or fixed ones where a page is drawn on the server. */
export interface DatePlace {
  locale?: string;
  timeZone?: string;
}

/** A day as shown everywhere in the app: `Nov 20, 2026` in English, in the reader's own language elsewhere. */
export function formatDate(at: string | Date, place: DatePlace = {}): string {
  return new Intl.DateTimeFormat(place.locale, { dateStyle: 'medium', timeZone: place.timeZone }).format(
    new Date(at),
  );
}

/** A moment, in the same style with the time after it: `Nov 20, 2026, 3:45 PM`. */
export function formatDateTime(at: string | Date, place: DatePlace = {}): string {
  return new Intl.DateTimeFormat(place.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: place.timeZone,
  }).format(new Date(at));
}

/** A moment in words, for a deadline: `Friday, November 20, 2026 at 3:45 PM` in English. */
export function formatMomentInWords(at: string | Date, place: DatePlace = {}): string {
  return new Intl.DateTimeFormat(place.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: place.timeZone,
  }).format(new Date(at));
}

const dollarsAndCents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount of money in cents, to the cent: `$1,234.50`. */
export function formatCents(cents: number): string {
  return `$${dollarsAndCents.format(cents / 100)}`;
}
