import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from './uploads.table.ts';

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;

export function createUploadsRepo(db: Executor) {
  return {
    async insert(upload: { id: string; ownerId: string; url: string; createdAt: Date }) {
      await db.insert(uploads).values(upload);
    },

    async countSince(ownerId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), gt(uploads.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Marks the owner's unattached, unexpired upload as taken; false when there is no such upload. */
    async attach(url: string, ownerId: string, notBefore: Date, at: Date): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ attachedAt: at })
        .where(
          and(
            eq(uploads.url, url),
            eq(uploads.ownerId, ownerId),
            isNull(uploads.attachedAt),
            gt(uploads.createdAt, notBefore),
          ),
        )
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /** Marks the upload a removed listing showed as no longer needed. */
    async release(url: string, at: Date) {
      await db.update(uploads).set({ releasedAt: at }).where(eq(uploads.url, url));
    },

    /**
     * Removes the records of uploads no longer needed: never attached and created before `before`, or released by
     * their listing. Returns their ids.
     */
    async deleteUnneeded(before: Date): Promise<string[]> {
      const rows = await db
        .delete(uploads)
        .where(
          or(and(isNull(uploads.attachedAt), lt(uploads.createdAt, before)), isNotNull(uploads.releasedAt)),
        )
        .returning({ id: uploads.id });
      return rows.map((row) => row.id);
    },
  };
}
