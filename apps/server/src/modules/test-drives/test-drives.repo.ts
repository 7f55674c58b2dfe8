import type { Availability, TestDriveState } from '@second-gear/contract';
import { aliasedTable, and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countByCarAndDay, type DailyCount } from '../../lib/daily-counts.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';
import { sellerAvailability, testDrives } from './test-drives.table.ts';

export type TestDrivesRepo = ReturnType<typeof createTestDrivesRepo>;
export type TestDriveRow = typeof testDrives.$inferSelect;

const buyers = aliasedTable(accounts, 'buyers');
const sellers = aliasedTable(accounts, 'sellers');

/** A drive with the names and addresses of its two people and where its car is (for mail and invitations). */
const driveWithPeople = {
  drive: testDrives,
  buyer: { id: buyers.id, name: buyers.username, email: buyers.userEmail },
  seller: { id: sellers.id, name: sellers.username, email: sellers.userEmail },
  latitude: cars.latitude,
  longitude: cars.longitude,
};

export function createTestDrivesRepo(db: Executor) {
  const withPeople = () =>
    db
      .select(driveWithPeople)
      .from(testDrives)
      .innerJoin(buyers, eq(buyers.id, testDrives.buyerId))
      .innerJoin(sellers, eq(sellers.id, testDrives.sellerId))
      .leftJoin(cars, eq(cars.id, testDrives.carId));

  return {
    /** Test drives asked for on each car, per day. */
    countsByDay(carIds: readonly string[], since: Date | null): Promise<DailyCount[]> {
      return countByCarAndDay(
        db,
        { car: testDrives.carId, at: testDrives.createdAt, from: sql`${testDrives}` },
        carIds,
        since,
      );
    },

    async availabilityOf(accountId: string): Promise<Availability | undefined> {
      const [row] = await db
        .select({
          timeZone: sellerAvailability.timeZone,
          weekly: sellerAvailability.weekly,
          exceptions: sellerAvailability.exceptions,
        })
        .from(sellerAvailability)
        .where(eq(sellerAvailability.accountId, accountId));
      return row;
    },

    async saveAvailability(accountId: string, availability: Availability, now: Date) {
      await db
        .insert(sellerAvailability)
        .values({ accountId, ...availability, updatedAt: now })
        .onConflictDoUpdate({
          target: sellerAvailability.accountId,
          set: { ...availability, updatedAt: now },
        });
    },

    /** A car a test drive may be asked for, with its seller. */
    async carForDrive(carId: string) {
      const [row] = await db
        .select({
          id: cars.id,
          productName: cars.productName,
          location: cars.location,
          zip: cars.zip,
          saleStatus: cars.saleStatus,
          sellerId: cars.sellerId,
        })
        .from(cars)
        .where(eq(cars.id, carId));
      return row;
    },

    /** The seller's confirmed drives ending after `from` (the slots must avoid them), except `except`. */
    confirmedOfSeller(sellerId: string, from: Date, except?: string) {
      return db
        .select({ start: testDrives.startsAt, end: testDrives.endsAt })
        .from(testDrives)
        .where(
          and(
            eq(testDrives.sellerId, sellerId),
            eq(testDrives.state, 'confirmed'),
            gt(testDrives.endsAt, from),
            ...(except ? [ne(testDrives.id, except)] : []),
          ),
        );
    },

    /** Inserts the drive; undefined when the buyer already has an open one of that car. */
    async insert(drive: typeof testDrives.$inferInsert): Promise<string | undefined> {
      const [row] = await db
        .insert(testDrives)
        .values(drive)
        .onConflictDoNothing()
        .returning({ id: testDrives.id });
      return row?.id;
    },

    /** A drive with its people, held until the caller's transaction ends. */
    async lockWithPeople(id: string) {
      await db.select({ id: testDrives.id }).from(testDrives).where(eq(testDrives.id, id)).for('update');
      const [row] = await withPeople().where(eq(testDrives.id, id));
      return row;
    },

    async withPeople(id: string) {
      const [row] = await withPeople().where(eq(testDrives.id, id));
      return row;
    },

    /** The drives an account takes part in, soonest first. */
    ofAccount(accountId: string, role?: 'buyer' | 'seller') {
      const where =
        role === 'buyer'
          ? eq(testDrives.buyerId, accountId)
          : role === 'seller'
            ? eq(testDrives.sellerId, accountId)
            : or(eq(testDrives.buyerId, accountId), eq(testDrives.sellerId, accountId));
      return withPeople().where(where).orderBy(asc(testDrives.startsAt));
    },

    /** The drives of a car still to come and not yet ended, held until the caller's transaction ends. */
    async lockOpenOfCar(carId: string, now: Date) {
      const ids = await db
        .select({ id: testDrives.id })
        .from(testDrives)
        .where(
          and(
            eq(testDrives.carId, carId),
            inArray(testDrives.state, ['requested', 'proposed', 'confirmed']),
            gt(testDrives.startsAt, now),
          ),
        )
        .for('update');
      if (ids.length === 0) return [];
      return withPeople().where(
        inArray(
          testDrives.id,
          ids.map((row) => row.id),
        ),
      );
    },

    async update(
      id: string,
      change: Partial<{
        state: TestDriveState;
        startsAt: Date;
        endsAt: Date;
        proposedBy: 'buyer' | 'seller';
        invitationSequence: number;
        reminderSentAt: Date | null;
      }>,
      now: Date,
    ) {
      await db
        .update(testDrives)
        .set({ ...change, updatedAt: now })
        .where(eq(testDrives.id, id));
    },

    /** Marks the reminder of a drive still confirmed for `start` sent; false when it is not due (or already sent). */
    async claimReminder(id: string, start: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(testDrives)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(testDrives.id, id),
            eq(testDrives.state, 'confirmed'),
            eq(testDrives.startsAt, start),
            isNull(testDrives.reminderSentAt),
          ),
        )
        .returning({ id: testDrives.id });
      return rows.length > 0;
    },
    /** Test drives the account asked for or gives: part of its data export. */
    exportFor(accountId: string) {
      return db
        .select()
        .from(testDrives)
        .where(or(eq(testDrives.buyerId, accountId), eq(testDrives.sellerId, accountId)))
        .orderBy(asc(testDrives.createdAt));
    },
  };
}
