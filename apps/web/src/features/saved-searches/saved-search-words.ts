import { searchQueryString, type SavedSearchFrequency, type SearchQuery } from '@second-gear/contract';
import { formatMileage, formatPrice } from '../../lib/format';
import { chipsOf, readSearchAddress } from '../../entities/search-query/search-state';
import { savedSearchesCatalogue } from './i18n';

/** The longest name the server keeps. */
const maxNameLength = 80;

/** "Honda or Toyota": a few values in words, the rest counted. */
function listed(values: readonly string[]): string {
  const { t } = savedSearchesCatalogue;
  const [first = '', second] = values;
  if (second === undefined) return first;
  if (values.length === 2) return t('name.or', { first, second });
  return t('name.orMore', { first, second, count: values.length - 2 });
}

/** The price part of a name: "under $15,000", "from $8,000", "$8,000–$15,000". */
function priceWords(query: SearchQuery): string | undefined {
  const { t } = savedSearchesCatalogue;
  const { priceMin, priceMax } = query;
  if (priceMin !== undefined && priceMax !== undefined)
    return t('name.priceRange', { min: formatPrice(priceMin), max: formatPrice(priceMax) });
  if (priceMax !== undefined) return t('name.under', { amount: formatPrice(priceMax) });
  if (priceMin !== undefined) return t('name.from', { amount: formatPrice(priceMin) });
  return undefined;
}

/**
 * A name for a search, from its filters, as a person would say it: "Honda Civic under $15,000", "“red pickup” near
 * 98101". The buyer can change it before saving.
 */
export function suggestedSearchName(query: SearchQuery): string {
  const { t } = savedSearchesCatalogue;
  const subject: string[] = [];
  if (query.make.length > 0) subject.push(listed(query.make));
  if (query.modelName.length > 0) subject.push(listed(query.modelName));
  if (subject.length === 0 && query.bodyType.length > 0) subject.push(listed(query.bodyType));
  if (query.q) subject.push(t('name.quoted', { q: query.q }));
  // Years as written, never as numbers with a thousands separator.
  const details = [
    priceWords(query) ?? '',
    query.yearMin !== undefined ? t('name.from', { amount: String(query.yearMin) }) : '',
    query.yearMax !== undefined ? t('name.upTo', { amount: String(query.yearMax) }) : '',
    query.mileageMax !== undefined ? t('name.under', { amount: formatMileage(query.mileageMax) }) : '',
    query.zip
      ? query.radius
        ? t('name.within', { radius: query.radius, zip: query.zip })
        : t('name.near', { zip: query.zip })
      : '',
  ].filter(Boolean);
  const name = [subject.length > 0 ? subject.join(' ') : t('name.cars'), ...details].join(' ');
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

/**
 * How often a search alerts, as the form and the list say it; `off` for a saved search whose alerts were turned off
 * (by its e-mail's unsubscribe link, or here): kept, but silent.
 */
export function frequencyWords(frequency: SavedSearchFrequency | 'off'): {
  label: string;
  explained: string;
} {
  const { t } = savedSearchesCatalogue;
  return { label: t(`frequency.${frequency}`), explained: t(`frequency.${frequency}.explained`) };
}

/** The browser's time zone (daily and weekly e-mails go at 8:00 there); undefined when it cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
