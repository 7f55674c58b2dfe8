import { and, count, eq, gt, lt, min, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { identities, sessions, signInFailures, users } from './auth.table.ts';

export type AuthRepo = ReturnType<typeof createAuthRepo>;

export function createAuthRepo(db: Executor) {
  return {
    /** The user behind a session that still exists and has not expired. */
    async liveSessionUser(sessionId: string, now: Date) {
      const [row] = await db
        .select({ userId: users.id, email: users.email, name: users.name })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
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
      await db
        .insert(users)
        .values({ id: user.id, name: user.name, email: user.email, emailVerified: false });
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

    async userIdByEmail(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row?.id;
    },
  };
}
