import type { ExportedTestDrive } from '@second-gear/contract';
import type { Availability, TestDrive } from '@second-gear/contract';
import type { Database, Executor } from '../../db/client.ts';
import { postgresCode } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import { testDriveInvitation } from './test-drive-invitation.ts';
import { testDriveMail } from './test-drive-mails.ts';
import { openSlots, type Span } from './test-drive-slots.ts';
import {
  allowedActions,
  answeringSide,
  testDriveStates,
  type Side,
  type TestDriveAction,
} from './test-drive-states.ts';
import { createTestDrivesRepo, type TestDrivesRepo } from './test-drives.repo.ts';
import type { CountSource } from '../../lib/daily-counts.ts';

export type TestDrivesService = ReturnType<typeof createTestDrivesService>;

type DriveRow = NonNullable<Awaited<ReturnType<TestDrivesRepo['withPeople']>>>;

/** PostgreSQL's answer when a row breaks an exclusion constraint (two confirmed drives of one seller overlapping). */
const exclusionViolation = '23P01';
const reminderQueue = 'test-drives.remind';
const dayMs = 24 * 3_600_000;

const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

export function createTestDrivesService(deps: {
  db: Database;
  repo: TestDrivesRepo;
  accounts: AccountsService;
  events: EventsService;
  mail: MailService;
  /** Notifications to the devices of the people an e-mail about the drive goes to. */
  push: PushService;
  jobs: JobsService;
  clock: () => Date;
  publicUrl: string;
}) {
  const { db, repo, accounts, events, mail, push, jobs, clock, publicUrl } = deps;

  /** The side's devices hear what its e-mail says: something changed in the drive. */
  const pushTo = (tx: Executor, row: DriveRow, side: Side, what: string) =>
    push.notify(tx, {
      accountId: row[side].id,
      topic: 'deals',
      eventKey: `test-drive:${row.drive.id}:${what}:${row.drive.startsAt.getTime()}:${clock().getTime()}`,
      url: '/dashboard/test-drives',
      title: { key: 'test-drive.title', values: { carName: row.drive.carName } },
      body: { key: 'test-drive.changed' },
    });
  const host = new URL(publicUrl).hostname;
  const organizer = `test-drives@${host}`;

  const view = (row: DriveRow, side: Side, now: Date): TestDrive => {
    const { drive } = row;
    return {
      _id: drive.id,
      carId: drive.carId,
      carName: drive.carName,
      carLocation: drive.carLocation,
      state: drive.state,
      start: drive.startsAt.toISOString(),
      end: drive.endsAt.toISOString(),
      timeZone: drive.timeZone,
      role: side,
      proposedBy: drive.proposedBy,
      otherName: row[other(side)].name,
      buyerId: drive.buyerId,
      actions: allowedActions({ ...drive, start: drive.startsAt }, side, now),
      updatedAt: drive.updatedAt.toISOString(),
    };
  };

  const facts = (row: DriveRow) => ({ ...row.drive, start: row.drive.startsAt });

  const invitation = (row: DriveRow, method: 'REQUEST' | 'CANCEL', sequence: number) =>
    testDriveInvitation(
      {
        ...row.drive,
        start: row.drive.startsAt,
        end: row.drive.endsAt,
        latitude: row.latitude,
        longitude: row.longitude,
        sequence,
        buyer: row.buyer,
        seller: row.seller,
      },
      { method, host, organizer },
    );

  /** Both sides' streams learn the drive changed; the event commits with the change. */
  async function announce(tx: Executor, row: DriveRow) {
    for (const accountId of [row.buyer.id, row.seller.id]) {
      await events.publish(tx, {
        type: 'test-drive.changed',
        accountId,
        data: { testDriveId: row.drive.id },
      });
    }
  }

  /** The seller's open slots, from their hours, minus their confirmed drives (all but `except`). */
  async function slotsOfSeller(
    sellerId: string,
    except?: string,
  ): Promise<{ slots: Span[]; timeZone: string }> {
    const availability = await repo.availabilityOf(sellerId);
    if (!availability) return { slots: [], timeZone: 'UTC' };
    const now = clock();
    const busy = await repo.confirmedOfSeller(sellerId, now, except);
    return { slots: openSlots(availability, busy, now), timeZone: availability.timeZone };
  }

  async function requireOpenSlot(sellerId: string, start: Date, except?: string) {
    const { slots, timeZone } = await slotsOfSeller(sellerId, except);
    const slot = slots.find((open) => open.start.getTime() === start.getTime());
    if (!slot) {
      throw new ConflictError(
        'That time is not open for a test drive any more: pick one of the times offered in the next 14 days.',
      );
    }
    return { ...slot, timeZone };
  }

  async function callerAccount(caller: Principal) {
    const account = await accounts.accountOf(caller);
    if (!account) throw new ForbiddenError('Create your buyer or seller account first.');
    return account;
  }

  /** The caller's side of a drive; anyone else is told there is no such drive. */
  function sideOf(row: DriveRow | undefined, accountId: string): Side {
    if (row?.buyer.id === accountId) return 'buyer';
    if (row?.seller.id === accountId) return 'seller';
    throw new NotFoundError('There is no such test drive of yours.');
  }

  /**
   * One transition of a drive, inside a transaction that holds its row: refused when out of order (its state, whose
   * turn it is, a time already begun), then `apply` writes the change and its e-mails.
   */
  async function transition(
    caller: Principal,
    id: string,
    action: TestDriveAction,
    apply: (tx: Executor, row: DriveRow, side: Side) => Promise<void>,
  ): Promise<TestDrive> {
    const account = await callerAccount(caller);
    const run = () =>
      db.transaction(async (tx) => {
        const row = await createTestDrivesRepo(tx).lockWithPeople(id);
        const side = sideOf(row, account.id);
        const { drive } = row!;
        testDriveStates.apply(action, drive.state, `This test drive is already ${drive.state}.`);
        if (drive.startsAt.getTime() <= clock().getTime())
          throw new ConflictError('This test drive has already begun: it can no longer be changed.');
        if ((action === 'confirm' || action === 'decline') && side !== answeringSide(drive.proposedBy)) {
          throw new ConflictError(
            `You named this time: the ${answeringSide(drive.proposedBy)} confirms or declines it.`,
          );
        }
        await apply(tx, row!, side);
      });
    try {
      await run();
    } catch (error) {
      if (postgresCode(error) === exclusionViolation) {
        throw new ConflictError(
          'The seller already has a confirmed test drive at that time: propose another time.',
        );
      }
      throw error;
    }
    const row = (await repo.withPeople(id))!;
    return view(row, sideOf(row, account.id), clock());
  }

  /**
   * Tells about a drive that ended: when its time was ever agreed, both sides get the cancellation that takes it off
   * their calendars (the invitation's UID, METHOD:CANCEL); otherwise the side `to` is told.
   */
  async function tellEnded(
    tx: Executor,
    row: DriveRow,
    ended: {
      to: Side;
      /** Who ended it, and how; or that the car is gone. */
      end: { state: 'declined' | 'cancelled'; name: string } | { state: 'gone' };
      kind: 'test-drive-updates' | 'test-drive-cancelled';
    },
  ) {
    const invited = row.drive.invitationSequence !== null;
    const sequence = (row.drive.invitationSequence ?? -1) + 1;
    if (invited)
      await createTestDrivesRepo(tx).update(row.drive.id, { invitationSequence: sequence }, clock());
    for (const side of invited ? (['buyer', 'seller'] as const) : [ended.to]) {
      await pushTo(tx, row, side, 'ended');
      await mail.send(
        tx,
        testDriveMail({
          kind: invited ? 'test-drive-cancelled' : ended.kind,
          to: row[side].email,
          news: { kind: 'ended', ...ended.end, invited },
          drive: facts(row),
          otherName: row[other(side)].name,
          publicUrl,
          ...(invited ? { invitation: invitation(row, 'CANCEL', sequence) } : {}),
        }),
      );
    }
  }

  /** The answering side declines the time, or either side cancels: the drive ends and the other side is told. */
  const end = (action: 'decline' | 'cancel') => (caller: Principal, id: string) =>
    transition(caller, id, action, async (tx, row, side) => {
      const state = testDriveStates.transitions[action].to;
      await createTestDrivesRepo(tx).update(row.drive.id, { state }, clock());
      await tellEnded(tx, row, {
        to: other(side),
        end: { state: action === 'decline' ? 'declined' : 'cancelled', name: row[side].name },
        kind: action === 'decline' ? 'test-drive-updates' : 'test-drive-cancelled',
      });
      await announce(tx, row);
    });

  jobs.handle<{ testDriveId: string; start: string }>(
    reminderQueue,
    { concurrency: 1, retryLimit: 5, retryDelay: 30, expireInSeconds: 120 },
    // Claimed in the transaction that writes the reminders: a second run, or a drive moved since, sends nothing.
    async ({ testDriveId, start }) =>
      db.transaction(async (tx) => {
        const drives = createTestDrivesRepo(tx);
        if (!(await drives.claimReminder(testDriveId, new Date(start), clock()))) return;
        const row = (await drives.withPeople(testDriveId))!;
        for (const side of ['buyer', 'seller'] as const) {
          await pushTo(tx, row, side, 'reminder');
          await mail.send(
            tx,
            testDriveMail({
              kind: 'test-drive-updates',
              to: row[side].email,
              news: { kind: 'reminder' },
              drive: facts(row),
              otherName: row[other(side)].name,
              publicUrl,
            }),
          );
        }
      }),
  );

  return {
    /** Test drives asked for on each car, per day. */
    countsByDay: ((carIds, since) => repo.countsByDay(carIds, since)) satisfies CountSource,

    /** Test drives the account asked for or gives: its data export. */
    async exportFor(accountId: string): Promise<ExportedTestDrive[]> {
      return (await repo.exportFor(accountId)).map((drive) => ({
        _id: drive.id,
        role: drive.buyerId === accountId ? ('buyer' as const) : ('seller' as const),
        carId: drive.carId,
        carName: drive.carName,
        startsAt: drive.startsAt.toISOString(),
        state: drive.state,
        createdAt: drive.createdAt.toISOString(),
      }));
    },

    /** The caller's (a seller's) hours for test drives; none yet: an empty week in UTC, `saved: false`. */
    async availability(caller: Principal) {
      const seller = await accounts.requireSeller(caller);
      const saved = await repo.availabilityOf(seller.id);
      return saved
        ? { ...saved, saved: true }
        : { timeZone: 'UTC', weekly: [], exceptions: [], saved: false };
    },

    async setAvailability(caller: Principal, availability: Availability) {
      const seller = await accounts.requireSeller(caller);
      await repo.saveAvailability(seller.id, availability, clock());
      return { ...availability, saved: true };
    },

    /** The open half-hour slots of the next 14 days for a car still for sale (none for a sold car). */
    async slotsForCar(carId: string) {
      const car = await repo.carForDrive(carId);
      if (!car) throw new NotFoundError('There is no such car.');
      if (car.saleStatus === 'sold' || !car.sellerId) return [];
      const { slots, timeZone } = await slotsOfSeller(car.sellerId);
      return slots.map((slot) => ({
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        timeZone,
      }));
    },

    /** A verified buyer asks for one of the car's open slots; the seller is told. */
    async requestDrive(caller: Principal, body: { carId: string; start: string }): Promise<TestDrive> {
      const buyer = await accounts.requireVerifiedAccount(caller);
      if (buyer.accountStatus !== 'buyer') throw new ForbiddenError('Only buyers can ask for a test drive.');
      const car = await repo.carForDrive(body.carId);
      if (!car) throw new NotFoundError('There is no such car.');
      if (car.saleStatus === 'sold' || !car.sellerId)
        throw new ConflictError(`${car.productName} is already sold.`);
      if (car.sellerId === buyer.id) throw new ConflictError('You cannot test-drive your own car.');
      const slot = await requireOpenSlot(car.sellerId, new Date(body.start));
      const carLocation = car.zip ? `${car.location} ${car.zip}` : car.location;
      const id = await db.transaction(async (tx) => {
        const drives = createTestDrivesRepo(tx);
        const inserted = await drives.insert({
          carId: car.id,
          sellerId: car.sellerId!,
          buyerId: buyer.id,
          carName: car.productName,
          carLocation,
          timeZone: slot.timeZone,
          startsAt: slot.start,
          endsAt: slot.end,
          createdAt: clock(),
          updatedAt: clock(),
        });
        if (!inserted) return undefined;
        const row = (await drives.withPeople(inserted))!;
        await pushTo(tx, row, 'seller', 'asked');
        await mail.send(
          tx,
          testDriveMail({
            kind: 'test-drive-updates',
            to: row.seller.email,
            news: { kind: 'asked', name: row.buyer.name },
            drive: facts(row),
            otherName: row.buyer.name,
            publicUrl,
          }),
        );
        await announce(tx, row);
        return inserted;
      });
      if (!id) {
        throw new ConflictError(
          `You already have a test drive of ${car.productName}: find it in your test drives.`,
        );
      }
      return view((await repo.withPeople(id))!, 'buyer', clock());
    },

    /** The answering side agrees the time: both get the calendar invitation, and a reminder waits for the day before. */
    confirm: (caller: Principal, id: string) =>
      transition(caller, id, 'confirm', async (tx, row) => {
        const drives = createTestDrivesRepo(tx);
        const sequence = (row.drive.invitationSequence ?? -1) + 1;
        const now = clock();
        await drives.update(
          row.drive.id,
          { state: 'confirmed', invitationSequence: sequence, reminderSentAt: null },
          now,
        );
        const moved = row.drive.invitationSequence !== null;
        for (const side of ['buyer', 'seller'] as const) {
          await pushTo(tx, row, side, 'confirmed');
          await mail.send(
            tx,
            testDriveMail({
              kind: 'test-drive-confirmed',
              to: row[side].email,
              news: { kind: moved ? 'moved' : 'confirmed' },
              drive: facts(row),
              otherName: row[other(side)].name,
              publicUrl,
              invitation: invitation(row, 'REQUEST', sequence),
            }),
          );
        }
        const remindAt = row.drive.startsAt.getTime() - dayMs;
        if (remindAt > now.getTime()) {
          await jobs.add(
            tx,
            reminderQueue,
            { testDriveId: row.drive.id, start: row.drive.startsAt.toISOString() },
            { startAfter: new Date(remindAt) },
          );
        }
        await announce(tx, row);
      }),

    decline: end('decline'),
    cancel: end('cancel'),

    /** Either side proposes another open slot; the other side confirms or declines it. */
    propose: (caller: Principal, id: string, start: string) =>
      transition(caller, id, 'propose', async (tx, row, side) => {
        const slot = await requireOpenSlot(row.drive.sellerId, new Date(start), row.drive.id);
        await createTestDrivesRepo(tx).update(
          row.drive.id,
          { state: 'proposed', startsAt: slot.start, endsAt: slot.end, proposedBy: side },
          clock(),
        );
        const moved = { ...row, drive: { ...row.drive, startsAt: slot.start, endsAt: slot.end } };
        const to = other(side);
        await pushTo(tx, moved, to, 'proposed');
        await mail.send(
          tx,
          testDriveMail({
            kind: 'test-drive-updates',
            to: row[to].email,
            news: { kind: 'proposed', name: row[side].name },
            drive: facts(moved),
            otherName: row[side].name,
            publicUrl,
          }),
        );
        await announce(tx, row);
      }),

    /** The caller's test drives, as buyer and as seller, soonest first. */
    async list(caller: Principal): Promise<TestDrive[]> {
      const account = await callerAccount(caller);
      const now = clock();
      return (await repo.ofAccount(account.id)).map((row) => view(row, sideOf(row, account.id), now));
    },

    /** A seller's test drives (for a page of their deals, grouped there by `carId`). */
    async listForSeller(sellerId: string): Promise<TestDrive[]> {
      const now = clock();
      return (await repo.ofAccount(sellerId, 'seller')).map((row) => view(row, 'seller', now));
    },

    /** A buyer's test drives (for their orders). */
    async listForBuyer(buyerId: string): Promise<TestDrive[]> {
      const now = clock();
      return (await repo.ofAccount(buyerId, 'buyer')).map((row) => view(row, 'buyer', now));
    },

    /** Part of a sale or a removed listing, in its transaction: the car's drives to come are cancelled, buyers told. */
    async cancelFutureOfCar(tx: Executor, carId: string) {
      const drives = createTestDrivesRepo(tx);
      for (const row of await drives.lockOpenOfCar(carId, clock())) {
        await drives.update(row.drive.id, { state: 'cancelled' }, clock());
        await tellEnded(tx, row, {
          to: 'buyer',
          end: { state: 'gone' },
          kind: 'test-drive-cancelled',
        });
        await announce(tx, row);
      }
    },
  };
}
