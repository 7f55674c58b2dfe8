import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  monthlyPayment,
  parseSearchQuery,
  priceDropOf,
  sellerRatingOf,
  searchAnswer,
  searchQueryString,
  type QueryParams,
  type SearchAnswer,
  type SearchCar,
  type SearchQuery,
  type SearchSuggestions,
  type FinancingTerms,
} from '@second-gear/contract';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { soldComparablesSince } from '../../lib/deal-rating.ts';
import { ValidationError } from '../../lib/errors.ts';
import { readAfterCall } from '../../lib/versioned-cache.ts';
import { jsonBytes, ReadyJson } from '../cars/json-answer.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { wordsOf } from './keywords.ts';
import {
  createSearchIndex,
  everyCar,
  type IndexQuery,
  type SearchIndex,
  type SearchKey,
} from './search-index.ts';
import { readSnapshot, takeSnapshot, writeSnapshot } from './search-snapshot.ts';
import { createSearchRepo, type PageCarRow } from './search.repo.ts';

export type SearchService = ReturnType<typeof createSearchService>;

/** Cars read per statement while the index is built. */
const buildBatch = 20_000;
/** More changed cars than this since the last look: reading everything again is quicker than car by car. */
const rebuildAbove = 50_000;
/**
 * Whole answers kept, as ready bytes (and their compressed forms), up to this many bytes, the least recently used
 * dropped first; each is valid only at the version it was made at.
 */
const cachedAnswerBytes = 32 * 2 ** 20;
/** The snapshot is written again once this many changes are applied since the last, or … */
const snapshotAfterChanges = 20_000;
/** … this long after the last when any change was applied: a restart then has little of the change log to apply. */
const snapshotAfterMs = 10 * 60_000;
const suggestionsShown = 8;

/**
 * The search: an in-memory index of the cars for sale, kept exact by the database's change log (search.table.ts).
 * Before each answer the index applies the cars stamped since the version it holds (one indexed read, shared by the
 * requests that arrive meanwhile), so a car sold through another server is gone from the very next search here.
 */
export function createSearchService(deps: {
  db: Database;
  clock: () => Date;
  log: Logger;
  vehicles: VehiclesService;
  secret: string;
  financing: FinancingTerms;
  /** Scan threads a search is split over (1: the main thread), for indexes of `parallelAbove` slots or more. */
  threads: number;
  parallelAbove?: number;
  chunkSize?: number;
  /** Where the index is kept between starts; none: built from every car at each start. */
  snapshotFile?: string;
}) {
  const { clock, vehicles, financing, snapshotFile } = deps;
  const repo = createSearchRepo(deps.db);
  const indexOptions = {
    threads: deps.threads,
    parallelAbove: deps.parallelAbove,
    chunkSize: deps.chunkSize,
    onThreadFailure: (error: Error) =>
      deps.log.error(
        { err: error },
        'a search scan thread failed: searches scan on the main thread from now on',
      ),
  };
  let index: SearchIndex = createSearchIndex(financing, indexOptions);
  let version = 0;
  let snapshotTried = false;
  let saved = { version: 0, at: 0, changes: 0 };
  let saving: Promise<void> | undefined;
  let identity: Promise<string> | undefined;
  const databaseIdentity = () => (identity ??= repo.databaseIdentity());
  let building: Promise<void> | undefined;
  const answers = new Map<string, { version: number; ready: ReadyJson; carIds: string[] }>();
  let modelCounts: { version: number; models: ReturnType<SearchIndex['models']> } | undefined;
  const cursorKey = createHmac('sha256', deps.secret).update('search cursors').digest();

  /** The index as kept in the snapshot file, if there is one made from this database with these terms. */
  async function loadSnapshot(): Promise<boolean> {
    const started = performance.now();
    const read = await readSnapshot(snapshotFile!);
    if ('missing' in read) {
      deps.log.info(
        { file: snapshotFile },
        'no search index snapshot yet: the index is built from every car',
      );
      return false;
    }
    const { version: current } = await repo.changesSince(Number.MAX_SAFE_INTEGER);
    const database = await databaseIdentity();
    const refused =
      'refused' in read
        ? read.refused
        : read.stamp.database !== database
          ? 'it was made from another database'
          : read.stamp.version > current
            ? `it is ahead of the database (version ${read.stamp.version}, the database's ${current}: restored from a backup?)`
            : JSON.stringify(read.stamp.financing) !== JSON.stringify(financing)
              ? 'it was made with other financing terms'
              : undefined;
    if (refused !== undefined || 'refused' in read) {
      deps.log.warn(
        { file: snapshotFile, reason: refused },
        `search index snapshot not used: ${refused}; the index is built from every car`,
      );
      return false;
    }
    const loaded = createSearchIndex(financing, indexOptions, read.state);
    const replaced = index;
    index = loaded;
    version = read.stamp.version;
    saved = { version, at: performance.now(), changes: 0 };
    answers.clear();
    void replaced.close();
    deps.log.info(
      {
        cars: loaded.size,
        ms: Math.round(performance.now() - started),
        bytes: read.bytes,
        version,
        versionsBehind: current - version,
      },
      'search index loaded from its snapshot',
    );
    return true;
  }

  /** Writes the index to the snapshot file (one write at a time); a failure is logged, the index goes on. */
  function saveSnapshot(): Promise<void> {
    if (!snapshotFile) return Promise.resolve();
    saving ??= (async () => {
      try {
        const started = performance.now();
        const database = await databaseIdentity();
        // The state and its bytes in one turn: no change can come between them. A state newer than `version` (a
        // catch-up applied, its version not yet set) is harmless: a start re-applies those changes, and they are
        // idempotent.
        const at = { version, changes: saved.changes, cars: index.size };
        const bytes = await writeSnapshot(
          snapshotFile,
          takeSnapshot({ version, database, financing }, index.state()),
        );
        saved = { version: at.version, at: performance.now(), changes: saved.changes - at.changes };
        deps.log.info(
          { cars: at.cars, bytes, version: at.version, ms: Math.round(performance.now() - started) },
          'search index snapshot written',
        );
      } catch (error) {
        deps.log.error({ err: error, file: snapshotFile }, 'search index snapshot not written');
      } finally {
        saving = undefined;
      }
    })();
    return saving;
  }

  /** Reads every car the index holds into a new index, then swaps it in (from the snapshot, once, when there is one). */
  async function build() {
    if (snapshotFile && !snapshotTried) {
      snapshotTried = true;
      if (await loadSnapshot()) return;
    }
    const started = performance.now();
    const { version: at } = await repo.changesSince(Number.MAX_SAFE_INTEGER);
    const since = soldComparablesSince(clock());
    const fresh = createSearchIndex(financing, indexOptions);
    await fresh.update((writer) => writer.setSoldSince(since.getTime()));
    let afterId: string | null = null;
    for (;;) {
      const batch = await repo.indexedCars(since, afterId, buildBatch);
      await fresh.update(
        (writer) => {
          for (const car of batch) writer.put(car);
        },
        { rate: false },
      );
      if (batch.length < buildBatch) break;
      afterId = batch.at(-1)!.id;
    }
    await fresh.update(() => undefined);
    await fresh.search({ ...everyCar, limit: 1 });
    const replaced = index;
    index = fresh;
    void replaced.close();
    version = at;
    answers.clear();
    void saveSnapshot();
    const memory = process.memoryUsage();
    deps.log.info(
      {
        cars: fresh.size,
        ms: Math.round(performance.now() - started),
        heapUsedMiB: Math.round(memory.heapUsed / 2 ** 20),
        arrayBuffersMiB: Math.round(memory.arrayBuffers / 2 ** 20),
      },
      'search index built',
    );
  }

  /** The build under way or done; a failed one is forgotten, so the next search tries again. */
  const built = () =>
    (building ??= build().catch((error: unknown) => {
      building = undefined;
      throw error;
    }));

  const catchUp = readAfterCall(async () => {
    await built();
    const changes = await repo.changesSince(version);
    if (changes.ids.length > rebuildAbove) {
      building = undefined;
      await built();
      return;
    }
    const since = soldComparablesSince(clock()).getTime();
    const rows = await repo.carsById(changes.ids);
    await index.update((writer) => {
      writer.setSoldSince(since);
      const current = new Set<string>();
      for (const car of rows) {
        if (car.forSale || (car.soldAt !== null && car.soldAt >= since)) {
          writer.put(car);
          current.add(car.id);
        }
      }
      for (const id of changes.ids) if (!current.has(id)) writer.remove(id);
    });
    version = changes.version;
    saved.changes += changes.ids.length;
    if (
      saved.changes >= snapshotAfterChanges ||
      (saved.changes > 0 && performance.now() - saved.at >= snapshotAfterMs)
    ) {
      void saveSnapshot();
    }
  });

  function signCursor(payload: string): string {
    return createHmac('sha256', cursorKey).update(payload).digest('base64url').slice(0, 22);
  }

  function encodeCursor(sort: string, key: SearchKey): string {
    const payload = Buffer.from(JSON.stringify([sort, ...key])).toString('base64url');
    return `${payload}.${signCursor(payload)}`;
  }

  function decodeCursor(cursor: string, sort: string): SearchKey {
    const refused = new ValidationError(
      'after is not a cursor this search gave: start again from the first page',
    );
    const [payload, signature, extra] = cursor.split('.');
    if (!payload || !signature || extra !== undefined) throw refused;
    const expected = Buffer.from(signCursor(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
    const [cursorSort, primary, listedAt, id] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as [
      string,
      number | null,
      number,
      string,
    ];
    if (cursorSort !== sort) {
      throw new ValidationError(
        `after belongs to a search sorted by ${cursorSort}: start again from the first page`,
      );
    }
    return [primary, listedAt, id];
  }

  /** make, modelName and bodyType as we spell them; a value no car and no reference data knows is refused. */
  async function knownValues(query: SearchQuery) {
    const unknown = (parameter: string, value: string) =>
      new ValidationError(`${parameter}: "${value}" is not a ${describe[parameter]} we know`);
    const describe: Record<string, string> = { make: 'make', modelName: 'model', bodyType: 'body type' };
    const makes = vehicles.makes();
    const make = query.make.map((value) => {
      const known =
        index.knownValue('make', value) ??
        makes.find((entry) => entry.make.toLowerCase() === value.toLowerCase())?.make;
      if (!known) throw unknown('make', value);
      return known;
    });
    const modelName = query.modelName.map((value) => {
      const wanted = value.toLowerCase();
      const known =
        index.knownValue('modelName', value) ??
        makes.flatMap((entry) => entry.models).find((model) => model.toLowerCase() === wanted);
      if (!known) throw unknown('modelName', value);
      return known;
    });
    const bodyType: string[] = [];
    for (const value of query.bodyType) {
      const known = index.knownValue('bodyType', value) ?? (await repo.bodyType(value));
      if (!known) throw unknown('bodyType', value);
      bodyType.push(known);
    }
    return { make, modelName, bodyType };
  }

  function toSearchCar(row: PageCarRow, found: SearchIndexCar, now: Date): SearchCar {
    const history = row.priceHistory.map((change) => ({
      price: change.price,
      at: new Date(change.at).toISOString(),
    }));
    return {
      _id: row.id,
      productName: row.productName,
      image: row.image,
      make: row.make,
      modelName: row.modelName,
      trim: row.trim,
      year: row.year,
      mileage: row.mileage,
      resalePrice: row.resalePrice,
      location: row.location,
      zip: row.zip,
      ...(found.distance !== undefined ? { distance: found.distance } : {}),
      fuelType: row.fuelType as SearchCar['fuelType'],
      transmission: row.transmission as SearchCar['transmission'],
      drivetrain: row.drivetrain as SearchCar['drivetrain'],
      exteriorColor: row.exteriorColor as SearchCar['exteriorColor'],
      conditionType: row.conditionType as SearchCar['conditionType'],
      ...(row.verified ? { sellerStatus: 'verified' as const } : {}),
      sellerRating: sellerRatingOf({ count: row.ratingCount, sum: row.ratingSum }),
      dealer: row.dealer,
      dealRating: found.dealRating,
      priceDrop: priceDropOf(history, now),
      listedAt: new Date(row.listedAt).toISOString(),
      reservedUntil: row.reservedUntil === null ? null : new Date(row.reservedUntil).toISOString(),
      monthlyPayment: monthlyPayment(row.resalePrice, financing),
    };
  }

  /** The cars of a page as the search shows them; one sold or deleted since the index looked is left out. */
  async function carsOf(found: SearchIndexCar[], now: Date): Promise<SearchCar[]> {
    if (found.length === 0) return [];
    const rows = new Map((await repo.pageCars(found.map((car) => car.id))).map((row) => [row.id, row]));
    return found.flatMap((car) => {
      const row = rows.get(car.id);
      return row ? [toSearchCar(row, car, now)] : [];
    });
  }

  /** A query string as the contract reads it, and a ZIP code we can measure from. */
  function readQuery(params: QueryParams): SearchQuery {
    const parsed = parseSearchQuery(params);
    if ('problem' in parsed) throw new ValidationError(parsed.problem.message);
    const { query } = parsed;
    if (query.zip && !vehicles.place(query.zip)) {
      throw new ValidationError(`zip: ${query.zip} is not a US ZIP code we know`);
    }
    return query;
  }

  return {
    /**
     * A search as GET /search reads it, refused (400, naming the parameter) for whatever that would refuse, its makes,
     * models and body types spelled as the cars have them: what a saved search keeps.
     */
    async readQuery(params: QueryParams): Promise<SearchQuery> {
      const query = readQuery(params);
      if (query.after) decodeCursor(query.after, query.sort);
      await catchUp();
      return { ...query, ...(await knownValues(query)) };
    },

    /** Starts reading the index; searches wait for it (the server listens meanwhile). */
    start() {
      built().catch((error: unknown) => deps.log.error({ err: error }, 'search index build failed'));
    },

    /** Keeps the index for the next start (when it changed since its snapshot) and stops the scan threads. */
    async stop() {
      await building?.catch(() => undefined);
      await saving;
      if (saved.changes > 0 || saved.version !== version) await saveSnapshot();
      await index.close();
    },

    /**
     * The search of a query string, as its JSON (kept and sent as it is, compressed once per encoding) and the cars on
     * the page; refusals name the parameter.
     */
    async search(params: QueryParams): Promise<{ ready: ReadyJson; carIds: string[] }> {
      const query = readQuery(params);
      const origin = query.zip ? vehicles.place(query.zip) : undefined;
      const after = query.after ? decodeCursor(query.after, query.sort) : undefined;
      await catchUp();
      Object.assign(query, await knownValues(query));
      const now = clock();
      const key = `${searchQueryString(query, { withCursor: true })}|${Math.floor(now.getTime() / 60_000)}`;
      const kept = answers.get(key);
      if (kept && kept.version === version) {
        answers.delete(key);
        answers.set(key, kept);
        return kept;
      }

      const madeAt = version;
      const { zip: _zip, after: _after, ...rest } = query;
      const indexQuery: IndexQuery = { ...rest, origin, after };
      const found = await index.search(indexQuery);
      const answer: SearchAnswer = {
        total: found.total,
        cars: await carsOf(found.cars, now),
        facets: found.facets,
        reservedCount: found.reservedCount,
        next: found.next ? encodeCursor(query.sort, found.next) : null,
        ...(found.didYouMean ? { didYouMean: found.didYouMean } : {}),
        finance: financing,
      };
      const made = {
        version: madeAt,
        ready: new ReadyJson(jsonBytes(searchAnswer, answer)),
        carIds: answer.cars.map((car) => car._id),
      };
      answers.delete(key);
      answers.set(key, made);
      let bytes = 0;
      for (const entry of answers.values()) bytes += entry.ready.bytes;
      for (const [oldest, entry] of answers) {
        if (bytes <= cachedAnswerBytes) break;
        bytes -= entry.ready.bytes;
        answers.delete(oldest);
      }
      return made;
    },

    /**
     * The cars a search read by `readQuery` shows now, in its order, optionally only those listed after an instant or
     * among `ids`: what saved searches count and alert on, so they never name a car the search itself would not show.
     */
    async matching(
      query: SearchQuery,
      options: { listedAfter?: Date; limit: number; ids?: readonly string[] },
    ): Promise<{ total: number; cars: SearchCar[] }> {
      await catchUp();
      const { zip, after: _after, ...rest } = query;
      const origin = zip ? vehicles.place(zip) : undefined;
      const found = await index.search(
        {
          ...rest,
          origin,
          limit: options.limit,
          listedAfter: options.listedAfter?.getTime(),
          ids: options.ids,
        },
        { respell: false },
      );
      return { total: found.total, cars: await carsOf(found.cars, clock()) };
    },

    /** Makes, models and "make model" for the search box: the ones starting with what was typed, else its typos. */
    async suggest(typed: string): Promise<SearchSuggestions> {
      await catchUp();
      const wanted = wordsOf(typed).join(' ');
      if (!wanted) return [];
      // Counted once per version: the box asks on every key press.
      if (modelCounts?.version !== version) {
        modelCounts = { version, models: index.models().filter((model) => model.count > 0) };
      }
      const { models } = modelCounts;
      const pick = (text: string) => {
        const suggestions = new Map<
          string,
          { text: string; make: string; modelName?: string; count: number }
        >();
        for (const { make, modelName, count } of models) {
          const makeWords = wordsOf(make).join(' ');
          const both = `${makeWords} ${wordsOf(modelName).join(' ')}`;
          if (makeWords.startsWith(text)) {
            const entry = suggestions.get(make) ?? { text: make, make, count: 0 };
            entry.count += count;
            suggestions.set(make, entry);
          }
          if (both.startsWith(text) || wordsOf(modelName).join(' ').startsWith(text)) {
            suggestions.set(`${make} ${modelName}`, { text: `${make} ${modelName}`, make, modelName, count });
          }
        }
        return [...suggestions.values()];
      };
      let found = pick(wanted);
      if (found.length === 0) {
        const respelled = index.respelling(typed);
        if (respelled) found = pick(wordsOf(respelled).join(' '));
      }
      return found
        .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
        .slice(0, suggestionsShown)
        .map(({ count: _count, ...suggestion }) => suggestion);
    },
  };
}

type SearchIndexCar = Awaited<ReturnType<SearchIndex['search']>>['cars'][number];
