import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';

/** A car an account saved, with the price it had then; it goes with the listing or the account. */
export const favorites = pgTable(
  'favorites',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    priceWhenSaved: integer('price_when_saved').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.carId] }),
    index('favorites_car_idx').on(table.carId),
    index('favorites_account_saved_idx').on(table.accountId, table.savedAt),
  ],
);
