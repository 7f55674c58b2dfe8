import {
  dealBands,
  facetNames,
  highestPriceWithin,
  monthlyPayment,
  type DealRating,
  type FinancingTerms,
  type FacetName,
  type SearchQuery,
  type SearchSort,
} from '@second-gear/contract';
import { dealRatingOf, medianOf, neutralCents } from '../../lib/deal-rating.ts';
import { editDistance, typosAllowed, wordsOf } from './keywords.ts';

/** A car as the index holds it: cars for sale, and sold cars while they count as deal comparables. */
export interface IndexedCar {
  id: string;
  forSale: boolean;
  /** Milliseconds since the epoch. */
  soldAt: number | null;
  listedAt: number;
  price: number;
  year: number | null;
  mileage: number | null;
  make: string | null;
  modelName: string | null;
  bodyType: string;
  fuelType: string | null;
  transmission: string | null;
  drivetrain: string | null;
  exteriorColor: string | null;
  conditionType: string;
  verified: boolean;
  /** A reservation holds it for a buyer. */
  reserved: boolean;
  /** The slug of the dealership it belongs to (slugs never change), or null for a private seller's car. */
  dealer: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Make, model and trim: the words typos are corrected towards. */
  names: string;
  /** Name and description: searched too, but never a correction's target. */
  text: string;
}

/** The facets whose values are the car's own data; `deal` comes from the ratings. */
const dataFacets = [
  'make',
  'modelName',
  'bodyType',
  'fuelType',
  'transmission',
  'drivetrain',
  'exteriorColor',
  'conditionType',
] as const satisfies readonly FacetName[];
type DataFacet = (typeof dataFacets)[number];
const dealFacet = dataFacets.length;

/** earthdistance's earth radius (6,378,168 m) in miles, so distances agree with PostgreSQL's `earth_distance`. */
const earthRadiusMiles = 6_378_168 / 1609.344;

/** Values of one facet and their small integer codes; code 0 is "no value". */
class Dictionary {
  readonly values: string[] = [''];
  private readonly codes = new Map<string, number>();
  private readonly folded = new Map<string, number>();

  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
      if (!this.folded.has(value.toLowerCase())) this.folded.set(value.toLowerCase(), code);
    }
    return code;
  }

  /** The code of a value as a person may type it (any case), or undefined. */
  find(value: string): number | undefined {
    return this.codes.get(value) ?? this.folded.get(value.toLowerCase());
  }
}

export interface Origin {
  latitude: number;
  longitude: number;
}

/** A position in a sorted result: the sort's key, the listing time and the id of the last car shown. */
export type SearchKey = [primary: number | null, listedAt: number, id: string];

export interface IndexQuery extends Omit<SearchQuery, 'after' | 'zip' | 'sort'> {
  sort: SearchSort;
  origin?: Origin;
  after?: SearchKey;
  /** Only cars listed after this instant (epoch ms): what is new to a saved search. */
  listedAfter?: number;
  /** Only these cars: what an alert weighs (the cars just changed, or listed since the last digest). */
  ids?: readonly string[];
}

export interface IndexAnswer {
  total: number;
  facets: Record<FacetName, { value: string; count: number }[]>;
  cars: { id: string; dealRating: DealRating | null; distance?: number | null }[];
  /** Of the cars matching all else (`hideReserved` ignored), those a reservation holds. */
  reservedCount: number;
  next: SearchKey | null;
  didYouMean?: string;
}

const initialCapacity = 1024;

/**
 * The search's columnar index: one typed array per field, a dictionary per facet, keywords as postings over the
 * distinct texts. A search is one pass over the cars, counting every facet at once with disjunctive semantics (a facet
 * ignores its own selection), then a top-k selection of the page after the cursor. Deal ratings are computed here for
 * every car for sale, per make and model, whenever one of that model's cars changes.
 */
export function createSearchIndex(financing: FinancingTerms) {
  let capacity = 0;
  let size = 0;
  const ids: string[] = [];
  const slotOf = new Map<string, number>();
  const free: number[] = [];
  /** Bumped whenever a car takes or leaves a slot. */
  let changes = 0;
  let inIndex = new Uint8Array(0);
  let forSale = new Uint8Array(0);
  let soldAt = new Float64Array(0);
  let listedAt = new Float64Array(0);
  let price = new Int32Array(0);
  /** The estimated monthly payment with `financing`, whole dollars: the `monthly_asc` sort's key. */
  let monthly = new Int32Array(0);
  let year = new Int16Array(0);
  let mileage = new Int32Array(0);
  let verified = new Uint8Array(0);
  let reserved = new Uint8Array(0);
  /** The code of the car's dealership in `dealerSlugs`; 0 for none. */
  let dealerOf = new Uint32Array(0);
  let unitX = new Float64Array(0);
  let unitY = new Float64Array(0);
  let unitZ = new Float64Array(0);
  let group = new Uint32Array(0);
  let textOf = new Uint32Array(0);
  // A Uint16Array like the facet columns: the counting loop then reads one kind of array only.
  let dealBand = new Uint16Array(0);
  let dealExpected = new Int32Array(0);
  let dealPercentTenths = new Int32Array(0);
  let dealComparables = new Int32Array(0);
  const facetColumns: Uint16Array[] = dataFacets.map(() => new Uint16Array(0));
  const dictionaries = dataFacets.map(() => new Dictionary());
  const groups = new Dictionary();
  const dealerSlugs = new Dictionary();
  const dirtyGroups = new Set<number>();
  let soldSince = 0;

  const words = new Map<string, number>();
  const wordList: string[] = [];
  /** Text ids holding each word, in order. */
  const postings: number[][] = [];
  /** Words of makes, models and trims, with their spelling as listed ("Civic"): what a typo is corrected to. */
  const nameWords = new Map<number, string>();
  const texts = new Map<string, number>();
  /** The matching cars of the search being answered (searches run one at a time: JavaScript has one thread). */
  let matchBuffer = new Int32Array(0);

  function grow(needed: number) {
    if (needed <= capacity) return;
    const next = Math.max(initialCapacity, capacity * 2, needed);
    const widen = <T extends Uint8Array | Uint16Array | Uint32Array | Int16Array | Int32Array | Float64Array>(
      array: T,
      make: (length: number) => T,
    ): T => {
      const wider = make(next);
      wider.set(array);
      return wider;
    };
    inIndex = widen(inIndex, (n) => new Uint8Array(n));
    forSale = widen(forSale, (n) => new Uint8Array(n));
    soldAt = widen(soldAt, (n) => new Float64Array(n));
    listedAt = widen(listedAt, (n) => new Float64Array(n));
    price = widen(price, (n) => new Int32Array(n));
    monthly = widen(monthly, (n) => new Int32Array(n));
    year = widen(year, (n) => new Int16Array(n));
    mileage = widen(mileage, (n) => new Int32Array(n));
    verified = widen(verified, (n) => new Uint8Array(n));
    reserved = widen(reserved, (n) => new Uint8Array(n));
    dealerOf = widen(dealerOf, (n) => new Uint32Array(n));
    unitX = widen(unitX, (n) => new Float64Array(n));
    unitY = widen(unitY, (n) => new Float64Array(n));
    unitZ = widen(unitZ, (n) => new Float64Array(n));
    group = widen(group, (n) => new Uint32Array(n));
    textOf = widen(textOf, (n) => new Uint32Array(n));
    dealBand = widen(dealBand, (n) => new Uint16Array(n));
    dealExpected = widen(dealExpected, (n) => new Int32Array(n));
    dealPercentTenths = widen(dealPercentTenths, (n) => new Int32Array(n));
    dealComparables = widen(dealComparables, (n) => new Int32Array(n));
    for (const [index, column] of facetColumns.entries()) {
      facetColumns[index] = widen(column, (n) => new Uint16Array(n));
    }
    capacity = next;
  }

  function wordId(word: string): number {
    let id = words.get(word);
    if (id === undefined) {
      id = wordList.length;
      words.set(word, id);
      wordList.push(word);
      postings.push([]);
    }
    return id;
  }

  /** The id of a car's searchable text; equal texts share one id and one set of postings. */
  function textId(names: string, text: string): number {
    const key = `${names}\n${text}`;
    let id = texts.get(key);
    if (id !== undefined) return id;
    id = texts.size;
    texts.set(key, id);
    for (const spelled of names.split(/\s+/)) {
      for (const word of wordsOf(spelled)) {
        const wid = wordId(word);
        if (!nameWords.has(wid)) nameWords.set(wid, wordsOf(spelled).length === 1 ? spelled : word);
      }
    }
    for (const wid of new Set(wordsOf(key).map(wordId))) postings[wid]!.push(id);
    return id;
  }

  function markGroupDirty(slot: number) {
    if (group[slot]) dirtyGroups.add(group[slot]);
  }

  function remove(id: string) {
    const slot = slotOf.get(id);
    if (slot === undefined) return;
    markGroupDirty(slot);
    slotOf.delete(id);
    changes++;
    inIndex[slot] = 0;
    forSale[slot] = 0;
    group[slot] = 0;
    dealBand[slot] = 0;
    free.push(slot);
  }

  function put(car: IndexedCar) {
    let slot = slotOf.get(car.id);
    if (slot === undefined) {
      slot = free.pop();
      if (slot === undefined) {
        grow(size + 1);
        slot = size++;
      }
      slotOf.set(car.id, slot);
      changes++;
      ids[slot] = car.id;
    } else {
      markGroupDirty(slot);
    }
    inIndex[slot] = 1;
    forSale[slot] = car.forSale ? 1 : 0;
    soldAt[slot] = car.soldAt ?? 0;
    listedAt[slot] = car.listedAt;
    price[slot] = car.price;
    monthly[slot] = monthlyPayment(car.price, financing);
    year[slot] = car.year ?? 0;
    mileage[slot] = car.mileage ?? -1;
    verified[slot] = car.verified ? 1 : 0;
    reserved[slot] = car.reserved ? 1 : 0;
    dealerOf[slot] = dealerSlugs.code(car.dealer);
    if (car.latitude !== null && car.longitude !== null) {
      const [x, y, z] = unitVector(car.latitude, car.longitude);
      unitX[slot] = x;
      unitY[slot] = y;
      unitZ[slot] = z;
    } else {
      unitX[slot] = Number.NaN;
      unitY[slot] = Number.NaN;
      unitZ[slot] = Number.NaN;
    }
    for (const [index, name] of dataFacets.entries()) {
      facetColumns[index]![slot] = dictionaries[index]!.code(car[name]);
    }
    const rated = car.make !== null && car.modelName !== null && car.year !== null && car.mileage !== null;
    group[slot] = rated ? groups.code(`${car.make}\u0000${car.modelName}`) : 0;
    dealBand[slot] = 0;
    markGroupDirty(slot);
    textOf[slot] = textId(car.names, car.text);
  }

  /** Rates every car for sale of the changed models (and all of them when the sold cars' cut-off moved). */
  function rateDirtyGroups() {
    if (dirtyGroups.size === 0) return;
    const members = new Map<number, number[]>();
    for (const code of dirtyGroups) members.set(code, []);
    for (let slot = 0; slot < size; slot++) {
      if (!inIndex[slot]) continue;
      const list = members.get(group[slot]!);
      if (!list) continue;
      if (forSale[slot] || soldAt[slot]! >= soldSince) list.push(slot);
      else dealBand[slot] = 0;
    }
    dirtyGroups.clear();
    for (const list of members.values()) rateGroup(list);
  }

  function rateGroup(members: number[]) {
    const byYear = new Map<number, number[]>();
    for (const slot of members) {
      const list = byYear.get(year[slot]!) ?? [];
      list.push(neutralCents(price[slot]!, mileage[slot]!));
      byYear.set(year[slot]!, list);
    }
    const windows = new Map<number, Float64Array>();
    const windowOf = (modelYear: number) => {
      let window = windows.get(modelYear);
      if (!window) {
        const values = [
          ...(byYear.get(modelYear - 1) ?? []),
          ...(byYear.get(modelYear) ?? []),
          ...(byYear.get(modelYear + 1) ?? []),
        ];
        window = Float64Array.from(values).sort();
        windows.set(modelYear, window);
      }
      return window;
    };
    for (const slot of members) {
      if (!forSale[slot]) continue;
      const window = windowOf(year[slot]!);
      const own = neutralCents(price[slot]!, mileage[slot]!);
      const rating = dealRatingOf(
        price[slot]!,
        mileage[slot]!,
        medianOf(window, 0, window.length, own),
        window.length - 1,
      );
      if (!rating) {
        dealBand[slot] = 0;
        continue;
      }
      dealBand[slot] = dealBands.indexOf(rating.band) + 1;
      dealExpected[slot] = rating.expectedPrice;
      dealPercentTenths[slot] = Math.round(rating.percent * 10);
      dealComparables[slot] = rating.comparables;
    }
  }

  function ratingOf(slot: number): DealRating | null {
    if (!dealBand[slot]) return null;
    return {
      band: dealBands[dealBand[slot]! - 1]!,
      expectedPrice: dealExpected[slot]!,
      percent: dealPercentTenths[slot]! / 10,
      comparables: dealComparables[slot]!,
    };
  }

  /** For each query word, the words it finds with a weight: 3 the word itself, 2 a longer word, 1 a typo of a name. */
  function expansions(word: string): Map<number, number> {
    const found = new Map<number, number>();
    const exact = words.get(word);
    if (exact !== undefined) found.set(exact, 3);
    const typos = typosAllowed(word.length);
    for (const [id, candidate] of wordList.entries()) {
      if (found.has(id)) continue;
      if (word.length >= 3 && candidate.startsWith(word)) found.set(id, 2);
      else if (typos > 0 && nameWords.has(id) && editDistance(word, candidate, typos) <= typos)
        found.set(id, 1);
    }
    return found;
  }

  /** Each text's relevance to the keywords, 0 where a keyword is missing. */
  function keywordScores(q: string): Int32Array {
    const queryWords = [...new Set(wordsOf(q))];
    const scores = new Int32Array(texts.size);
    const hits = new Uint16Array(texts.size);
    const lastWord = new Int32Array(texts.size).fill(-1);
    for (const [index, word] of queryWords.entries()) {
      const best = [...expansions(word)].sort((a, b) => b[1] - a[1]);
      for (const [id, weight] of best) {
        for (const text of postings[id]!) {
          if (lastWord[text] === index) continue;
          lastWord[text] = index;
          hits[text]!++;
          scores[text]! += weight;
        }
      }
    }
    for (let text = 0; text < scores.length; text++) {
      if (hits[text] !== queryWords.length) scores[text] = 0;
    }
    return scores;
  }

  /** The closest spelling of the keywords we know, word by word, or undefined when none is closer. */
  function respelling(q: string): string | undefined {
    let changed = false;
    const respelled = wordsOf(q).map((word) => {
      if (words.has(word) || word.length < 4) return word;
      let best: { distance: number; spelled: string; count: number } | undefined;
      const limit = typosAllowed(word.length) + 1;
      for (const [id, spelled] of nameWords) {
        const distance = editDistance(word, wordList[id]!, limit);
        if (distance > limit) continue;
        const count = postings[id]!.length;
        if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
          best = { distance, spelled, count };
        }
      }
      if (!best) return word;
      changed = true;
      return best.spelled;
    });
    return changed ? respelled.join(' ') : undefined;
  }

  // The slots of the last id list asked for: a digest run asks with the same list for every saved search.
  let slotsAsked: { ids: readonly string[]; at: number; slots: Int32Array } | undefined;
  function slotsOf(wanted: readonly string[]): Int32Array {
    if (slotsAsked?.ids === wanted && slotsAsked.at === changes) return slotsAsked.slots;
    const slots = Int32Array.from(
      wanted.flatMap((id) => {
        const slot = slotOf.get(id);
        return slot === undefined ? [] : [slot];
      }),
    );
    slotsAsked = { ids: wanted, at: changes, slots };
    return slots;
  }

  function search(query: IndexQuery, options: { respell?: boolean } = {}): IndexAnswer {
    rateDirtyGroups();
    const selections = dataFacets.map((name, index) => allowedCodes(index, query[name]));
    selections.push(
      query.deal.length > 0
        ? Uint8Array.from([0, ...dealBands.map((band) => (query.deal.includes(band) ? 1 : 0))])
        : null,
    );
    const selected = selections.flatMap((allowed, index) => (allowed ? [index] : []));
    const counts = selections.map((_, index) =>
      index === dealFacet
        ? new Int32Array(dealBands.length + 1)
        : new Int32Array(dictionaries[index]!.values.length),
    );
    const columns: Uint16Array[] = [...facetColumns, dealBand];
    const scores = query.q ? keywordScores(query.q) : undefined;
    const origin = query.origin ? unitVector(query.origin.latitude, query.origin.longitude) : undefined;
    const within = query.radius !== undefined ? Math.cos(query.radius / earthRadiusMiles) : undefined;
    const priceMin = query.priceMin ?? 0;
    // A monthly budget is a price bound: the payment never falls as the price rises, so the highest price within it
    // (found with the same function the cars' payments are) keeps exactly the cars whose payment is within it.
    const priceMax = Math.min(
      query.priceMax ?? Number.MAX_SAFE_INTEGER,
      query.monthlyMax === undefined
        ? Number.MAX_SAFE_INTEGER
        : highestPriceWithin(query.monthlyMax, financing, 0x7fffffff),
    );
    if (matchBuffer.length < size) matchBuffer = new Int32Array(capacity);
    const matches = matchBuffer;
    let total = 0;

    // Every bound as a number compared on each car (no test of whether it was given): year 0 and mileage −1 are
    // "not given", so a car without them passes only while no bound on them is set.
    const yearLow = query.yearMin ?? (query.yearMax !== undefined ? 1 : 0);
    const yearHigh = query.yearMax ?? 0x7fff;
    const mileageLow = query.mileageMax !== undefined ? 0 : -1;
    const mileageHigh = query.mileageMax ?? 0x7fffffff;
    const onlyVerified = query.verified === true;
    const hideReserved = query.hideReserved === true;
    // -1: any car; a slug no car has becomes 0xffffffff, a code no dealership gets, so no car matches.
    const onlyDealer = query.dealer === undefined ? -1 : (dealerSlugs.find(query.dealer) ?? 0xffffffff);
    let reservedCount = 0;
    const [ox, oy, oz] = origin ?? [0, 0, 0];
    const radiusLimit = origin && within !== undefined ? within : -2;
    const listedAfter = query.listedAfter ?? Number.NEGATIVE_INFINITY;
    const selectedCount = selected.length;
    const [k0, k1, k2, k3, k4, k5, k6, k7, k8] = columns as [Uint16Array, ...Uint16Array[]];
    const [c0, c1, c2, c3, c4, c5, c6, c7, c8] = counts as [Int32Array, ...Int32Array[]];

    const only = query.ids ? slotsOf(query.ids) : undefined;
    const end = only ? only.length : size;
    for (let position = 0; position < end; position++) {
      const slot = only ? only[position]! : position;
      if (!forSale[slot] || !(listedAt[slot]! > listedAfter)) continue;
      const carPrice = price[slot]!;
      if (carPrice < priceMin || carPrice > priceMax) continue;
      const carYear = year[slot]!;
      if (carYear < yearLow || carYear > yearHigh) continue;
      const carMileage = mileage[slot]!;
      if (carMileage < mileageLow || carMileage > mileageHigh) continue;
      if (onlyVerified && !verified[slot]) continue;
      if (onlyDealer !== -1 && dealerOf[slot] !== onlyDealer) continue;
      if (scores && !scores[textOf[slot]!]) continue;
      if (radiusLimit > -2 && !(unitX[slot]! * ox + unitY[slot]! * oy + unitZ[slot]! * oz >= radiusLimit))
        continue;
      let missed = -1;
      let misses = 0;
      for (let index = 0; index < selectedCount; index++) {
        const facet = selected[index]!;
        if (!selections[facet]![columns[facet]![slot]!]) {
          missed = facet;
          if (++misses > 1) break;
        }
      }
      if (reserved[slot]) {
        // Counted whether shown or not: the filter's own count ignores the filter, as a facet's does.
        if (misses === 0) reservedCount++;
        if (hideReserved) continue;
      }
      if (misses === 0) {
        matches[total++] = slot;
        // Unrolled: this line runs for most cars of a broad search, and is most of its time.
        c0[k0[slot]!]!++;
        c1![k1![slot]!]!++;
        c2![k2![slot]!]!++;
        c3![k3![slot]!]!++;
        c4![k4![slot]!]!++;
        c5![k5![slot]!]!++;
        c6![k6![slot]!]!++;
        c7![k7![slot]!]!++;
        c8![k8![slot]!]!++;
      } else if (misses === 1) {
        counts[missed]![columns[missed]![slot]!]!++;
      }
    }

    const facets = {} as IndexAnswer['facets'];
    for (const [index, name] of facetNames.entries()) {
      const values = index === dealFacet ? ['', ...dealBands] : dictionaries[index]!.values;
      const chosen = new Set(query[name]);
      const listed: { value: string; count: number }[] = [];
      for (let code = 1; code < values.length; code++) {
        const value = values[code]!;
        const count = counts[index]![code]!;
        if (count > 0 || chosen.has(value)) listed.push({ value, count });
        chosen.delete(value);
      }
      for (const value of chosen) listed.push({ value, count: 0 });
      // The deal bands keep their published order; other values go most cars first.
      if (index !== dealFacet) listed.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
      facets[name] = listed;
    }

    const distances = new Map<number, number | null>();
    const distanceOf = (slot: number): number | null => {
      if (!origin) return null;
      let distance = distances.get(slot);
      if (distance === undefined) {
        const dot = unitX[slot]! * origin[0] + unitY[slot]! * origin[1] + unitZ[slot]! * origin[2];
        distance = Number.isNaN(dot) ? null : earthRadiusMiles * Math.acos(Math.min(1, Math.max(-1, dot)));
        distances.set(slot, distance);
      }
      return distance;
    };
    const primary = primaryKey(query.sort, scores, distanceOf);
    const compare = (a: number, b: number) =>
      primary(a) - primary(b) ||
      listedAt[b]! - listedAt[a]! ||
      (ids[b]! < ids[a]! ? -1 : ids[b]! > ids[a]! ? 1 : 0);
    const after = query.after;
    const afterCursor = after
      ? (slot: number) => {
          const key = primary(slot);
          const cursorKey = after[0] ?? Number.POSITIVE_INFINITY;
          if (key !== cursorKey) return key > cursorKey;
          if (listedAt[slot] !== after[1]) return listedAt[slot]! < after[1];
          return ids[slot]! < after[2];
        }
      : () => true;
    const page = topAfter(matches, total, query.limit + 1, compare, afterCursor);
    const more = page.length > query.limit;
    if (more) page.pop();
    const last = page.at(-1);
    const answer: IndexAnswer = {
      total,
      facets,
      cars: page.map((slot) => ({
        id: ids[slot]!,
        dealRating: ratingOf(slot),
        ...(origin ? { distance: roundDistance(distanceOf(slot)) } : {}),
      })),
      reservedCount,
      next: more && last !== undefined ? [finiteOrNull(primary(last)), listedAt[last]!, ids[last]!] : null,
    };
    if (query.q && total === 0 && options.respell !== false) {
      const respelled = respelling(query.q);
      if (respelled && search({ ...query, q: respelled, after: undefined }, { respell: false }).total > 0) {
        answer.didYouMean = respelled;
      }
    }
    return answer;
  }

  function primaryKey(
    sort: SearchSort,
    scores: Int32Array | undefined,
    distanceOf: (slot: number) => number | null,
  ): (slot: number) => number {
    switch (sort) {
      case 'relevance':
        return (slot) => -(scores?.[textOf[slot]!] ?? 0);
      case 'price_asc':
        return (slot) => price[slot]!;
      case 'price_desc':
        return (slot) => -price[slot]!;
      case 'monthly_asc':
        return (slot) => monthly[slot]!;
      case 'mileage_asc':
        return (slot) => (mileage[slot]! < 0 ? Number.POSITIVE_INFINITY : mileage[slot]!);
      case 'year_desc':
        return (slot) => (year[slot] ? -year[slot]! : Number.POSITIVE_INFINITY);
      case 'best_deal':
        return (slot) => (dealBand[slot] ? dealPercentTenths[slot]! : Number.POSITIVE_INFINITY);
      case 'distance':
        return (slot) => distanceOf(slot) ?? Number.POSITIVE_INFINITY;
      case 'newest':
        return () => 0;
    }
  }

  function allowedCodes(facet: number, values: readonly string[]): Uint8Array | null {
    if (values.length === 0) return null;
    const dictionary = dictionaries[facet]!;
    const allowed = new Uint8Array(dictionary.values.length);
    for (const value of values) {
      const code = dictionary.find(value);
      if (code !== undefined) allowed[code] = 1;
    }
    return allowed;
  }

  return {
    put,
    remove,
    search,
    /** Sold cars count as comparables from this moment; moving it re-rates every model. */
    setSoldSince(since: number) {
      if (since === soldSince) return;
      soldSince = since;
      for (let code = 1; code < groups.values.length; code++) dirtyGroups.add(code);
    },
    /** A facet value as the index spells it (any case typed), if any car ever had it. */
    knownValue(facet: DataFacet, value: string): string | undefined {
      const index = dataFacets.indexOf(facet);
      const code = dictionaries[index]!.find(value);
      return code === undefined ? undefined : dictionaries[index]!.values[code];
    },
    /** Makes and "make model" pairs for the search box, with how many cars of each are for sale. */
    models(): { make: string; modelName: string; count: number }[] {
      rateDirtyGroups();
      const counts = new Float64Array(groups.values.length);
      for (let slot = 0; slot < size; slot++) if (forSale[slot]) counts[group[slot]!]!++;
      return groups.values.slice(1).map((key, index) => {
        const [make, modelName] = key.split('\u0000') as [string, string];
        return { make, modelName, count: counts[index + 1]! };
      });
    },
    respelling,
    get size() {
      return slotOf.size;
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

function unitVector(latitude: number, longitude: number): [number, number, number] {
  const lat = (latitude * Math.PI) / 180;
  const lon = (longitude * Math.PI) / 180;
  return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
}

function roundDistance(distance: number | null): number | null {
  return distance === null ? null : Math.round(distance * 10) / 10;
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** The first `count` of `items` after the cursor in `compare`'s order, without sorting them all. */
function topAfter(
  items: Int32Array,
  length: number,
  count: number,
  compare: (a: number, b: number) => number,
  isAfter: (item: number) => boolean,
): number[] {
  // A max-heap of the best so far: its root is the worst kept, replaced whenever a better one comes.
  const heap: number[] = [];
  const siftUp = (index: number) => {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (compare(heap[index]!, heap[parent]!) <= 0) return;
      [heap[index], heap[parent]] = [heap[parent]!, heap[index]!];
      index = parent;
    }
  };
  const siftDown = (index: number) => {
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let largest = index;
      if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === index) return;
      [heap[index], heap[largest]] = [heap[largest]!, heap[index]!];
      index = largest;
    }
  };
  for (let index = 0; index < length; index++) {
    const item = items[index]!;
    if (!isAfter(item)) continue;
    if (heap.length < count) {
      heap.push(item);
      siftUp(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
