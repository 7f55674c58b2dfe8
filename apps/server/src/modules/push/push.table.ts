import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';

/**
 * A device that receives notifications: the browser's push subscription (endpoint and keys) and the topics chosen on
 * it. An endpoint belongs to one account; it goes with the account, or when the push service says it is gone.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and authentication secret (base64url): the message is encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    topics: text('topics', { enum: ['messages', 'deals', 'alerts', 'price-drops'] })
      .array()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_account_idx').on(table.accountId),
  ],
);

/**
 * One notification to one device: written with the event that causes it, once per subscription and event (the unique
 * key), so a second server or a retried job finds it and does not send it again. `attemptedAt` is a short lease taken
 * before sending; `sentAt` is set when the push service accepted it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** What happened, e.g. `message:123`: one notification per device for it, ever. */
    eventKey: text('event_key').notNull(),
    topic: text('topic', { enum: ['messages', 'deals', 'alerts', 'price-drops'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('push_deliveries_subscription_event_idx').on(table.subscriptionId, table.eventKey),
    index('push_deliveries_created_idx').on(table.createdAt),
  ],
);
