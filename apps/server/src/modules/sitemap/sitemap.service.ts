import { thingKinds, type SitemapRepo, type ThingKind } from './sitemap.repo.ts';
import { sitemapIndex, urlEntry, urlsetEnd, urlsetStart } from './sitemap-xml.ts';

/** The sitemap protocol's limit of addresses in one file. */
export const sitemapProtocolLimit = 50_000;
/** Rows read from PostgreSQL at a time: what the server holds of a sitemap while it writes it. */
const batchSize = 1000;

/**
 * The public pages that are not one thing of the data (apps/web/src/app/router.tsx): the home page and the search
 * change with the newest listing; the others are texts of the app, with no date in the data to give.
 */
const fixedPages: { path: string; changesWithListings: boolean }[] = [
  { path: '/', changesWithListings: true },
  { path: '/cars', changesWithListings: true },
  { path: '/blog', changesWithListings: false },
  { path: '/deal-ratings', changesWithListings: false },
  { path: '/value-my-car', changesWithListings: false },
];

const pagePaths: Record<ThingKind, (key: string) => string> = {
  cars: (id) => `/cars/${encodeURIComponent(id)}`,
  sellers: (id) => `/sellers/${encodeURIComponent(id)}`,
  dealers: (slug) => `/dealers/${encodeURIComponent(slug)}`,
};

const fixedPart = 'pages';
/** A part of one kind of page, named by the id it starts at: `cars-<uuid>`. */
const kindPart = new RegExp(`^(${thingKinds.join('|')})-([0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})$`);

/** The sitemap: one file while it holds `partSize` addresses or fewer, an index of parts beyond. */
export type SitemapDocument =
  { form: 'urlset'; body: AsyncIterable<string> } | { form: 'index'; body: string };

export type SitemapService = ReturnType<typeof createSitemapService>;

/**
 * The sitemap, written as it is read: every kind of page is read from PostgreSQL in batches by its id (a keyset), so
 * a catalogue of a million cars is never held in memory (docs/decisions/0079). Beyond `partSize` addresses it is an
 * index whose parts are named by the id each starts at, so that any server answers any part with one keyset read.
 */
export function createSitemapService(deps: { repo: SitemapRepo; origin: string; partSize: number }) {
  const { repo, origin, partSize } = deps;
  if (partSize < fixedPages.length || partSize > sitemapProtocolLimit) {
    throw new Error(`A sitemap part holds ${fixedPages.length} to ${sitemapProtocolLimit} addresses.`);
  }

  async function* fixedEntries(): AsyncGenerator<string> {
    const newest = await repo.newestListing();
    for (const page of fixedPages) {
      yield urlEntry(`${origin}${page.path}`, page.changesWithListings ? newest : null);
    }
  }

  /** Up to `limit` pages of `kind` from `start` on (all of them without a limit), read a batch at a time. */
  async function* thingEntries(kind: ThingKind, start: string | null, limit: number): AsyncGenerator<string> {
    let after = start === null ? null : { id: start, inclusive: true };
    let left = limit;
    while (left > 0) {
      const rows = await repo.batch(kind, after, Math.min(batchSize, left));
      let chunk = '';
      for (const row of rows) chunk += urlEntry(`${origin}${pagePaths[kind](row.key)}`, row.lastmod);
      if (chunk) yield chunk;
      if (rows.length < Math.min(batchSize, left)) return;
      left -= rows.length;
      after = { id: rows.at(-1)!.id, inclusive: false };
    }
  }

  async function* urlset(...entries: AsyncIterable<string>[]): AsyncGenerator<string> {
    yield urlsetStart;
    for (const each of entries) yield* each;
    yield urlsetEnd;
  }

  return {
    async document(): Promise<SitemapDocument> {
      // One pass over each kind's ids finds where its parts start; every part but the last is full, so counting the
      // last one's rows gives the total without a second pass.
      const parts = [fixedPart];
      let total = fixedPages.length;
      for (const kind of thingKinds) {
        const starts = await repo.partStarts(kind, partSize);
        if (starts.length === 0) continue;
        total += (starts.length - 1) * partSize + (await repo.countFrom(kind, starts.at(-1)!));
        for (const start of starts) parts.push(`${kind}-${start}`);
      }
      if (total <= partSize) {
        const everything = thingKinds.map((kind) => thingEntries(kind, null, Infinity));
        return { form: 'urlset', body: urlset(fixedEntries(), ...everything) };
      }
      return { form: 'index', body: sitemapIndex(parts.map((part) => `${origin}/sitemaps/${part}.xml`)) };
    },

    /** The part named `name` (as the index gives it), or null when no part has that name. */
    part(name: string): AsyncIterable<string> | null {
      if (name === fixedPart) return urlset(fixedEntries());
      const match = kindPart.exec(name);
      if (!match) return null;
      return urlset(thingEntries(match[1] as ThingKind, match[2]!, partSize));
    },
  };
}
