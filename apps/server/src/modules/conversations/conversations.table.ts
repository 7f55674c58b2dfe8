import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportColumns, reportReasonCheck } from '../../lib/reports.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';

/**
 * One conversation per buyer and car. The car's name is kept so a conversation outlives its listing; the read marks
 * are the last message id each side has read (unread = the other side's messages after it).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    carName: text('car_name').notNull(),
    buyerId: uuid('buyer_id').references(() => accounts.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => accounts.id, { onDelete: 'set null' }),
    buyerReadId: bigint('buyer_read_id', { mode: 'number' }).notNull().default(0),
    sellerReadId: bigint('seller_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** When its last e-mail went to an absent buyer or seller: at most one an hour per conversation. */
    buyerEmailedAt: timestamp('buyer_emailed_at', { withTimezone: true }),
    sellerEmailedAt: timestamp('seller_emailed_at', { withTimezone: true }),
    /**
     * For a dealership's car: the staff member who answers it (the first to reply, or whom a manager chose); null
     * while nobody has taken it.
     */
    assignedTo: uuid('assigned_to').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('conversations_car_buyer_key').on(table.carId, table.buyerId),
    index('conversations_buyer_idx').on(table.buyerId, table.lastMessageAt),
    index('conversations_seller_idx').on(table.sellerId, table.lastMessageAt),
    // The daily limit on new conversations counts an account's recent ones.
    index('conversations_buyer_created_idx').on(table.buyerId, table.createdAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => accounts.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** The scam-guard rules it matched (empty: none); a flagged message is delivered with a warning. */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the moderators removed it; its text is then the placeholder both people see, its words are gone. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.id),
    // The per-minute limit counts an account's recent messages.
    index('messages_sender_created_idx').on(table.senderId, table.createdAt),
    index('messages_flagged_idx')
      .on(table.id)
      .where(sql`cardinality(${table.flags}) > 0`),
    check('messages_text_length_check', sql`char_length(${table.text}) between 1 and 2000`),
  ],
);

/** A person reported a message to the administrators, with a reason and note (once per person and message). */
export const messageReports = pgTable(
  'message_reports',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ...reportColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.reporterId] }),
    reportReasonCheck('message_reports_reason_check', table.reason),
  ],
);

/** `blockerId` no longer receives messages from `blockedId`. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] })],
);
