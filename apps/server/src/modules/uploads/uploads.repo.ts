import { and, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from './uploads.table.ts';

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;

export function createUploadsRepo(db: Executor) {
  return {
    async insert(upload: { id: string; ownerId: string; url: string; createdAt: Date; photoHash?: bigint }) {
      await db.insert(uploads).values(upload);
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id));
      return row !== undefined;
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

    /** The ids of up to `limit` uploads without a hash (stored before hashes were kept) after `after`, in order. */
    async unhashedAfter(after: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(isNull(uploads.photoHash), gt(uploads.id, after)))
        .orderBy(uploads.id)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async setHash(id: string, photoHash: bigint) {
      await db.update(uploads).set({ photoHash }).where(eq(uploads.id, id));
    },

    /** The hashes of these photos, by URL (photos without one yet are left out). */
    async hashesOf(urls: readonly string[]): Promise<{ url: string; photoHash: bigint }[]> {
      if (urls.length === 0) return [];
      const rows = await db
        .select({ url: uploads.url, photoHash: uploads.photoHash })
        .from(uploads)
        .where(and(inArray(uploads.url, [...urls]), isNotNull(uploads.photoHash)));
      return rows.map((row) => ({ url: row.url, photoHash: row.photoHash! }));
    },

    /**
     * Each listed photo of another owner within `maxDistance` differing bits of one of `photos`, found in one pass
     * over the listed photos. An owner-less photo (a deleted account's sold car) counts as another owner's.
     */
    async listedNear(
      photos: readonly { url: string; photoHash: bigint }[],
      ownerId: string,
      maxDistance: number,
    ): Promise<{ photo: string; otherPhoto: string; distance: number }[]> {
      if (photos.length === 0) return [];
      const urls = photos.map((photo) => photo.url);
      const hashes = photos.map((photo) => photo.photoHash.toString());
      const distance = sql<number>`bit_count((${uploads.photoHash} # mine.hash)::bit(64))::int`;
      return db
        .select({ photo: sql<string>`mine.url`, otherPhoto: uploads.url, distance })
        .from(uploads)
        .innerJoin(
          sql`unnest(${sql.param(urls)}::text[], ${sql.param(hashes)}::bigint[]) as mine(url, hash)`,
          sql`bit_count((${uploads.photoHash} # mine.hash)::bit(64)) <= ${maxDistance}`,
        )
        .where(
          and(
            isNotNull(uploads.attachedAt),
            isNull(uploads.releasedAt),
            isNotNull(uploads.photoHash),
            sql`${uploads.ownerId} is distinct from ${ownerId}`,
          ),
        );
    },
  };
}
