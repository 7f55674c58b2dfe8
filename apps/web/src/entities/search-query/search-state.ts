import {
  facetNames,
  parseSearchQuery,
  searchParameters,
  type FacetName,
  type SearchQuery,
  type SearchQueryProblem,
} from '@second-gear/contract';
import { formatMileage, formatPrice } from '../../lib/format';
import { dealBandNames } from '../car/deal-words';
import { entitiesCatalogue, wordsOf } from '../i18n';

/** How each facet is named on the page. */
export const facetLabels: Readonly<Record<FacetName, string>> = wordsOf({
  make: 'search-query.facet.make',
  modelName: 'search-query.facet.modelName',
  bodyType: 'search-query.facet.bodyType',
  fuelType: 'search-query.facet.fuelType',
  transmission: 'search-query.facet.transmission',
  drivetrain: 'search-query.facet.drivetrain',
  exteriorColor: 'search-query.facet.exteriorColor',
  conditionType: 'search-query.facet.conditionType',
  deal: 'search-query.facet.deal',
});

/** The facets whose values are the contract's lower-case words ("gasoline", "silver"): shown in title case. */
const wordFacets: ReadonlySet<FacetName> = new Set(['fuelType', 'transmission', 'exteriorColor']);
const titleCase = (words: string) =>
  words.replace(/(^|\s)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/**
 * A facet value as shown: deal bands by their names, the contract's words in title case ("Plug-in Hybrid"), and makes,
 * models and body types as the data spells them. The values themselves (in addresses, in the API) do not change.
 */
export function facetValueLabel(facet: FacetName, value: string): string {
  if (facet === 'deal')
    return value in dealBandNames ? dealBandNames[value as keyof typeof dealBandNames] : value;
  return wordFacets.has(facet) ? titleCase(value) : value;
}

/**
 * The search in a page's address. An address the contract refuses (an old link, a hand-edited one) is not a dead
 * end: the parameters at fault are left out, one by one, and each is reported beside its field.
 */
export function readSearchAddress(search: string): { query: SearchQuery; problems: SearchQueryProblem[] } {
  const params = new URLSearchParams(search);
  const problems: SearchQueryProblem[] = [];
  for (;;) {
    const parsed = parseSearchQuery(params);
    if ('query' in parsed) {
      // A page's address never holds a cursor: the page asks for following pages itself.
      const { after: _cursor, ...query } = parsed.query;
      return { query, problems };
    }
    problems.push(parsed.problem);
    params.delete(parsed.problem.parameter);
  }
}

/**
 * The parameter a refusal of the server names, to show its message beside that field: the contract's refusals start
 * with the parameter's name ("zip 00000 is not a US ZIP code we know").
 */
export function parameterOfRefusal(message: string): string | undefined {
  const first = /^[A-Za-z]+/.exec(message)?.[0];
  return first !== undefined && searchParameters.includes(first) ? first : undefined;
}

/** A chosen filter, as a removable chip. */
export interface Chip {
  key: string;
  label: string;
  without: SearchQuery;
}

/** Every filter the search holds, in the order of the panel, each with the search without it. */
export function chipsOf(query: SearchQuery): Chip[] {
  const { t } = entitiesCatalogue;
  const chips: Chip[] = [];
  if (query.q) {
    const { q: _q, ...rest } = query;
    chips.push({
      key: 'q',
      label: t('search-query.keywords', { q: query.q }),
      without: { ...rest, sort: rest.sort === 'relevance' ? 'newest' : rest.sort },
    });
  }
  for (const facet of facetNames) {
    for (const value of query[facet]) {
      chips.push({
        key: `${facet}=${value}`,
        label: facetValueLabel(facet, value),
        without: { ...query, [facet]: query[facet].filter((chosen) => chosen !== value) },
      });
    }
  }
  const range = (
    key: 'priceMin' | 'priceMax' | 'yearMin' | 'yearMax' | 'mileageMax',
    label: (value: number) => string,
  ) => {
    const value = query[key];
    if (value === undefined) return;
    const { [key]: _removed, ...rest } = query;
    chips.push({ key, label: label(value), without: rest });
  };
  range('priceMin', (value) => t('search-query.from', { value: formatPrice(value) }));
  range('priceMax', (value) => t('search-query.upTo', { value: formatPrice(value) }));
  // A year is said as it is written (2018, never 2,018).
  range('yearMin', (value) => t('search-query.from', { value: String(value) }));
  range('yearMax', (value) => t('search-query.upTo', { value: String(value) }));
  range('mileageMax', (value) => t('search-query.upTo', { value: formatMileage(value) }));
  if (query.verified) {
    const { verified: _verified, ...rest } = query;
    chips.push({ key: 'verified', label: t('search-query.verified'), without: rest });
  }
  if (query.hideReserved) {
    const { hideReserved: _hideReserved, ...rest } = query;
    chips.push({ key: 'hideReserved', label: t('search-query.hideReserved'), without: rest });
  }
  if (query.dealer) {
    const { dealer: _dealer, ...rest } = query;
    chips.push({ key: 'dealer', label: t('search-query.dealer', { dealer: query.dealer }), without: rest });
  }
  if (query.zip) {
    const { zip: _zip, radius: _radius, ...rest } = query;
    chips.push({
      key: 'zip',
      label: query.radius
        ? t('search-query.within', { distance: formatMileage(query.radius), zip: query.zip })
        : t('search-query.near', { zip: query.zip }),
      without: { ...rest, sort: rest.sort === 'distance' ? 'newest' : rest.sort },
    });
  }
  return chips;
}

/** The search with no filter and no keywords, keeping the sort where it still applies. */
export function clearedQuery(query: SearchQuery): SearchQuery {
  const sort = query.sort === 'relevance' || query.sort === 'distance' ? 'newest' : query.sort;
  return {
    make: [],
    modelName: [],
    bodyType: [],
    fuelType: [],
    transmission: [],
    drivetrain: [],
    exteriorColor: [],
    conditionType: [],
    deal: [],
    sort,
    limit: query.limit,
  };
}
