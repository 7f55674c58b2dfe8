import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportColumns, reportReasonCheck } from '../../lib/reports.ts';
import { users } from '../auth/auth.table.ts';

/** A marketplace account: the buyer or seller profile behind an e-mail address. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The sign-in behind the account. */
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    userEmail: text('user_email').notNull(),
    phone: text('phone'),
    location: text('location'),
    accountStatus: text('account_status', { enum: ['buyer', 'seller'] }).notNull(),
    sellerStatus: text('seller_status', { enum: ['verified'] }),
    /** The language the person chose (`en`, `es`): their pages and e-mails. Null: their browser's. */
    language: text('language', { enum: ['en', 'es'] }),
    /** The monthly-payment calculator's last choices (null: the marketplace's defaults). */
    financingDownPercent: smallint('financing_down_percent'),
    financingAprBasisPoints: integer('financing_apr_basis_points'),
    financingTermMonths: smallint('financing_term_months'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_user_email_key').on(table.userEmail),
    // The administrators' lists page through one kind of account in this order.
    index('accounts_status_created_idx').on(table.accountStatus, table.createdAt, table.id),
    // E-mail addresses are compared case-insensitively: they are stored lower-cased.
    check('accounts_user_email_lower_check', sql`${table.userEmail} = lower(${table.userEmail})`),
    check('accounts_account_status_check', sql`${table.accountStatus} in ('buyer', 'seller')`),
    check(
      'accounts_seller_status_check',
      sql`${table.sellerStatus} is null or ${table.sellerStatus} = 'verified'`,
    ),
    check('accounts_language_check', sql`${table.language} is null or ${table.language} in ('en', 'es')`),
    check(
      'accounts_financing_check',
      sql`(${table.financingDownPercent} is null or ${table.financingDownPercent} between 0 and 90)
        and (${table.financingAprBasisPoints} is null or ${table.financingAprBasisPoints} between 0 and 3000)
        and (${table.financingTermMonths} is null or ${table.financingTermMonths} between 24 and 84)`,
    ),
  ],
);

/** Administrators granted at run time (`npm run admin -- grant EMAIL`), besides those in ADMIN_EMAILS. */
export const adminGrants = pgTable(
  'admin_grants',
  {
    email: text('email').primaryKey(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('admin_grants_email_lower_check', sql`${table.email} = lower(${table.email})`)],
);

/** A person reported another to the moderators, with a reason and note: once per reporter and person. */
export const userReports = pgTable(
  'user_reports',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ...reportColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.reporterId] }),
    index('user_reports_reporter_idx').on(table.reporterId),
    reportReasonCheck('user_reports_reason_check', table.reason),
    check('user_reports_not_self_check', sql`${table.accountId} <> ${table.reporterId}`),
  ],
);
