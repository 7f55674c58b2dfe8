import { z } from 'zod';
import { sellerRating } from './reviews.ts';
import { conditionType, conditionTypes, maxPrice, priceDrop } from './cars.ts';
import { dealBands, dealRating, type DealBand } from './deal-rating.ts';
import {
  drivetrain,
  drivetrains,
  exteriorColor,
  exteriorColors,
  fuelType,
  fuelTypes,
  maxMileage,
  transmission,
  transmissions,
} from './vehicles.ts';
import { reservedUntil } from './reservations.ts';
import { carDealer } from './dealers.ts';
import { financingTerms, maxMonthlyBudget } from './financing.ts';

export {
  dealBandEdges,
  dealBandLimits,
  dealBandOf,
  dealBands,
  dealMethod,
  dealPercentOf,
  dealRating,
} from './deal-rating.ts';
export type { DealBand, DealRating } from './deal-rating.ts';

/**
 * GET /search: the buyer's search. Its query string is also the address of the search page `/cars?…`, so the web app
 * reads and writes it with the same two functions the server parses it with: `parseSearchQuery` and `searchQueryString`.
 */

/** GET /cars/{id}/comparables: the cars a car's expected price came from, each with the price it counted at. */
export const comparableCar = z.object({
  _id: z.string(),
  productName: z.string(),
  image: z.string(),
  make: z.string(),
  modelName: z.string(),
  trim: z.string().nullable(),
  year: z.number().int(),
  mileage: z.number().int(),
  resalePrice: z.number().int(),
  /** The price after the mileage adjustment: the number the median is taken over. */
  adjustedPrice: z.number().int(),
  saleStatus: z.enum(['available', 'sold']),
  location: z.string(),
});
export type ComparableCar = z.infer<typeof comparableCar>;
export const comparablesAnswer = z.object({
  dealRating: dealRating.nullable(),
  comparables: z.array(comparableCar),
});
export type ComparablesAnswer = z.infer<typeof comparablesAnswer>;

export const searchRadii = [10, 25, 50, 100, 250, 500] as const;
export const searchSorts = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'mileage_asc',
  'year_desc',
  'best_deal',
  'distance',
  'monthly_asc',
] as const;
export type SearchSort = (typeof searchSorts)[number];
export const searchLimitDefault = 24;
export const searchLimitMax = 100;

/** The facets, in the order the search page shows them. Each is also a repeatable filter of the same name. */
export const facetNames = [
  'make',
  'modelName',
  'bodyType',
  'fuelType',
  'transmission',
  'drivetrain',
  'exteriorColor',
  'conditionType',
  'deal',
] as const;
export type FacetName = (typeof facetNames)[number];

/**
 * The values a facet can take when they are fixed by the contract. make, modelName and bodyType are data (the makes and
 * models of vPIC, our car models): the server refuses a value it does not know.
 */
export const fixedFacetValues: Readonly<Partial<Record<FacetName, readonly string[]>>> = {
  fuelType: fuelTypes,
  transmission: transmissions,
  drivetrain: drivetrains,
  exteriorColor: exteriorColors,
  conditionType: conditionTypes,
  deal: dealBands,
};

export type SearchQuery = {
  q?: string;
  make: string[];
  modelName: string[];
  bodyType: string[];
  fuelType: string[];
  transmission: string[];
  drivetrain: string[];
  exteriorColor: string[];
  conditionType: string[];
  deal: DealBand[];
  priceMin?: number;
  priceMax?: number;
  yearMin?: number;
  yearMax?: number;
  mileageMax?: number;
  /** The highest estimated monthly payment, in whole dollars, with the server's default financing terms. */
  monthlyMax?: number;
  verified?: true;
  /** Leave out cars a reservation holds for a buyer. */
  hideReserved?: true;
  zip?: string;
  radius?: (typeof searchRadii)[number];
  /** Only this dealership's cars (its slug): its storefront's inventory. */
  dealer?: string;
  sort: SearchSort;
  limit: number;
  after?: string;
};

/** A refused search names the parameter at fault, so the page can point at it. */
export type SearchQueryProblem = { parameter: string; message: string };

export const scalarParameters = [
  'q',
  'priceMin',
  'priceMax',
  'yearMin',
  'yearMax',
  'mileageMax',
  'monthlyMax',
  'verified',
  'hideReserved',
  'zip',
  'radius',
  'dealer',
  'sort',
  'limit',
  'after',
] as const;
/** The whole-number bounds of a search: each is a parameter with its lowest and highest value. */
export const searchRanges = [
  ['priceMin', 0, maxPrice],
  ['priceMax', 0, maxPrice],
  ['yearMin', 1900, 2100],
  ['yearMax', 1900, 2100],
  ['mileageMax', 0, maxMileage],
  ['monthlyMax', 0, maxMonthlyBudget],
] as const;
/** The longest cursor a search hands out. */
export const maxCursorLength = 500;
export const searchParameters: readonly string[] = [...facetNames, ...scalarParameters];
export const maxKeywordLength = 100;

/** Characters as a person counts them: an emoji is one, though JavaScript's `length` counts it as two. */
export const characterCount = (text: string) => [...text].length;

/** Keywords as typed (trimmed), at most `maxKeywordLength` characters: the search and its suggestions read them alike. */
export const searchKeywords = z
  .string()
  .trim()
  .refine((text) => characterCount(text) <= maxKeywordLength, {
    error: `q must be at most ${maxKeywordLength} characters`,
  });
/** Values of one facet in one search, at most: more is not a search a person makes. */
export const maxFacetValues = 50;

function wholeNumber(parameter: string, raw: string, min: number, max: number): number | SearchQueryProblem {
  if (!/^\d+$/.test(raw.trim()))
    return { parameter, message: `${parameter} must be a whole number, such as ${min === 0 ? 15000 : min}` };
  const value = Number(raw.trim());
  if (value < min || value > max) {
    return {
      parameter,
      message: `${parameter} must be between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}`,
    };
  }
  return value;
}

/** What is read of a query string: `URLSearchParams` in the browser and on the server. */
export type QueryParams = { get(name: string): string | null; getAll(name: string): string[] };

/**
 * Reads a search from its query string. Checks everything the contract fixes; the server also checks the values of
 * make, modelName and bodyType and the ZIP code against its data, and the cursor against its signature.
 * Unknown parameters are ignored (tracking tags, older links).
 */
export function parseSearchQuery(
  params: QueryParams,
): { query: SearchQuery } | { problem: SearchQueryProblem } {
  for (const name of scalarParameters) {
    if (params.getAll(name).length > 1)
      return { problem: { parameter: name, message: `${name} can be given once` } };
  }
  // No person types a NUL, and PostgreSQL text cannot hold one: refused in any parameter this search reads.
  for (const name of searchParameters) {
    if (params.getAll(name).some((value) => value.includes('\u0000')))
      return { problem: { parameter: name, message: `${name} must not contain the NUL character` } };
  }
  const facets = {} as Record<FacetName, string[]>;
  for (const name of facetNames) {
    const values = [
      ...new Set(
        params
          .getAll(name)
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length > maxFacetValues) {
      return {
        problem: { parameter: name, message: `${name} can be given at most ${maxFacetValues} times` },
      };
    }
    const allowed = fixedFacetValues[name];
    const unknown = allowed && values.find((value) => !allowed.includes(value));
    if (unknown !== undefined && allowed) {
      return {
        problem: {
          parameter: name,
          message: `${name} must be one of: ${allowed.join(', ')} (got "${unknown}")`,
        },
      };
    }
    if (values.some((value) => characterCount(value) > 80)) {
      return { problem: { parameter: name, message: `${name} values are at most 80 characters` } };
    }
    facets[name] = values;
  }
  const query: SearchQuery = {
    ...facets,
    deal: facets.deal as DealBand[],
    sort: 'newest',
    limit: searchLimitDefault,
  };

  const keywords = searchKeywords.safeParse(params.get('q') ?? '');
  if (!keywords.success) return { problem: { parameter: 'q', message: keywords.error.issues[0]!.message } };
  if (keywords.data) query.q = keywords.data;
  for (const [name, min, max] of searchRanges) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    const value = wholeNumber(name, raw, min, max);
    if (typeof value !== 'number') return { problem: value };
    query[name] = value;
  }
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    return { problem: { parameter: 'priceMin', message: 'priceMin must not be more than priceMax' } };
  }
  if (query.yearMin !== undefined && query.yearMax !== undefined && query.yearMin > query.yearMax) {
    return { problem: { parameter: 'yearMin', message: 'yearMin must not be later than yearMax' } };
  }
  const verified = params.get('verified');
  if (verified !== null && verified !== '') {
    if (verified !== 'true')
      return { problem: { parameter: 'verified', message: 'verified can only be true' } };
    query.verified = true;
  }
  const hideReserved = params.get('hideReserved');
  if (hideReserved !== null && hideReserved !== '') {
    if (hideReserved !== 'true')
      return { problem: { parameter: 'hideReserved', message: 'hideReserved can only be true' } };
    query.hideReserved = true;
  }
  const zip = params.get('zip')?.trim();
  if (zip) {
    if (!/^\d{5}$/.test(zip))
      return { problem: { parameter: 'zip', message: 'zip must be five digits, such as 90210' } };
    query.zip = zip;
  }
  const radius = params.get('radius');
  if (radius !== null && radius !== '') {
    const value = Number(radius);
    const known = searchRadii.find((allowed) => allowed === value);
    if (known === undefined || !/^\d+$/.test(radius)) {
      return {
        problem: { parameter: 'radius', message: `radius must be one of: ${searchRadii.join(', ')} (miles)` },
      };
    }
    if (!query.zip)
      return { problem: { parameter: 'radius', message: 'radius needs a zip to measure from' } };
    query.radius = known;
  }
  const dealer = params.get('dealer')?.trim();
  if (dealer) {
    if (dealer.length > 100 || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(dealer)) {
      return {
        problem: {
          parameter: 'dealer',
          message: "dealer must be a dealership's address name: lower-case letters, digits and hyphens",
        },
      };
    }
    query.dealer = dealer;
  }
  const sort = params.get('sort');
  if (sort !== null && sort !== '') {
    const known = searchSorts.find((allowed) => allowed === sort);
    if (!known)
      return { problem: { parameter: 'sort', message: `sort must be one of: ${searchSorts.join(', ')}` } };
    if (known === 'distance' && !query.zip) {
      return { problem: { parameter: 'sort', message: 'sort=distance needs a zip to measure from' } };
    }
    if (known === 'relevance' && !query.q) {
      return { problem: { parameter: 'sort', message: 'sort=relevance needs keywords (q)' } };
    }
    query.sort = known;
  } else if (query.q) {
    query.sort = 'relevance';
  }
  const limit = params.get('limit');
  if (limit !== null && limit !== '') {
    const value = wholeNumber('limit', limit, 1, searchLimitMax);
    if (typeof value !== 'number') return { problem: value };
    query.limit = value;
  }
  const after = params.get('after');
  if (after !== null && after !== '') {
    if (after.length > maxCursorLength)
      return { problem: { parameter: 'after', message: 'after is not a cursor this search gave' } };
    query.after = after;
  }
  return { query };
}

/**
 * The query string of a search, in a stable order and without defaults: what the page puts in its address and what
 * a saved search stores. `after` is left out unless asked for (a page's address never holds a cursor).
 */
export function searchQueryString(
  query: Partial<SearchQuery>,
  options: { withCursor?: boolean } = {},
): string {
  const pairs: [string, string][] = [];
  if (query.q) pairs.push(['q', query.q]);
  for (const name of facetNames) {
    for (const value of [...(query[name] ?? [])].sort()) pairs.push([name, value]);
  }
  for (const name of ['priceMin', 'priceMax', 'yearMin', 'yearMax', 'mileageMax', 'monthlyMax'] as const) {
    const value = query[name];
    if (value !== undefined) pairs.push([name, String(value)]);
  }
  if (query.verified) pairs.push(['verified', 'true']);
  if (query.hideReserved) pairs.push(['hideReserved', 'true']);
  if (query.zip) pairs.push(['zip', query.zip]);
  if (query.radius !== undefined && query.zip) pairs.push(['radius', String(query.radius)]);
  if (query.dealer) pairs.push(['dealer', query.dealer]);
  const defaultSort = query.q ? 'relevance' : 'newest';
  if (query.sort && query.sort !== defaultSort) pairs.push(['sort', query.sort]);
  if (query.limit !== undefined && query.limit !== searchLimitDefault)
    pairs.push(['limit', String(query.limit)]);
  if (options.withCursor && query.after) pairs.push(['after', query.after]);
  return pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/** A car of the results. */
export const searchCar = z.object({
  _id: z.string(),
  productName: z.string(),
  image: z.string(),
  make: z.string().nullable(),
  modelName: z.string().nullable(),
  trim: z.string().nullable(),
  year: z.number().int().nullable(),
  mileage: z.number().int().nullable(),
  resalePrice: z.number().int(),
  location: z.string(),
  zip: z.string().nullable(),
  /** Miles from the search's zip, one decimal; only when the search has a zip (null: the car has none). */
  distance: z.number().nullable().optional(),
  fuelType: fuelType.nullable(),
  transmission: transmission.nullable(),
  drivetrain: drivetrain.nullable(),
  exteriorColor: exteriorColor.nullable(),
  conditionType: conditionType,
  sellerStatus: z.literal('verified').optional(),
  /** The seller's average stars and review count; null under three reviews. */
  sellerRating,
  /** The dealership the car belongs to, or null for a private seller's car. */
  dealer: carDealer.nullable(),
  dealRating: dealRating.nullable(),
  priceDrop: priceDrop.nullable(),
  listedAt: z.iso.datetime({ offset: true }),
  reservedUntil,
  /** The estimated monthly payment in whole dollars, with the terms of the answer's `finance` (see financing.ts). */
  monthlyPayment: z.number().int(),
});
export type SearchCar = z.infer<typeof searchCar>;

export const facetCount = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCount>;

export const searchAnswer = z.object({
  total: z.number().int(),
  cars: z.array(searchCar),
  /** For each facet, every value with the number of cars the search would return with it chosen (its own selection ignored). */
  facets: z.object(
    Object.fromEntries(facetNames.map((name) => [name, z.array(facetCount)])) as Record<
      FacetName,
      z.ZodArray<typeof facetCount>
    >,
  ),
  /**
   * How many cars the search finds that a reservation holds, `hideReserved` ignored: the count beside "Hide reserved
   * cars", and how many results hiding them leaves out.
   */
  reservedCount: z.number().int(),
  /** The cursor of the next page (`after`), or null on the last. */
  next: z.string().nullable(),
  /** When the keywords matched nothing: the closest spelling we know, as a whole `q` to try. */
  didYouMean: z.string().optional(),
  /** The financing terms the cars' `monthlyPayment`, `monthlyMax` and `sort=monthly_asc` used: the server's defaults. */
  finance: financingTerms,
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** GET /search/suggest?q=: keyword suggestions for the search box (makes, models, "make model"), best first. */
export const searchSuggestions = z.array(
  z.object({ text: z.string(), make: z.string(), modelName: z.string().optional() }),
);
export type SearchSuggestions = z.infer<typeof searchSuggestions>;
