import type { ExportedSavedSearch } from '@second-gear/contract';
import {
  maxSavedSearches,
  searchQueryString,
  type newSavedSearch,
  type SavedSearch,
  type savedSearchEdit,
  type SearchQuery,
} from '@second-gear/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { SearchService } from '../search/search.service.ts';
import {
  createSavedSearchesRepo,
  type SavedSearchesRepo,
  type SavedSearchRow,
} from './saved-searches.repo.ts';

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;

/** The search's reading of query strings (refusing what GET /search refuses) and its matching cars. */
export type SavedSearchesSearch = Pick<SearchService, 'readQuery' | 'matching'>;

const toSavedSearch = (row: SavedSearchRow, newCount: number): SavedSearch => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  timeZone: row.timeZone,
  createdAt: row.createdAt.toISOString(),
  lastVisitedAt: row.lastVisitedAt.toISOString(),
  newCount,
  alertsOn: row.alertsOn,
});

/** A search with no keyword and no filter: every car listed would match it. */
const isEverything = (query: SearchQuery) =>
  searchQueryString({ ...query, sort: undefined, limit: undefined }) === '';

export function createSavedSearchesService(deps: {
  db: Database;
  repo: SavedSearchesRepo;
  accounts: AccountsService;
  search: SavedSearchesSearch;
  clock: () => Date;
}) {
  const { db, repo, accounts, search, clock } = deps;
  // Saved searches are for shopping, as saved cars are: buyers keep them.
  const requireBuyer = (caller: Principal) => accounts.requireBuyer(caller);

  /** Cars the search shows now that were listed since its owner last opened it. */
  async function newCount(row: SavedSearchRow): Promise<number> {
    const query = await search.readQuery(new URLSearchParams(row.query));
    return (await search.matching(query, { listedAfter: row.lastVisitedAt, limit: 0 })).total;
  }

  const withNewCount = async (row: SavedSearchRow) => toSavedSearch(row, await newCount(row));

  async function ownSearch(accountId: string, id: string) {
    const row = await repo.find(accountId, id);
    if (!row) throw new NotFoundError('There is no such saved search.');
    return row;
  }

  return {
    /** The account's saved searches and whether they alert: its data export. */
    async exportFor(accountId: string): Promise<ExportedSavedSearch[]> {
      return (await repo.exportFor(accountId)).map((saved) => ({
        _id: saved.id,
        name: saved.name,
        query: saved.query,
        frequency: saved.frequency,
        alertsOn: saved.alertsOn,
        createdAt: saved.createdAt.toISOString(),
      }));
    },

    async save(caller: Principal, body: z.output<typeof newSavedSearch>): Promise<SavedSearch> {
      const account = await requireBuyer(caller);
      const query = await search.readQuery(new URLSearchParams(body.query.replace(/^\?/, '')));
      if (isEverything(query)) {
        throw new ValidationError('Choose a keyword or at least one filter before saving a search.');
      }
      const normalised = searchQueryString(query);
      const now = clock();
      const outcome = await db.transaction((tx) =>
        createSavedSearchesRepo(tx).insert(
          {
            accountId: account.id,
            name: body.name,
            query: normalised,
            frequency: body.frequency,
            timeZone: body.timeZone ?? 'UTC',
            createdAt: now,
            lastVisitedAt: now,
          },
          maxSavedSearches,
        ),
      );
      if (outcome === 'full') {
        throw new ConflictError(`You can keep up to ${maxSavedSearches} saved searches: delete one first.`);
      }
      if (outcome === 'same-query') {
        const same = await repo.sameQuery(account.id, normalised);
        throw new ConflictError(`You saved this search already${same ? ` as “${same.name}”` : ''}.`);
      }
      return toSavedSearch(outcome, 0);
    },

    async list(caller: Principal): Promise<SavedSearch[]> {
      const account = await requireBuyer(caller);
      return Promise.all((await repo.list(account.id)).map(withNewCount));
    },

    async edit(caller: Principal, id: string, edit: z.output<typeof savedSearchEdit>): Promise<SavedSearch> {
      const account = await requireBuyer(caller);
      const row = await repo.update(account.id, id, edit);
      if (!row) throw new NotFoundError('There is no such saved search.');
      return withNewCount(row);
    },

    /**
     * The owner opens the search from their list: cars listed since the previous visit are new to them (`newSince`),
     * and from now on only cars listed after this visit are.
     */
    async visit(caller: Principal, id: string): Promise<{ savedSearch: SavedSearch; newSince: string }> {
      const account = await requireBuyer(caller);
      const before = await ownSearch(account.id, id);
      const row = await repo.update(account.id, id, { lastVisitedAt: clock() });
      if (!row) throw new NotFoundError('There is no such saved search.');
      return { savedSearch: toSavedSearch(row, 0), newSince: before.lastVisitedAt.toISOString() };
    },

    /**
     * A one-click unsubscribe from a search's alerts, for the account its link was made for: turns them off (the search
     * stays, and its owner may turn them on again); someone else's search is refused.
     */
    async turnAlertsOff(accountId: string, id: string): Promise<{ _id: string; name: string }> {
      const row = await repo.findAny(id);
      if (!row) throw new NotFoundError('This saved search was deleted: it sends no more alerts.');
      if (row.accountId !== accountId) {
        throw new ForbiddenError('This unsubscribe link is for a saved search of another account.');
      }
      await repo.update(accountId, id, { alertsOn: false });
      return { _id: row.id, name: row.name };
    },

    async remove(caller: Principal, id: string): Promise<number> {
      const account = await requireBuyer(caller);
      const removed = await repo.remove(account.id, id);
      if (removed === 0) throw new NotFoundError('There is no such saved search.');
      return removed;
    },
  };
}
