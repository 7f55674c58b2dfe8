import type { AvailabilityException, WeeklyHours } from '@second-gear/contract';
import { testDriveStates } from '@second-gear/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';

/** A seller's weekly hours for test drives, in their own time zone, and the single days that differ. */
export const sellerAvailability = pgTable('seller_availability', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  weekly: jsonb('weekly').$type<WeeklyHours[]>().notNull(),
  exceptions: jsonb('exceptions').$type<AvailabilityException[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A buyer's test drive of a car. The car's name and place are copied when it is asked for, so the record reads the
 * same after the listing is gone. Two confirmed drives of one seller never overlap: an exclusion constraint over
 * their time ranges (hand-written in the migration), not a check in code.
 */
export const testDrives = pgTable(
  'test_drives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    carName: text('car_name').notNull(),
    carLocation: text('car_location').notNull(),
    /** The seller's zone when it was asked for: the times are shown and sent in it. */
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: testDriveStates }).notNull().default('requested'),
    /** Who named the time now asked for or agreed. */
    proposedBy: text('proposed_by', { enum: ['buyer', 'seller'] })
      .notNull()
      .default('buyer'),
    /** The calendar invitation's SEQUENCE last sent; null until one is sent (at the first confirmation). */
    invitationSequence: integer('invitation_sequence'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('test_drives_seller_idx').on(table.sellerId, table.startsAt),
    index('test_drives_buyer_idx').on(table.buyerId, table.startsAt),
    index('test_drives_car_idx').on(table.carId),
    // One open test drive per buyer and car.
    uniqueIndex('test_drives_open_per_buyer_key')
      .on(table.buyerId, table.carId)
      .where(sql`${table.state} in ('requested', 'proposed', 'confirmed')`),
    check(
      'test_drives_state_check',
      sql`${table.state} in ('requested', 'proposed', 'confirmed', 'declined', 'cancelled')`,
    ),
    check('test_drives_time_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
