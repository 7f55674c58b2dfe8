import { searchQueryString, type SavedSearchFrequency, type SearchQuery } from '@second-gear/contract';
import { formatMileage, formatPrice } from '../../lib/format';
import { chipsOf, readSearchAddress } from '../../entities/search-query/search-state';

/** The longest name the server keeps. */
const maxNameLength = 80;

/** "Honda or Toyota": a few values in words, the rest counted. */
function listed(values: readonly string[]): string {
  if (values.length <= 2) return values.join(' or ');
  return `${values.slice(0, 2).join(', ')} or ${values.length - 2} more`;
}

/** The price part of a name: "under $15,000", "from $8,000", "$8,000–$15,000". */
function priceWords(query: SearchQuery): string | undefined {
  const { priceMin, priceMax } = query;
  if (priceMin !== undefined && priceMax !== undefined)
    return `${formatPrice(priceMin)}–${formatPrice(priceMax)}`;
  if (priceMax !== undefined) return `under ${formatPrice(priceMax)}`;
  if (priceMin !== undefined) return `from ${formatPrice(priceMin)}`;
  return undefined;
}

/**
 * A name for a search, from its filters, as a person would say it: "Honda Civic under $15,000", "“red pickup” near
 * 98101". The buyer can change it before saving.
 */
export function suggestedSearchName(query: SearchQuery): string {
  const subject: string[] = [];
  if (query.make.length > 0) subject.push(listed(query.make));
  if (query.modelName.length > 0) subject.push(listed(query.modelName));
  if (subject.length === 0 && query.bodyType.length > 0) subject.push(listed(query.bodyType));
  if (query.q) subject.push(`“${query.q}”`);
  const details = [
    priceWords(query) ?? '',
    query.yearMin !== undefined ? `from ${query.yearMin}` : '',
    query.yearMax !== undefined ? `up to ${query.yearMax}` : '',
    query.mileageMax !== undefined ? `under ${formatMileage(query.mileageMax)}` : '',
    query.zip ? (query.radius ? `within ${query.radius} mi of ${query.zip}` : `near ${query.zip}`) : '',
  ].filter(Boolean);
  const name = [subject.length > 0 ? subject.join(' ') : 'Cars', ...details].join(' ');
  return name.length <= maxNameLength ? name : `${name.slice(0, maxNameLength - 1).trimEnd()}…`;
}

/** A saved search's filters in words, as the search page's chips name them: "Honda · Up to $15,000". */
export function searchSummary(queryString: string): string {
  const { query } = readSearchAddress(queryString);
  return chipsOf(query)
    .map((chip) => chip.label)
    .join(' · ');
}

/** Whether two query strings are the same search (the server spells makes and models as the cars have them). */
export function sameSearch(queryString: string, query: SearchQuery): boolean {
  const { query: saved } = readSearchAddress(queryString);
  return searchQueryString(saved).toLowerCase() === searchQueryString(query).toLowerCase();
}

/** How often a search alerts, as the form and the list say it. */
export const frequencyWords: Readonly<Record<SavedSearchFrequency, { label: string; explained: string }>> = {
  instant: {
    label: 'Instantly',
    explained: 'An e-mail within a minute of a matching car being listed or dropping into your price range.',
  },
  daily: {
    label: 'Daily',
    explained: 'One e-mail a day at 8:00 your time with the new matches, only when there are some.',
  },
  weekly: {
    label: 'Weekly',
    explained: 'One e-mail on Mondays at 8:00 your time with the new matches, only when there are some.',
  },
};

/** A saved search whose alerts were turned off (by its e-mail's unsubscribe link, or here): kept, but silent. */
export const alertsOffWords = {
  label: 'Off',
  explained: 'No e-mails. The search stays here, counting its new cars.',
} as const;

/** The browser's time zone (daily and weekly e-mails go at 8:00 there); undefined when it cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
