import type { Language } from '@second-gear/contract';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reportsFiledBy } from '../../lib/reports.ts';
import { containsPattern } from '../../lib/keyset-cursor.ts';
import { accounts, adminGrants, userReports } from './accounts.table.ts';

export type NewAccount = typeof accounts.$inferInsert;
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;

export function createAccountsRepo(db: Executor) {
  return {
    /** Records a report of a person once per reporter; false when this reporter already had. */
    async reportUser(report: typeof userReports.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(userReports)
        .values(report)
        .onConflictDoNothing()
        .returning({ accountId: userReports.accountId });
      return rows.length > 0;
    },

    /** The people the person reported, newest first: part of their data export. */
    reportsBy(reporterId: string) {
      return reportsFiledBy(db, userReports, userReports.accountId, reporterId);
    },

    async hasReportedUser(reporterId: string, accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ at: userReports.createdAt })
        .from(userReports)
        .where(and(eq(userReports.reporterId, reporterId), eq(userReports.accountId, accountId)));
      return row !== undefined;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.id, id))
        .for('share');
      return row !== undefined;
    },

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

    /** Inserts the account of a user; undefined when that user or e-mail already has one. */
    async insertForUser(account: NewAccount & { userId: string }): Promise<string | undefined> {
      const [row] = await db
        .insert(accounts)
        .values(account)
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      return row?.id;
    },

    /** Keeps the person's chosen language; false when they have no account. */
    async setLanguage(email: string, language: Language): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ language })
        .where(eq(accounts.userEmail, email.toLowerCase()))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /** The language kept with the account of that address: null when it chose none, undefined with no account. */
    async languageOf(email: string): Promise<Language | null | undefined> {
      const [row] = await db
        .select({ language: accounts.language })
        .from(accounts)
        .where(eq(accounts.userEmail, email.toLowerCase()))
        .limit(1);
      return row && row.language;
    },

    async byEmail(email: string) {
      const [row] = await db
        .select()
        .from(accounts)
        .where(eq(accounts.userEmail, email.toLowerCase()))
        .limit(1);
      return row;
    },

    /**
     * A page of the accounts of one kind, oldest first, so the running numbers of a list stay put as people join;
     * `after` is the sort key of the previous page's last row, `search` a part of the name or e-mail address.
     */
    listByStatus(
      accountStatus: 'buyer' | 'seller',
      page: { after?: { createdAt: string; id: string }; search?: string; limit: number },
    ) {
      const { after, search, limit } = page;
      return db
        .select({ account: accounts, createdAtText: sql<string>`${accounts.createdAt}::text` })
        .from(accounts)
        .where(
          and(
            eq(accounts.accountStatus, accountStatus),
            after
              ? sql`(${accounts.createdAt}, ${accounts.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
            search
              ? or(
                  ilike(accounts.username, containsPattern(search)),
                  ilike(accounts.userEmail, containsPattern(search)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(accounts.createdAt), asc(accounts.id))
        .limit(limit);
    },

    /**
     * The account, locked until the transaction ends: a car or booking being added for it waits, so nothing new
     * slips in while the account is deleted.
     */
    async lockById(id: string) {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).for('update').limit(1);
      return row;
    },

    /** Gives or takes a seller's verified badge; how many rows changed (0: no such seller, or no change). */
    async setVerified(id: string, verified: boolean): Promise<number> {
      const rows = await db
        .update(accounts)
        .set({ sellerStatus: verified ? 'verified' : null })
        .where(
          and(
            eq(accounts.id, id),
            eq(accounts.accountStatus, 'seller'),
            verified ? undefined : eq(accounts.sellerStatus, 'verified'),
          ),
        )
        .returning({ id: accounts.id });
      return rows.length;
    },

    /** Deletes an account and any administrator grant of its e-mail: whoever signs up with it later is not admin. */
    async deleteById(id: string): Promise<number> {
      const rows = await db
        .delete(accounts)
        .where(eq(accounts.id, id))
        .returning({ id: accounts.id, email: accounts.userEmail });
      for (const row of rows) await db.delete(adminGrants).where(eq(adminGrants.email, row.email));
      return rows.length;
    },

    async existsByEmail(email: string): Promise<boolean> {
      return (await this.byEmail(email)) !== undefined;
    },

    /**
     * The marketplace account and an administrator grant follow their person to a new address: a grant left on the
     * old address would make whoever registers it next an administrator.
     */
    async moveAddress(change: { userId: string; from: string; to: string }) {
      await db
        .update(accounts)
        .set({ userEmail: change.to })
        .where(or(eq(accounts.userId, change.userId), eq(accounts.userEmail, change.from)));
      await db.update(adminGrants).set({ email: change.to }).where(eq(adminGrants.email, change.from));
    },

    async isGrantedAdmin(email: string): Promise<boolean> {
      const rows = await db
        .select({ email: adminGrants.email })
        .from(adminGrants)
        .where(eq(adminGrants.email, email.toLowerCase()))
        .limit(1);
      return rows.length > 0;
    },

    async grantAdmin(email: string) {
      await db.insert(adminGrants).values({ email: email.toLowerCase() }).onConflictDoNothing();
    },

    async revokeAdmin(email: string) {
      await db.delete(adminGrants).where(eq(adminGrants.email, email.toLowerCase()));
    },

    listGrantedAdmins() {
      return db.select().from(adminGrants).orderBy(adminGrants.email);
    },
    /** The calculator's last choices kept with the account (the APR in basis points); undefined: no such account. */
    async financingOf(email: string) {
      const [row] = await db
        .select({
          downPercent: accounts.financingDownPercent,
          aprBasisPoints: accounts.financingAprBasisPoints,
          termMonths: accounts.financingTermMonths,
        })
        .from(accounts)
        .where(eq(accounts.userEmail, email.toLowerCase()))
        .limit(1);
      return row;
    },

    /** Keeps the calculator's choices with the account; false when there is no account of this address. */
    async setFinancing(
      email: string,
      choices: { downPercent: number; aprBasisPoints: number; termMonths: number },
    ): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({
          financingDownPercent: choices.downPercent,
          financingAprBasisPoints: choices.aprBasisPoints,
          financingTermMonths: choices.termMonths,
        })
        .where(eq(accounts.userEmail, email.toLowerCase()))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },

    /** The account as its owner's data export shows it. */
    async exportFor(accountId: string) {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
      return row;
    },
  };
}
