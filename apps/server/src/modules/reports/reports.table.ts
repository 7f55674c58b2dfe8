import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reportColumns, reportReasonCheck } from '../../lib/reports.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';

/** One user's report of a car, with its reason and note; a listing's reports go with it. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ...reportColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    reportReasonCheck('reports_reason_check', table.reason),
    uniqueIndex('reports_car_reporter_key').on(table.carId, table.reporterId),
    index('reports_reporter_idx').on(table.reporterId),
  ],
);
