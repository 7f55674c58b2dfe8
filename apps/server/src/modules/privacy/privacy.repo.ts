import { and, asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountDeletions, type AccountDeletionRow } from './privacy.table.ts';

export type PrivacyRepo = ReturnType<typeof createPrivacyRepo>;

export function createPrivacyRepo(db: Executor) {
  return {
    async ofAccount(accountId: string): Promise<AccountDeletionRow | undefined> {
      const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.accountId, accountId));
      return row;
    },

    async byTokenHash(tokenHash: string): Promise<AccountDeletionRow | undefined> {
      const [row] = await db
        .select()
        .from(accountDeletions)
        .where(eq(accountDeletions.tokenHash, tokenHash))
        .for('update');
      return row;
    },

    async lockOfAccount(accountId: string): Promise<AccountDeletionRow | undefined> {
      const [row] = await db
        .select()
        .from(accountDeletions)
        .where(eq(accountDeletions.accountId, accountId))
        .for('update');
      return row;
    },

    /** A new request, replacing one whose link was not followed. */
    async request(row: Omit<AccountDeletionRow, 'state' | 'deleteAt'>) {
      await db
        .insert(accountDeletions)
        .values({ ...row, state: 'requested' })
        .onConflictDoUpdate({
          target: accountDeletions.accountId,
          set: { tokenHash: row.tokenHash, linkExpiresAt: row.linkExpiresAt, requestedAt: row.requestedAt },
        });
    },

    async schedule(accountId: string, deleteAt: Date) {
      await db
        .update(accountDeletions)
        .set({ state: 'scheduled', deleteAt })
        .where(eq(accountDeletions.accountId, accountId));
    },

    /** Forgets the account's deletion; answers the state it was in, if there was one. */
    async cancel(accountId: string): Promise<AccountDeletionRow['state'] | undefined> {
      const [row] = await db
        .delete(accountDeletions)
        .where(eq(accountDeletions.accountId, accountId))
        .returning({ state: accountDeletions.state });
      return row?.state;
    },

    /** Accounts whose scheduled deletion is due at `now`, the longest due first. */
    async due(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ accountId: accountDeletions.accountId })
        .from(accountDeletions)
        .where(and(eq(accountDeletions.state, 'scheduled'), lte(accountDeletions.deleteAt, now)))
        .orderBy(asc(accountDeletions.deleteAt))
        .limit(limit);
      return rows.map((row) => row.accountId);
    },
  };
}
