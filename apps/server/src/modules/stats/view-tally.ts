import { createHmac, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { utcDay, type DailyCount } from '../../lib/daily-counts.ts';
import type { CarPageRead } from '../cars/cars.service.ts';
import type { StatsRepo } from './stats.repo.ts';

export type ViewTally = ReturnType<typeof createViewTally>;

const dayMs = 86_400_000;

/** People only: a crawler's user agent, or none at all (scripts), is not counted. */
const isPerson = (userAgent: string | undefined) => Boolean(userAgent) && !isbot(userAgent);

/**
 * Counts impressions and page visitors in memory and adds them to the database in one statement each per flush, so
 * a search or a car page never waits for a write. Impressions are added (`n = n + excluded.n`), visitors inserted as
 * rows that a second sighting leaves alone: several servers flushing the same car and day stay exact. A visitor's key
 * is an HMAC of their address and browser with the day's random salt, made at flush; the address itself is held in
 * memory only until then.
 */
export function createViewTally(deps: {
  repo: StatsRepo;
  clock: () => Date;
  log: Logger;
  /** Off: nothing is counted (an operator's switch, and the benchmark's baseline). */
  counting: boolean;
}) {
  const { repo, clock, log, counting } = deps;
  let impressions = new Map<string, number>();
  let visits = new Map<string, { carId: string; day: string; visitor: string }>();
  const salts = new Map<string, string>();
  let flushing: Promise<void> = Promise.resolve();

  async function saltOf(day: string) {
    const known = salts.get(day);
    if (known) return known;
    const keepFrom = utcDay(new Date(Date.parse(day) - dayMs));
    const salt = await repo.saltOf(day, randomBytes(32).toString('base64url'), keepFrom);
    for (const kept of salts.keys()) if (kept < keepFrom) salts.delete(kept);
    salts.set(day, salt);
    return salt;
  }

  async function write() {
    const shown = impressions;
    const seen = visits;
    impressions = new Map();
    visits = new Map();
    const rows: DailyCount[] = [...shown].map(([key, n]) => {
      const [carId, day] = key.split('|') as [string, string];
      return { carId, day, n };
    });
    try {
      await repo.addImpressions(rows);
    } catch (error) {
      // Both kept for the next flush: an impression is added once, whenever the database takes it.
      for (const [key, n] of shown) impressions.set(key, (impressions.get(key) ?? 0) + n);
      for (const [key, visit] of seen) visits.set(key, visit);
      throw error;
    }
    try {
      // One salt read per day in the batch (a flush holds one or two days), not one per visitor.
      const saltByDay = new Map<string, string>();
      for (const { day } of seen.values()) if (!saltByDay.has(day)) saltByDay.set(day, await saltOf(day));
      const visitors = [...seen.values()].map(({ carId, day, visitor }) => ({
        carId,
        day,
        visitor: createHmac('sha256', saltByDay.get(day)!).update(visitor).digest('base64url'),
      }));
      await repo.addVisitors(visitors);
    } catch (error) {
      for (const [key, visit] of seen) visits.set(key, visit);
      throw error;
    }
  }

  return {
    counting,

    /** The cars of a results page, as a visitor saw them. */
    shown(carIds: readonly string[], userAgent: string | undefined) {
      if (!counting || !isPerson(userAgent)) return;
      const day = utcDay(clock());
      for (const carId of carIds) {
        const key = `${carId}|${day}`;
        impressions.set(key, (impressions.get(key) ?? 0) + 1);
      }
    },

    /** A car page read; the seller's own reading is not a view. */
    read(view: CarPageRead) {
      if (!counting || !isPerson(view.userAgent)) return;
      if (view.readerId !== undefined && view.readerId === view.sellerId) return;
      const day = utcDay(clock());
      const visitor = `${view.address}\n${view.userAgent}`;
      const key = `${view.carId}|${day}|${visitor}`;
      if (!visits.has(key)) visits.set(key, { carId: view.carId, day, visitor });
    },

    /** Writes what is tallied; flushes run one after another. A failure keeps the tally for the next one. */
    flush(): Promise<void> {
      flushing = flushing.then(write).catch((error: unknown) => {
        log.error({ err: error }, 'listing counts could not be written; they are kept for the next flush');
      });
      return flushing;
    },
  };
}
