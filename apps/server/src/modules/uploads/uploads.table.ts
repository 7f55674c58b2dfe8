import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/**
 * A photo a user uploaded; it lives on only if a listing takes it within the expiry, and only while that listing does.
 * It outlives its owner's account as long as a listing shows it (a sold car's record).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The public URL of the default width, as listings store it. */
    url: text('url').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** When the listing that took it was removed: its files go at the next sweep. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The photo's 64-bit difference hash (photo-hash.ts), for finding reused photos; null until computed. */
    photoHash: bigint('photo_hash', { mode: 'bigint' }),
  },
  (table) => [
    index('uploads_owner_created_idx').on(table.ownerId, table.createdAt),
    // The photos of listings, as the reused-photo scan reads them: the index alone answers it.
    index('uploads_listed_hash_idx')
      .on(table.photoHash, table.ownerId, table.url)
      .where(
        sql`${table.attachedAt} is not null and ${table.releasedAt} is null and ${table.photoHash} is not null`,
      ),
    // Old photos still without a hash, for the backfill.
    index('uploads_unhashed_idx')
      .on(table.id)
      .where(sql`${table.photoHash} is null`),
  ],
);
