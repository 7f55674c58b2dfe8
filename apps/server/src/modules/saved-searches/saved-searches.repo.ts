import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postgresCode, uniqueViolation } from '../../db/client.ts';
import { savedSearches } from './saved-searches.table.ts';

export type SavedSearchesRepo = ReturnType<typeof createSavedSearchesRepo>;
export type SavedSearchRow = typeof savedSearches.$inferSelect;
type NewRow = Omit<typeof savedSearches.$inferInsert, 'id'>;

export function createSavedSearchesRepo(db: Executor) {
  return {
    /**
     * Keeps the search unless the account holds `limit` already or saved the same query before. Run it in a
     * transaction: the account's saves queue behind a lock, so two at once cannot pass the limit.
     */
    async insert(row: NewRow, limit: number): Promise<SavedSearchRow | 'full' | 'same-query'> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${'saved-searches:' + row.accountId}, 0))`,
      );
      const [held] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(savedSearches)
        .where(eq(savedSearches.accountId, row.accountId));
      if ((held?.count ?? 0) >= limit) return 'full';
      try {
        const [inserted] = await db.insert(savedSearches).values(row).returning();
        return inserted!;
      } catch (error) {
        if (postgresCode(error) === uniqueViolation) return 'same-query';
        throw error;
      }
    },

    async sameQuery(accountId: string, query: string) {
      const [row] = await db
        .select({ name: savedSearches.name })
        .from(savedSearches)
        .where(and(eq(savedSearches.accountId, accountId), eq(savedSearches.query, query)));
      return row;
    },

    list(accountId: string) {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.accountId, accountId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    /** Changes the account's own search; nothing for anyone else's. */
    async update(
      accountId: string,
      id: string,
      changes: Partial<
        Pick<SavedSearchRow, 'name' | 'frequency' | 'timeZone' | 'lastVisitedAt' | 'alertsOn'>
      >,
    ): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set(changes)
        .where(and(eq(savedSearches.accountId, accountId), eq(savedSearches.id, id)))
        .returning();
      return row;
    },

    async find(accountId: string, id: string): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.accountId, accountId), eq(savedSearches.id, id)));
      return row;
    },

    /** A search whoever's it is: an unsubscribe link says whose it should be. */
    async findAny(id: string): Promise<SavedSearchRow | undefined> {
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
      return row;
    },

    async remove(accountId: string, id: string): Promise<number> {
      const removed = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.accountId, accountId), eq(savedSearches.id, id)))
        .returning({ id: savedSearches.id });
      return removed.length;
    },
    /** The account's saved searches and their alerts: part of its data export. */
    exportFor(accountId: string) {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.accountId, accountId))
        .orderBy(desc(savedSearches.createdAt));
    },
  };
}
