import { reservationStates } from '@second-gear/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';

/**
 * A buyer's reservation of a car: a deposit held on their card (a manual-capture payment intent) while it holds the
 * car. The product fields are copied from the car, so the record outlives the listing.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id').references(() => accounts.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    /** The car's price when it was reserved, in whole dollars. */
    productPrice: integer('product_price').notNull(),
    state: text('state', { enum: reservationStates }).notNull().default('pending'),
    /** The deposit held on the card. */
    amountCents: integer('amount_cents').notNull(),
    /** The gateway's payment intent holding the deposit. */
    intentId: text('intent_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the gateway confirmed the hold and the reservation began to hold the car. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['buyer', 'seller'] }),
    /** When it left `active` or `pending`. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Whether the gateway has done what its end asks of the hold (captured it, or released it). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reservations_intent_id_key').on(table.intentId),
    // One reservation holds a car at a time.
    uniqueIndex('reservations_active_per_car_key')
      .on(table.carId)
      .where(sql`${table.state} = 'active'`),
    // One reservation waiting for its card per buyer and car: a second press reuses it.
    uniqueIndex('reservations_pending_per_buyer_key')
      .on(table.buyerId, table.carId)
      .where(sql`${table.state} = 'pending'`),
    index('reservations_buyer_idx').on(table.buyerId, table.createdAt.desc()),
    index('reservations_car_idx').on(table.carId, table.createdAt.desc()),
    check(
      'reservations_state_check',
      sql`${table.state} in ('pending', 'active', 'converted', 'cancelled', 'expired')`,
    ),
    check('reservations_amount_check', sql`${table.amountCents} > 0`),
  ],
);
