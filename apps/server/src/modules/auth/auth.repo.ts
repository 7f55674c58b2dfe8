import { and, count, eq, gt, inArray, lt, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { identities, sessions, signInFailures, signInVersion, users, verifications } from './auth.table.ts';

export type AuthRepo = ReturnType<typeof createAuthRepo>;

export function createAuthRepo(db: Executor) {
  return {
    /**
     * The user behind a session and when the session expires, if it exists, with the sign-in version it was read at
     * (in the same statement, see `signInVersion`).
     */
    async sessionUser(sessionId: string) {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          name: users.name,
          expiresAt: sessions.expiresAt,
          signInVersion: sql`(select ${signInVersion.version} from ${signInVersion})`.mapWith(Number),
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return row;
    },

    /** How many changes that can end or change a session have been committed (see `signInVersion`). */
    async signInVersion(): Promise<number> {
      const [row] = await db.select({ version: signInVersion.version }).from(signInVersion);
      return row?.version ?? 0;
    },

    async recordSignInFailure(email: string, at: Date) {
      await db.insert(signInFailures).values({ email, failedAt: at });
    },

    async signInFailuresSince(email: string, since: Date) {
      const [row] = await db
        .select({ failures: count(), oldest: min(signInFailures.failedAt) })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.failedAt, since)));
      return { failures: row?.failures ?? 0, oldest: row?.oldest ?? undefined };
    },

    async forgetSignInFailures(email: string, before?: Date) {
      await db
        .delete(signInFailures)
        .where(
          before
            ? and(eq(signInFailures.email, email), lt(signInFailures.failedAt, before))
            : eq(signInFailures.email, email),
        );
    },

    /** A user who signs in with a password hashed by Better Auth (seed data). Returns the user id. */
    async insertPasswordUser(user: { id: string; name: string; email: string; passwordHash: string }) {
      await db.insert(users).values({ id: user.id, name: user.name, email: user.email, emailVerified: true });
      await db.insert(identities).values({
        id: `${user.id}-credential`,
        accountId: user.id,
        providerId: 'credential',
        userId: user.id,
        password: user.passwordHash,
      });
      return user.id;
    },

    /** Deletes a user; their sessions and sign-in identities go with them. Returns how many users were deleted. */
    async deleteUser(user: { id: string | null; email: string }): Promise<number> {
      const byEmail = eq(users.email, user.email.toLowerCase());
      const rows = await db
        .delete(users)
        .where(user.id ? or(eq(users.id, user.id), byEmail) : byEmail)
        .returning({ id: users.id });
      return rows.length;
    },

    /** Whether the user is suspended, locked until the transaction ends; undefined when there is no such user. */
    async lockSuspension(userId: string) {
      const [row] = await db
        .select({ suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    async setSuspended(userId: string, at: Date | null): Promise<void> {
      await db.update(users).set({ suspendedAt: at }).where(eq(users.id, userId));
    },

    /** Ends every session of the user: their access tokens fail on the next request (see `signInVersion`). */
    async endSessions(userId: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async isSuspended(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return Boolean(row?.suspendedAt);
    },

    /** The e-mail of the account a password-reset token was issued for (Better Auth keeps the token's user id). */
    async emailOfResetToken(token: string) {
      const [row] = await db
        .select({ email: users.email })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.value))
        .where(eq(verifications.identifier, `reset-password:${token}`))
        .limit(1);
      return row?.email;
    },

    async isEmailVerified(email: string): Promise<boolean> {
      const [row] = await db
        .select({ verified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row?.verified ?? false;
    },

    /** The demo people's addresses are ours to vouch for. */
    async markEmailsVerified(emails: string[]) {
      if (emails.length > 0) {
        await db
          .update(users)
          .set({ emailVerified: true })
          .where(and(inArray(users.email, emails), eq(users.emailVerified, false)));
      }
    },

    /**
     * Before another identity joins an account whose address nobody has proved: whoever chose its password may not be
     * the address's owner, so the password and every session it opened are ended. Returns whether it did so.
     */
    async endUnprovenPassword(userId: string): Promise<boolean> {
      const [user] = await db
        .select({ verified: users.emailVerified })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user || user.verified) return false;
      const removed = await db
        .delete(identities)
        .where(and(eq(identities.userId, userId), eq(identities.providerId, 'credential')))
        .returning({ id: identities.id });
      await db.delete(sessions).where(eq(sessions.userId, userId));
      return removed.length > 0;
    },

    async userIdByEmail(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row?.id;
    },
  };
}
