import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from './accounts.table.ts';

export type NewAccount = typeof accounts.$inferInsert;
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;

export function createAccountsRepo(db: Executor) {
  return {
    /** Inserts the account unless one exists for that e-mail; returns the id either way. */
    async upsertByEmail(account: NewAccount): Promise<string> {
      const [row] = await db
        .insert(accounts)
        .values({ ...account, userEmail: account.userEmail.toLowerCase() })
        .onConflictDoUpdate({
          target: accounts.userEmail,
          set: { userEmail: account.userEmail.toLowerCase() },
        })
        .returning({ id: accounts.id });
      return row!.id;
    },

    async existsByEmail(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.userEmail, email.toLowerCase()))
        .limit(1);
      return rows.length > 0;
    },
  };
}
