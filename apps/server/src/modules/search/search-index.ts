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
import {
  allocateColumns,
  buffersOf,
  comesBefore,
  distanceOf,
  earthRadiusMiles,
  scan,
  sortCodes,
  type ColumnBuffers,
  type Columns,
  type ScanPlan,
  type ScanResult,
} from './search-scan.ts';
import { createIdSlots } from './id-slots.ts';
import { createScanThreads, type ScanThreads } from './search-threads.ts';

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

/** Values of one facet and their small integer codes; code 0 is "no value". */
class Dictionary {
  readonly values: string[] = [''];
  private readonly codes = new Map<string, number>();
  private readonly folded = new Map<string, number>();

  /** A dictionary holding `values` (a kept dictionary's, in code order). */
  static of(values: readonly string[]): Dictionary {
    const dictionary = new Dictionary();
    for (const value of values.slice(1)) dictionary.code(value);
    return dictionary;
  }

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

/** A search with no filter, newest first: what other searches are made from. */
export const everyCar: IndexQuery = {
  make: [],
  modelName: [],
  bodyType: [],
  fuelType: [],
  transmission: [],
  drivetrain: [],
  exteriorColor: [],
  conditionType: [],
  deal: [],
  sort: 'newest',
  limit: 25,
};

/** What changes the index: only inside `update`, while no scan reads the columns. */
export interface IndexWriter {
  put(car: IndexedCar): void;
  remove(id: string): void;
  /** Sold cars count as comparables from this moment; moving it re-rates every model. */
  setSoldSince(since: number): void;
}

export interface SearchIndexOptions {
  /** Scan threads a search is split over; 1 scans on the main thread. */
  threads?: number;
  /** Fewer slots than this are scanned on the main thread: a thread's round trip would cost more than it saves. */
  parallelAbove?: number;
  /** The fewest slots a chunk of a split search holds (16,384 unless given; tests cut small catalogues finely). */
  chunkSize?: number;
  /** Told once when a scan thread fails (searches go on, on the main thread). */
  onThreadFailure?: (error: Error) => void;
}

/** Everything an index holds, as a snapshot keeps it (search-snapshot.ts). */
export interface IndexState {
  size: number;
  columns: Columns;
  free: number[];
  soldSince: number;
  dictionaries: string[][];
  groups: string[];
  dealerSlugs: string[];
  /** The distinct searchable texts, in id order. */
  texts: string[];
  wordList: string[];
  /** Each word's texts, one list after another, and where each word's list ends. */
  postings: Int32Array;
  postingEnds: Int32Array;
  nameWords: [number, string][];
}

const initialCapacity = 1024;
const defaultParallelAbove = 50_000;
/** A search's chunks: enough that a late thread's share is made up for, few enough that claiming costs nothing. */
const maxChunks = 64;
const minChunkSize = 16_384;

/**
 * The search's columnar index: one typed array per field in shared memory (search-scan.ts), a dictionary per facet,
 * keywords as postings over the distinct texts. A search is one pass over the cars, split over the scan threads,
 * counting every facet at once with disjunctive semantics (a facet ignores its own selection) and keeping the best cars
 * after the cursor. Deal ratings are computed here for every car for sale, per make and model, whenever one of that
 * model's cars changes. Changes wait for the scans under way, and scans started meanwhile wait for the change.
 */
export function createSearchIndex(
  financing: FinancingTerms,
  options: SearchIndexOptions = {},
  state?: IndexState,
) {
  const threadCount = Math.max(1, options.threads ?? 1);
  const parallelAbove = options.parallelAbove ?? defaultParallelAbove;
  let size = state?.size ?? 0;
  let columns = state?.columns ?? allocateColumns(0);
  let capacity = columns.price.length;
  /** The data facets' columns, in `dataFacets` order. */
  let facetColumns = dataFacets.map((name) => columns[name]);
  /** Bumped whenever the columns move to bigger buffers: a scan thread then needs the new ones. */
  let generation = 0;
  let buffers: { generation: number; buffers: ColumnBuffers } | undefined;
  const slotOf = createIdSlots(() => columns.idWords);
  /** The id being put or removed, read without allocating. */
  const scratchWords = new Uint32Array(4);
  const free: number[] = state?.free ?? [];
  /** Bumped whenever a car takes or leaves a slot. */
  let changes = 0;
  const dictionaries = state
    ? state.dictionaries.map((values) => Dictionary.of(values))
    : dataFacets.map(() => new Dictionary());
  const groups = Dictionary.of(state?.groups ?? ['']);
  const dealerSlugs = Dictionary.of(state?.dealerSlugs ?? ['']);
  const dirtyGroups = new Set<number>();
  let soldSince = state?.soldSince ?? 0;

  const words = new Map<string, number>();
  const wordList: string[] = state?.wordList ?? [];
  /** Text ids holding each word, in order. */
  const postings: number[][] = [];
  /** Words of makes, models and trims, with their spelling as listed ("Civic"): what a typo is corrected to. */
  const nameWords = new Map<number, string>(state?.nameWords ?? []);
  const texts = new Map<string, number>();
  if (state) {
    for (const [id, word] of wordList.entries()) {
      words.set(word, id);
      const start = id === 0 ? 0 : state.postingEnds[id - 1]!;
      postings.push(Array.from(state.postings.subarray(start, state.postingEnds[id]!)));
    }
    for (const [id, text] of state.texts.entries()) texts.set(text, id);
    for (let slot = 0; slot < size; slot++) if (columns.inIndex[slot]) slotOf.add(slot);
  }

  let threads: ScanThreads | undefined;
  let scansUnderWay = 0;
  let scansEnded: (() => void) | undefined;
  let writing: Promise<void> | undefined;

  function grow(needed: number) {
    if (needed <= capacity) return;
    // By half again, not double: at millions of cars a doubling's unused half is hundreds of megabytes.
    const next = Math.max(initialCapacity, Math.ceil(capacity * 1.5), needed);
    columns = allocateColumns(next, columns);
    facetColumns = dataFacets.map((name) => columns[name]);
    capacity = next;
    generation++;
  }

  /** A UUID's four 32-bit words, big-endian, so they compare as its text does; undefined for anything else. */
  function idWordsOf(id: string): Uint32Array | undefined {
    const words = new Uint32Array(4);
    return readUuid(id, words) ? words : undefined;
  }

  function slotOfId(id: string): number | undefined {
    const words = idWordsOf(id);
    return words && slotOf.get(words);
  }

  function idAt(slot: number): string {
    const hex = Array.from(columns.idWords.subarray(slot * 4, slot * 4 + 4), (word) =>
      word.toString(16).padStart(8, '0'),
    ).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
    if (columns.group[slot]) dirtyGroups.add(columns.group[slot]);
  }

  function remove(id: string) {
    if (!readUuid(id, scratchWords)) return;
    const slot = slotOf.get(scratchWords);
    if (slot === undefined) return;
    markGroupDirty(slot);
    slotOf.remove(scratchWords);
    changes++;
    columns.inIndex[slot] = 0;
    columns.forSale[slot] = 0;
    columns.group[slot] = 0;
    columns.dealBand[slot] = 0;
    free.push(slot);
  }

  function put(car: IndexedCar) {
    const words = scratchWords;
    if (!readUuid(car.id, words)) throw new Error(`the search index holds cars by UUID, not "${car.id}"`);
    let slot = slotOf.get(words);
    if (slot === undefined) {
      slot = free.pop();
      if (slot === undefined) {
        grow(size + 1);
        slot = size++;
      }
      columns.idWords.set(words, slot * 4);
      slotOf.add(slot);
      changes++;
    } else {
      markGroupDirty(slot);
    }
    const c = columns;
    c.inIndex[slot] = 1;
    c.forSale[slot] = car.forSale ? 1 : 0;
    c.soldAt[slot] = car.soldAt ?? 0;
    c.listedAt[slot] = car.listedAt;
    c.price[slot] = car.price;
    c.monthly[slot] = monthlyPayment(car.price, financing);
    c.year[slot] = car.year ?? 0;
    c.mileage[slot] = car.mileage ?? -1;
    c.verified[slot] = car.verified ? 1 : 0;
    c.reserved[slot] = car.reserved ? 1 : 0;
    c.dealerOf[slot] = dealerSlugs.code(car.dealer);
    const [x, y, z] =
      car.latitude !== null && car.longitude !== null
        ? unitVector(car.latitude, car.longitude)
        : [Number.NaN, Number.NaN, Number.NaN];
    c.unitX[slot] = x;
    c.unitY[slot] = y;
    c.unitZ[slot] = z;
    for (let index = 0; index < dataFacets.length; index++) {
      facetColumns[index]![slot] = dictionaries[index]!.code(car[dataFacets[index]!]);
    }
    const rated = car.make !== null && car.modelName !== null && car.year !== null && car.mileage !== null;
    c.group[slot] = rated ? groups.code(`${car.make}\u0000${car.modelName}`) : 0;
    c.dealBand[slot] = 0;
    markGroupDirty(slot);
    c.textOf[slot] = textId(car.names, car.text);
  }

  function setSoldSince(since: number) {
    if (since === soldSince) return;
    soldSince = since;
    for (let code = 1; code < groups.values.length; code++) dirtyGroups.add(code);
  }

  /** Rates every car for sale of the changed models (and all of them when the sold cars' cut-off moved). */
  function rateDirtyGroups() {
    if (dirtyGroups.size === 0) return;
    const { inIndex, group, forSale, soldAt, dealBand } = columns;
    const members = new Map<number, number[]>();
    // A flag per model: the walk over every slot tests a byte, not a map (it runs on every catch-up with changes).
    const dirty = new Uint8Array(groups.values.length);
    for (const code of dirtyGroups) {
      members.set(code, []);
      dirty[code] = 1;
    }
    for (let slot = 0; slot < size; slot++) {
      if (!inIndex[slot] || !dirty[group[slot]!]) continue;
      const list = members.get(group[slot]!)!;
      if (forSale[slot] || soldAt[slot]! >= soldSince) list.push(slot);
      else dealBand[slot] = 0;
    }
    dirtyGroups.clear();
    for (const list of members.values()) rateGroup(list);
  }

  function rateGroup(members: number[]) {
    const { year, price, mileage, forSale } = columns;
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
        columns.dealBand[slot] = 0;
        continue;
      }
      columns.dealBand[slot] = dealBands.indexOf(rating.band) + 1;
      columns.dealExpected[slot] = rating.expectedPrice;
      columns.dealPercentTenths[slot] = Math.round(rating.percent * 10);
      columns.dealComparables[slot] = rating.comparables;
    }
  }

  function ratingOf(slot: number): DealRating | null {
    const band = columns.dealBand[slot]!;
    if (!band) return null;
    return {
      band: dealBands[band - 1]!,
      expectedPrice: columns.dealExpected[slot]!,
      percent: columns.dealPercentTenths[slot]! / 10,
      comparables: columns.dealComparables[slot]!,
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

  /** Each text's relevance to the keywords, 0 where a keyword is missing, in memory the scan threads share. */
  function keywordScores(q: string): Int32Array {
    const queryWords = [...new Set(wordsOf(q))];
    const scores = new Int32Array(new SharedArrayBuffer(texts.size * Int32Array.BYTES_PER_ELEMENT));
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
        const slot = slotOfId(id);
        return slot === undefined ? [] : [slot];
      }),
    );
    slotsAsked = { ids: wanted, at: changes, slots };
    return slots;
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

  /** The query as a scan reads it, over every slot. */
  function planOf(query: IndexQuery): ScanPlan {
    const selections = dataFacets.map((name, index) => allowedCodes(index, query[name]));
    selections.push(
      query.deal.length > 0
        ? Uint8Array.from([0, ...dealBands.map((band) => (query.deal.includes(band) ? 1 : 0))])
        : null,
    );
    const origin = query.origin ? unitVector(query.origin.latitude, query.origin.longitude) : null;
    // A monthly budget is a price bound: the payment never falls as the price rises, so the highest price within it
    // (found with the same function the cars' payments are) keeps exactly the cars whose payment is within it.
    const priceMax = Math.min(
      query.priceMax ?? Number.MAX_SAFE_INTEGER,
      query.monthlyMax === undefined
        ? Number.MAX_SAFE_INTEGER
        : highestPriceWithin(query.monthlyMax, financing, 0x7fffffff),
    );
    return {
      from: 0,
      to: size,
      only: query.ids ? slotsOf(query.ids) : null,
      claims: null,
      chunkSize: 0,
      me: 1,
      keep: query.limit + 1,
      sort: sortCodes[query.sort],
      selections,
      countSizes: [...dictionaries.map((dictionary) => dictionary.values.length), dealBands.length + 1],
      priceMin: query.priceMin ?? 0,
      priceMax,
      // Every bound as a number compared on each car (no test of whether it was given): year 0 and mileage −1 are
      // "not given", so a car without them passes only while no bound on them is set.
      yearLow: query.yearMin ?? (query.yearMax !== undefined ? 1 : 0),
      yearHigh: query.yearMax ?? 0x7fff,
      mileageLow: query.mileageMax !== undefined ? 0 : -1,
      mileageHigh: query.mileageMax ?? 0x7fffffff,
      onlyVerified: query.verified === true,
      hideReserved: query.hideReserved === true,
      // -1: any car; a slug no car has becomes 0xffffffff, a code no dealership gets, so no car matches.
      onlyDealer: query.dealer === undefined ? -1 : (dealerSlugs.find(query.dealer) ?? 0xffffffff),
      listedAfter: query.listedAfter ?? Number.NEGATIVE_INFINITY,
      origin,
      radiusLimit: origin && query.radius !== undefined ? Math.cos(query.radius / earthRadiusMiles) : -2,
      scores: query.q ? keywordScores(query.q) : null,
      after: query.after
        ? {
            key: query.after[0] ?? Number.POSITIVE_INFINITY,
            listedAt: query.after[1],
            // A signed cursor holds an id this index gave; a car gone since still has its place in the order.
            id: idWordsOf(query.after[2]) ?? new Uint32Array(4),
          }
        : null,
    };
  }

  /**
   * The plan scanned: for a big index, cut in chunks that this thread and the scan threads claim as they go (a thread
   * that runs late, descheduled or collecting garbage, is made up for by the others instead of holding the answer
   * back); only the threads that claimed a chunk are waited for. A failed thread's search is scanned here.
   */
  async function scanned(plan: ScanPlan): Promise<ScanResult[]> {
    if (threadCount === 1 || plan.only || size < parallelAbove) return [scan(columns, plan)];
    threads ??= createScanThreads(threadCount - 1, (error) => options.onThreadFailure?.(error));
    if (threads.failed) return [scan(columns, plan)];
    if (buffers?.generation !== generation) buffers = { generation, buffers: buffersOf(columns) };
    const chunks = Math.min(maxChunks, Math.ceil(size / (options.chunkSize ?? minChunkSize)));
    const chunkSize = Math.ceil(size / chunks);
    const claims = new Int32Array(new SharedArrayBuffer(chunks * Int32Array.BYTES_PER_ELEMENT));
    const shared = { ...plan, to: size, claims, chunkSize };
    const others = threads.scan(
      buffers.buffers,
      generation,
      Array.from({ length: threadCount - 1 }, (_, index) => ({ ...shared, me: index + 2 })),
    );
    const here = scan(columns, { ...shared, me: 1 });
    // Every chunk is claimed now; a thread that claimed none has nothing to add.
    const claimed = new Set(claims);
    try {
      const theirs = await Promise.all(others.filter((_, index) => claimed.has(index + 2)));
      return [here, ...theirs];
    } catch {
      // The failure was told once; this search is scanned here again, whole.
      return [scan(columns, plan)];
    }
  }

  async function answer(query: IndexQuery, respell: boolean): Promise<IndexAnswer> {
    const plan = planOf(query);
    const parts = await scanned(plan);
    const counts = new Int32Array(parts[0]!.counts.length);
    let total = 0;
    let reservedCount = 0;
    const candidates: { slot: number; key: number }[] = [];
    for (const part of parts) {
      total += part.total;
      reservedCount += part.reservedCount;
      for (let index = 0; index < counts.length; index++) counts[index]! += part.counts[index]!;
      for (const [index, slot] of part.slots.entries()) candidates.push({ slot, key: part.keys[index]! });
    }
    candidates.sort((a, b) => (comesBefore(columns, a.key, a.slot, b.key, b.slot) ? -1 : 1));
    const page = candidates.slice(0, plan.keep);

    const facets = {} as IndexAnswer['facets'];
    let offset = 0;
    for (const [index, name] of facetNames.entries()) {
      const values = index === dealFacet ? ['', ...dealBands] : dictionaries[index]!.values;
      const chosen = new Set(query[name]);
      const listed: { value: string; count: number }[] = [];
      for (let code = 1; code < values.length; code++) {
        const value = values[code]!;
        const count = counts[offset + code]!;
        if (count > 0 || chosen.has(value)) listed.push({ value, count });
        chosen.delete(value);
      }
      offset += plan.countSizes[index]!;
      for (const value of chosen) listed.push({ value, count: 0 });
      // The deal bands keep their published order; other values go most cars first.
      if (index !== dealFacet) listed.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
      facets[name] = listed;
    }

    const more = page.length > query.limit;
    if (more) page.pop();
    const last = page.at(-1);
    const { origin } = plan;
    const result: IndexAnswer = {
      total,
      facets,
      cars: page.map(({ slot }) => ({
        id: idAt(slot),
        dealRating: ratingOf(slot),
        ...(origin ? { distance: roundDistance(distanceOf(columns, slot, origin)) } : {}),
      })),
      reservedCount,
      next:
        more && last !== undefined
          ? [finiteOrNull(last.key), columns.listedAt[last.slot]!, idAt(last.slot)]
          : null,
    };
    if (query.q && total === 0 && respell) {
      const respelled = respelling(query.q);
      if (respelled && (await answer({ ...query, q: respelled, after: undefined }, false)).total > 0) {
        result.didYouMean = respelled;
      }
    }
    return result;
  }

  return {
    /**
     * Applies `change` once no scan is reading the columns (searches asked for meanwhile wait for it), then re-rates the
     * models it touched. `rate: false` leaves them to the next update: a build puts every car in batches and rates once
     * at the end (rating after each batch would re-rate every model a batch touched, over and over).
     */
    async update(change: (writer: IndexWriter) => void, { rate = true } = {}): Promise<void> {
      while (writing) await writing.catch(() => undefined);
      writing = (async () => {
        if (scansUnderWay > 0) await new Promise<void>((resolve) => (scansEnded = resolve));
        change({ put, remove, setSoldSince });
        if (rate) rateDirtyGroups();
      })();
      try {
        await writing;
      } finally {
        writing = undefined;
      }
    },

    async search(query: IndexQuery, options: { respell?: boolean } = {}): Promise<IndexAnswer> {
      while (writing) await writing.catch(() => undefined);
      scansUnderWay++;
      try {
        return await answer(query, options.respell !== false);
      } finally {
        scansUnderWay--;
        if (scansUnderWay === 0 && scansEnded) {
          const ended = scansEnded;
          scansEnded = undefined;
          ended();
        }
      }
    },

    /** A facet value as the index spells it (any case typed), if any car ever had it. */
    knownValue(facet: DataFacet, value: string): string | undefined {
      const index = dataFacets.indexOf(facet);
      const code = dictionaries[index]!.find(value);
      return code === undefined ? undefined : dictionaries[index]!.values[code];
    },

    /** Makes and "make model" pairs for the search box, with how many cars of each are for sale. */
    models(): { make: string; modelName: string; count: number }[] {
      const counts = new Float64Array(groups.values.length);
      for (let slot = 0; slot < size; slot++) if (columns.forSale[slot]) counts[columns.group[slot]!]!++;
      return groups.values.slice(1).map((key, index) => {
        const [make, modelName] = key.split('\u0000') as [string, string];
        return { make, modelName, count: counts[index + 1]! };
      });
    },

    respelling,

    /** Everything the index holds, for a snapshot: read while no change is being applied (changes are synchronous). */
    state(): IndexState {
      const postingEnds = new Int32Array(postings.length);
      let length = 0;
      for (const [id, list] of postings.entries()) {
        length += list.length;
        postingEnds[id] = length;
      }
      const flat = new Int32Array(length);
      let at = 0;
      for (const list of postings) {
        flat.set(list, at);
        at += list.length;
      }
      return {
        size,
        columns,
        free: [...free],
        soldSince,
        dictionaries: dictionaries.map((dictionary) => dictionary.values),
        groups: groups.values,
        dealerSlugs: dealerSlugs.values,
        texts: [...texts.keys()],
        wordList,
        postings: flat,
        postingEnds,
        nameWords: [...nameWords],
      };
    },

    /** Stops the scan threads once the scans under way have ended. */
    async close() {
      await this.update(() => undefined);
      await threads?.close();
    },

    get size() {
      return slotOf.size;
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a UUID into four big-endian 32-bit words; false for anything else. */
function readUuid(id: string, words: Uint32Array): boolean {
  if (!uuidPattern.test(id)) return false;
  words[0] = Number.parseInt(id.slice(0, 8), 16);
  words[1] = Number.parseInt(id.slice(9, 13) + id.slice(14, 18), 16);
  words[2] = Number.parseInt(id.slice(19, 23) + id.slice(24, 28), 16);
  words[3] = Number.parseInt(id.slice(28, 36), 16);
  return true;
}

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
