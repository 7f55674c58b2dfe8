import { sql } from 'drizzle-orm';
import { dealerRoles } from '@second-gear/contract';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';

/** A dealership: a storefront at `/dealers/:slug` whose staff list and sell cars together. */
export const dealers = pgTable(
  'dealers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The storefront's address: lower-case words joined by hyphens, unique, kept when the name changes. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    zip: text('zip').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    /** Opening hours as the dealership writes them, one line a day or a range of days. */
    hours: text('hours').notNull().default(''),
    about: text('about').notNull().default(''),
    /** The logo's stored photo (the uploads module's name for it), or null. */
    logo: text('logo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dealers_slug_key').on(table.slug),
    check('dealers_slug_check', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('dealers_zip_check', sql`${table.zip} ~ '^[0-9]{5}$'`),
  ],
);

/** Who works for a dealership, and as what. A person works for one dealership at most. */
export const dealerStaff = pgTable(
  'dealer_staff',
  {
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: dealerRoles }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.dealerId, table.accountId] }),
    uniqueIndex('dealer_staff_account_key').on(table.accountId),
    check('dealer_staff_role_check', sql`${table.role} in ('owner', 'manager', 'sales')`),
  ],
);

/**
 * An invitation to join a dealership, sent by e-mail. Only the token's hash is kept; it is used once (`acceptedAt`) and
 * lapses at `expiresAt`.
 */
export const dealerInvitations = pgTable(
  'dealer_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: dealerRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('dealer_invitations_token_key').on(table.tokenHash),
    index('dealer_invitations_dealer_idx').on(table.dealerId, table.createdAt),
    check('dealer_invitations_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('dealer_invitations_role_check', sql`${table.role} in ('owner', 'manager', 'sales')`),
  ],
);
