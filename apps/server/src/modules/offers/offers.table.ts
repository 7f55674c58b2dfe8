import { offerStates } from '@second-gear/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.table.ts';
import { cars } from '../cars/cars.table.ts';
import { conversations } from '../conversations/conversations.table.ts';

/**
 * An amount offered for a car in its conversation, by its buyer or (a counter) its seller. At most one is open per
 * conversation; an accepted one names the booking it made.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    /** Whole dollars. */
    amount: integer('amount').notNull(),
    /** The car's asking price when the offer was made. */
    askingPrice: integer('asking_price').notNull(),
    by: text('by', { enum: ['buyer', 'seller'] }).notNull(),
    state: text('state', { enum: offerStates }).notNull().default('open'),
    /** The offer this one counters. */
    counterOf: uuid('counter_of'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('offers_conversation_idx').on(table.conversationId, table.createdAt),
    index('offers_car_idx').on(table.carId, table.state),
    uniqueIndex('offers_open_per_conversation_key')
      .on(table.conversationId)
      .where(sql`${table.state} = 'open'`),
    check('offers_amount_check', sql`${table.amount} > 0`),
    check('offers_by_check', sql`${table.by} in ('buyer', 'seller')`),
    check(
      'offers_state_check',
      sql`${table.state} in ('open', 'accepted', 'declined', 'countered', 'withdrawn', 'expired')`,
    ),
  ],
);
