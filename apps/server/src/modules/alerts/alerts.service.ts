import type { SearchCar, SearchQuery } from '@second-gear/contract';
import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service.ts';
import type { SearchService } from '../search/search.service.ts';
import { digestMail, favoritesSummaryMail, instantAlertMail } from './alerts-mails.ts';
import { createAlertsRepo, type AlertedSearch, type AlertsRepo, type FavoriteChange } from './alerts.repo.ts';

export type AlertsService = ReturnType<typeof createAlertsService>;

/** Cars a digest lists; "See all" opens the search for the rest. */
export const digestCars = 10;
const instantQueue = 'alerts.instant';
const tickQueue = 'alerts.tick';
/** Between two instant sweeps: what bounds the time from a listing to its alert, with the sweep itself. */
export const instantSweepSeconds = 5;
/** Digests worked at once: each is one index pass and one page read, then a short transaction. */
const digestConcurrency = 4;

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Saved-search alerts and the saved cars' summary, all through the outbox. What is alerted is recorded in the
 * transaction of its e-mail under a unique key (search and car; search and digest period; account and day), so any
 * number of servers, or a job run twice, never send the same alert twice. Matching is the search's own.
 */
export function createAlertsService(deps: {
  db: Database;
  repo: AlertsRepo;
  jobs: JobsService;
  mail: MailService;
  /** Notifications to the devices that take alerts and price drops. */
  push: PushService;
  search: Pick<SearchService, 'readQuery' | 'matching'>;
  savedSearches: Pick<SavedSearchesService, 'turnAlertsOff'>;
  clock: () => Date;
  log: Logger;
  publicUrl: string;
}) {
  const { db, repo, jobs, mail, push, search, clock, log, publicUrl } = deps;

  /** A saved search's new cars reach its owner's devices as they reach the e-mail. */
  const pushAlert = (tx: Executor, saved: AlertedSearch, carIds: string[], total: number, at: Date) =>
    push.notify(tx, {
      accountId: saved.accountId,
      topic: 'alerts',
      eventKey: `alert:${saved.id}:${at.getTime()}`,
      url: carIds.length === 1 ? `/cars/${carIds[0]}` : `/cars?${saved.query}`,
      title: { key: 'alert.title', values: { search: saved.name } },
      body: { key: 'alert.body', values: { count: total } },
    });

  /** The search's query as GET /search reads it; a search it now refuses (a make gone from the data) is skipped. */
  async function queryOf(saved: AlertedSearch): Promise<SearchQuery | undefined> {
    try {
      return await search.readQuery(new URLSearchParams(saved.query));
    } catch (error) {
      log.warn(
        { savedSearchId: saved.id, reason: (error as Error).message },
        'a saved search no longer reads',
      );
      return undefined;
    }
  }

  /** New to the search: listed after it was saved, or just lowered from above its price limit into its range. */
  function isNews(car: SearchCar, query: SearchQuery, saved: AlertedSearch): boolean {
    if (new Date(car.listedAt) > saved.createdAt) return true;
    const drop = car.priceDrop;
    if (!drop || new Date(drop.at) <= saved.createdAt || query.priceMax === undefined) return false;
    return car.resalePrice + drop.amount > query.priceMax;
  }

  const service = {
    /** Starts the chain of instant sweeps (once the queue runs). */
    startSweeps: () => jobs.later(instantQueue, {}, 0),

    /**
     * Instant alerts for the cars changed since the last sweep (one server at a time: the cursor is locked while it
     * sweeps). Each search gets one e-mail naming the cars it shows now that are news to it. Answers the e-mails sent.
     */
    async sweepInstant(): Promise<number> {
      return db.transaction(async (tx) => {
        const txRepo = createAlertsRepo(tx);
        const cursor = await txRepo.lockCursor();
        if (cursor === undefined) return 0;
        const changed = await txRepo.changedCars(cursor);
        let sent = 0;
        if (changed.ids.length > 0) {
          const now = clock();
          for (const saved of await txRepo.instantSearches()) {
            const query = await queryOf(saved);
            if (!query) continue;
            const found = await search.matching(query, { ids: changed.ids, limit: changed.ids.length });
            const news = found.cars.filter((car) => isNews(car, query, saved));
            const recorded = await txRepo.recordAlerts(
              saved.id,
              news.map((car) => car._id),
              now,
            );
            const named = news.filter((car) => recorded.has(car._id)).slice(0, digestCars);
            if (named.length === 0) continue;
            await pushAlert(
              tx,
              saved,
              named.map((car) => car._id),
              named.length,
              now,
            );
            await mail.send(tx, instantAlertMail(publicUrl, saved, named));
            sent++;
          }
        }
        if (changed.version !== cursor) await txRepo.moveCursor(changed.version);
        return sent;
      });
    },

    /**
     * The daily and weekly digests whose 8:00 has come, each in its own transaction with its period's row: up to 10
     * of the cars listed since the previous digest that the search shows now, and nothing when there are none.
     */
    async sendDueDigests(): Promise<{ searches: number; sent: number }> {
      const now = clock();
      const due = await repo.dueDigests(now);
      if (due.length === 0) return { searches: 0, sent: 0 };
      const earliest = new Date(Math.min(...due.map((digest) => digest.since.getTime())));
      // One read of the recent listings for the whole run: each search then looks only among them.
      const recent = await repo.listedSince(earliest);
      let sent = 0;
      await eachLimited(due, digestConcurrency, async (digest) => {
        // One search's failure (its car deleted meanwhile) leaves its period open for the next tick, not the others'.
        await sendDigest(digest).catch((error: unknown) =>
          log.warn({ err: error, savedSearchId: digest.id }, 'a digest will be tried again at the next tick'),
        );
      });
      return { searches: due.length, sent };

      async function sendDigest(digest: (typeof due)[number]) {
        const query = await queryOf(digest);
        const found = query
          ? await search.matching(query, { ids: recent, listedAfter: digest.since, limit: digestCars })
          : { total: 0, cars: [] };
        await db.transaction(async (tx) => {
          const txRepo = createAlertsRepo(tx);
          if (!(await txRepo.claimDigest(digest.id, digest.period, now, found.cars.length))) return;
          if (found.cars.length === 0) return;
          await txRepo.recordAlerts(
            digest.id,
            found.cars.map((car) => car._id),
            now,
          );
          await pushAlert(
            tx,
            digest,
            found.cars.map((car) => car._id),
            found.total,
            now,
          );
          await mail.send(tx, digestMail(publicUrl, digest, found.cars, found.total));
          sent++;
        });
      }
    },

    /** One summary per account of its saved cars' price drops and sales, at most one a day. */
    async sendFavoriteSummaries(): Promise<number> {
      const now = clock();
      const byAccount = new Map<string, FavoriteChange[]>();
      for (const change of await repo.favoriteChanges(now)) {
        byAccount.set(change.accountId, [...(byAccount.get(change.accountId) ?? []), change]);
      }
      let sent = 0;
      for (const [accountId, changes] of byAccount) {
        await db.transaction(async (tx) => {
          const txRepo = createAlertsRepo(tx);
          if (!(await txRepo.claimSummary(accountId, now))) return;
          await txRepo.recordTold(
            accountId,
            changes.map((change) => ({ carId: change.carId, price: change.price, sold: change.sold })),
          );
          const first = changes[0]!;
          await push.notify(tx, {
            accountId,
            topic: 'price-drops',
            eventKey: `saved-cars:${now.getTime()}`,
            url: changes.length === 1 ? `/cars/${first.carId}` : '/dashboard/favorites',
            title: { key: 'price-drop.title', values: { count: changes.length } },
            body: {
              key: 'price-drop.body',
              values: { count: changes.length, carName: first.productName, price: { dollars: first.price } },
            },
          });
          await mail.send(tx, favoritesSummaryMail(publicUrl, first.email, changes));
          sent++;
        });
      }
      return sent;
    },
  };

  // Instant sweeps follow one another every few seconds (one waiting at most, across servers); the minute's tick
  // restarts the chain should it break, and sends the digests and summaries that are due.
  jobs.handle(
    instantQueue,
    { concurrency: 1, policy: 'stately', retryLimit: 0, expireInSeconds: 120, deleteAfterSeconds: 3600 },
    async () => {
      try {
        const sent = await service.sweepInstant();
        if (sent > 0) log.info({ sent }, 'instant alerts sent');
      } finally {
        await jobs.later(instantQueue, {}, instantSweepSeconds);
      }
    },
  );
  jobs.handle(
    tickQueue,
    { concurrency: 1, policy: 'stately', retryLimit: 0, expireInSeconds: 900, deleteAfterSeconds: 86_400 },
    async () => {
      await jobs.later(instantQueue, {}, 0);
      const started = performance.now();
      const cpu = process.cpuUsage();
      const digests = await service.sendDueDigests();
      const summaries = await service.sendFavoriteSummaries();
      if (digests.searches > 0 || summaries > 0) {
        const used = process.cpuUsage(cpu);
        log.info(
          {
            searches: digests.searches,
            digests: digests.sent,
            summaries,
            ms: Math.round(performance.now() - started),
            cpuMs: Math.round((used.user + used.system) / 1000),
          },
          'alerts run',
        );
      }
    },
  );
  jobs.every(tickQueue, '* * * * *');

  mail.handleUnsubscribe('search', async (accountId, kind) => {
    const savedSearch = await deps.savedSearches.turnAlertsOff(accountId, kind.slice('search-'.length));
    return { savedSearch, turnedOff: `Alerts for your saved search “${savedSearch.name}”` };
  });

  return service;
}
