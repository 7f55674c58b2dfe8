import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailMessages, mailOptOuts } from './mail.table.ts';

export type MailRepo = ReturnType<typeof createMailRepo>;

export function createMailRepo(db: Executor) {
  return {
    async insert(message: typeof mailMessages.$inferInsert): Promise<string> {
      const [row] = await db.insert(mailMessages).values(message).returning({ id: mailMessages.id });
      return row!.id;
    },

    async find(id: string) {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
      return row;
    },

    async countSince(recipient: string, kind: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailMessages)
        .where(
          and(
            eq(mailMessages.recipient, recipient),
            eq(mailMessages.kind, kind),
            gt(mailMessages.createdAt, since),
          ),
        );
      return row!.n;
    },

    async isOptedOut(email: string, kind: string): Promise<boolean> {
      const rows = await db
        .select({ kind: mailOptOuts.kind })
        .from(mailOptOuts)
        .where(and(eq(mailOptOuts.email, email), eq(mailOptOuts.kind, kind)))
        .limit(1);
      return rows.length > 0;
    },

    async optedOutKinds(email: string): Promise<Set<string>> {
      const rows = await db
        .select({ kind: mailOptOuts.kind })
        .from(mailOptOuts)
        .where(eq(mailOptOuts.email, email));
      return new Set(rows.map((row) => row.kind));
    },

    async setOptOut(email: string, kind: string, optedOut: boolean, at: Date) {
      if (optedOut) {
        await db.insert(mailOptOuts).values({ email, kind, optedOutAt: at }).onConflictDoNothing();
      } else {
        await db.delete(mailOptOuts).where(and(eq(mailOptOuts.email, email), eq(mailOptOuts.kind, kind)));
      }
    },

    /** The address's turned-off kinds go with it to its new address (keeping any the new one already has). */
    async moveOptOuts(from: string, to: string) {
      await db.execute(
        sql`insert into ${mailOptOuts} (email, kind, opted_out_at)
            select ${to}, kind, opted_out_at from ${mailOptOuts} where email = ${from}
            on conflict do nothing`,
      );
      await db.delete(mailOptOuts).where(eq(mailOptOuts.email, from));
    },

    async markSent(id: string, at: Date) {
      await db.update(mailMessages).set({ sentAt: at }).where(eq(mailMessages.id, id));
    },
  };
}
