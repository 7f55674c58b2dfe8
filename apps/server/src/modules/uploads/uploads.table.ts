import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  },
  (table) => [index('uploads_owner_created_idx').on(table.ownerId, table.createdAt)],
);
