import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import type { ReceivedMail } from '../../../test/stand-ins/smtp.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { actOn, allWeek, requestTestDrive, setAvailability, slotsOf } from '../../../test/test-drives.ts';

const { app, db, pool, mailbox } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let otherBuyer: Person;
let seller: Person;
let unverified: Person;
let sellerId: string;
let modelId: string;

const accountId = async (person: Person) =>
  (await pool.query('select id from accounts where user_email = $1', [person.email])).rows[0].id as string;

const call = (person: Person | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: person ? bearer(person) : {}, ...(payload ? { payload } : {}) });

const aCar = (productName = '2018 Mazda CX-5 Touring') =>
  createCar(db, { sellerId, modelId }, { productName, location: 'Austin, TX', zip: '78701' });

/** The calendar invitation of an e-mail, parsed back by a calendar library. */
function invitationOf(mail: ReceivedMail) {
  const file = mail.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
  if (!file) throw new Error(`no invitation in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    contentType: file.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    location: event.location,
    status: event.component.getFirstPropertyValue('status'),
  };
}

const mailTo = (person: Person, subject: string) =>
  mailbox.waitFor((mail) => mail.to === person.email && mail.subject === subject);

beforeAll(async () => {
  [buyer, otherBuyer, seller, unverified] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'buyer', { verified: false }),
  ]);
  sellerId = await accountId(seller);
  modelId = (await createCarModel(db, 'Crossover')).id;
});

describe('availability', () => {
  it('starts as an empty week, keeps what the seller sets, and belongs to sellers', async () => {
    const fresh = await signedUpAccount(app, 'seller');
    expect((await call(fresh, 'GET', '/api/availability')).json()).toEqual({
      timeZone: 'UTC',
      weekly: [],
      exceptions: [],
      saved: false,
    });
    const hours = {
      timeZone: 'America/Chicago',
      weekly: [
        { day: 6, from: '09:00', to: '12:00' },
        { day: 6, from: '13:00', to: '17:00' },
      ],
      exceptions: [{ date: '2026-12-26' }, { date: '2026-12-27', from: '10:00', to: '11:00' }],
    };
    const saved = await call(fresh, 'PUT', '/api/availability', hours);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(fresh, 'GET', '/api/availability')).json()).toEqual({ ...hours, saved: true });
    expect((await call(buyer, 'PUT', '/api/availability', hours)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/availability')).statusCode).toBe(401);
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus', weekly: [], exceptions: [] }],
    ['a time that is not HH:MM', { ...allWeek(), weekly: [{ day: 1, from: '9am', to: '12:00' }] }],
    ['hours that end before they start', { ...allWeek(), weekly: [{ day: 1, from: '12:00', to: '11:00' }] }],
    [
      'overlapping hours on one day',
      {
        ...allWeek(),
        weekly: [
          { day: 1, from: '09:00', to: '12:00' },
          { day: 1, from: '11:00', to: '13:00' },
        ],
      },
    ],
    ['a day given twice', { ...allWeek(), exceptions: [{ date: '2026-12-24' }, { date: '2026-12-24' }] }],
    ['a day that is not a date', { ...allWeek(), exceptions: [{ date: '2026-02-30' }] }],
  ])('refuses %s with 400', async (_, body) => {
    const refused = await call(seller, 'PUT', '/api/availability', body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toBe('BAD_REQUEST');
  });
});

describe('test-drive slots', () => {
  it("are public, in the seller's zone, half an hour each, none for a sold or unknown car", async () => {
    await setAvailability(app, seller, allWeek('America/Chicago'));
    const car = await aCar();
    const slots = await slotsOf(app, car.id);
    expect(slots.length).toBeGreaterThan(600);
    expect(slots[0]).toEqual({
      start: expect.any(String),
      end: expect.any(String),
      timeZone: 'America/Chicago',
    });
    expect(Date.parse(slots[0]!.end) - Date.parse(slots[0]!.start)).toBe(30 * 60_000);
    expect(Date.parse(slots.at(-1)!.start)).toBeLessThan(Date.now() + 14 * 86_400_000);

    const sold = await aCar('A sold car');
    await pool.query(`update cars set sale_status = 'sold' where id = $1`, [sold.id]);
    expect(await slotsOf(app, sold.id)).toEqual([]);
    const missing = await call(
      undefined,
      'GET',
      '/api/cars/00000000-0000-4000-8000-000000000000/test-drive-slots',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('asking for a test drive', () => {
  it('books an open slot for a verified buyer and tells the seller', async () => {
    await setAvailability(app, seller);
    const car = await aCar('2019 Subaru Outback Limited');
    const [slot] = await slotsOf(app, car.id);
    const asked = await call(buyer, 'POST', '/api/test-drives', { carId: car.id, start: slot!.start });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      _id: expect.any(String),
      state: 'requested',
      start: slot!.start,
      end: slot!.end,
      role: 'buyer',
      carName: '2019 Subaru Outback Limited',
      carLocation: 'Austin, TX 78701',
      actions: ['propose', 'cancel'],
    });
    const mail = await mailTo(seller, 'Test drive asked for: 2019 Subaru Outback Limited');
    expect(mail.text).toContain('(UTC)');

    const sellersView = (await call(seller, 'GET', '/api/test-drives')).json();
    expect(sellersView).toContainEqual(
      expect.objectContaining({
        _id: asked.json()._id,
        role: 'seller',
        actions: ['confirm', 'decline', 'propose', 'cancel'],
      }),
    );
    const again = await call(buyer, 'POST', '/api/test-drives', { carId: car.id, start: slot!.start });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already have a test drive/);
  });

  it('refuses an unverified buyer, a seller, a time not offered, a sold car and an unknown one', async () => {
    await setAvailability(app, seller);
    const car = await aCar();
    const [slot] = await slotsOf(app, car.id);
    const body = { carId: car.id, start: slot!.start };
    const notVerified = await call(unverified, 'POST', '/api/test-drives', body);
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().error).toBe('EMAIL_NOT_VERIFIED');
    expect((await call(seller, 'POST', '/api/test-drives', body)).statusCode).toBe(403);

    const offHours = new Date(Date.parse(slot!.start) + 10 * 60_000).toISOString();
    const refused = await call(buyer, 'POST', '/api/test-drives', { carId: car.id, start: offHours });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/not open for a test drive/);
    const past = await call(buyer, 'POST', '/api/test-drives', {
      carId: car.id,
      start: '2020-01-01T10:00:00Z',
    });
    expect(past.statusCode).toBe(409);

    const sold = await aCar();
    await pool.query(`update cars set sale_status = 'sold' where id = $1`, [sold.id]);
    expect((await call(buyer, 'POST', '/api/test-drives', { ...body, carId: sold.id })).statusCode).toBe(409);
    const unknown = { ...body, carId: '00000000-0000-4000-8000-000000000000' };
    expect((await call(buyer, 'POST', '/api/test-drives', unknown)).statusCode).toBe(404);
    expect((await call(buyer, 'POST', '/api/test-drives', { carId: car.id, start: 'soon' })).statusCode).toBe(
      400,
    );
  });
});

describe('a test drive’s life', () => {
  it('is confirmed with an invitation to both, moved with the same UID, and cancelled with it', async () => {
    await setAvailability(app, seller);
    const car = await aCar('2017 Volvo XC60 T5');
    const drive = await requestTestDrive(app, buyer, car.id, 3);

    const notTheirTurn = await actOn(app, buyer, drive._id, 'confirm');
    expect(notTheirTurn.statusCode).toBe(409);
    expect(notTheirTurn.json().message).toBe('You named this time: the seller confirms or declines it.');
    expect((await actOn(app, otherBuyer, drive._id, 'confirm')).statusCode).toBe(404);

    const confirmed = await actOn(app, seller, drive._id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'confirmed', actions: ['propose', 'cancel'] });
    const first = await Promise.all(
      [buyer, seller].map(async (person) =>
        invitationOf(await mailTo(person, 'Test drive confirmed: 2017 Volvo XC60 T5')),
      ),
    );
    for (const invitation of first) {
      expect(invitation).toMatchObject({
        contentType: 'text/calendar',
        method: 'REQUEST',
        sequence: 0,
        start: drive.start,
        end: drive.end,
        location: 'Austin, TX 78701',
        status: 'CONFIRMED',
      });
    }
    expect(first[0]!.uid).toBe(first[1]!.uid);
    const again = await actOn(app, seller, drive._id, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This test drive is already confirmed.');

    // The buyer proposes another time; the seller agrees it: the event in both calendars moves.
    const later = (await slotsOf(app, car.id))[8]!;
    const proposed = await actOn(app, buyer, drive._id, 'propose', { start: later.start });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({ state: 'proposed', proposedBy: 'buyer', start: later.start });
    await mailTo(seller, 'Another time proposed: 2017 Volvo XC60 T5');
    expect((await actOn(app, seller, drive._id, 'confirm')).statusCode).toBe(200);
    const moved = invitationOf(await mailTo(buyer, 'New time for your test drive of 2017 Volvo XC60 T5'));
    expect(moved).toMatchObject({ uid: first[0]!.uid, sequence: 1, start: later.start, method: 'REQUEST' });

    const cancelled = await actOn(app, buyer, drive._id, 'cancel');
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', actions: [] });
    for (const person of [buyer, seller]) {
      const invitation = invitationOf(await mailTo(person, 'Test drive cancelled: 2017 Volvo XC60 T5'));
      expect(invitation).toMatchObject({
        uid: first[0]!.uid,
        sequence: 2,
        method: 'CANCEL',
        status: 'CANCELLED',
      });
    }
    for (const action of ['confirm', 'decline', 'cancel'] as const) {
      const refused = await actOn(app, seller, drive._id, action);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This test drive is already cancelled.');
    }
    const reproposed = await actOn(app, seller, drive._id, 'propose', { start: later.start });
    expect(reproposed.statusCode).toBe(409);
  });

  it('lets the seller propose another time for the buyer to confirm or decline', async () => {
    await setAvailability(app, seller);
    const car = await aCar('2015 Ford Focus SE');
    const drive = await requestTestDrive(app, buyer, car.id);
    const other = (await slotsOf(app, car.id))[5]!;
    const proposed = await actOn(app, seller, drive._id, 'propose', { start: other.start });
    expect(proposed.json()).toMatchObject({
      state: 'proposed',
      proposedBy: 'seller',
      actions: ['propose', 'cancel'],
    });
    expect((await actOn(app, seller, drive._id, 'confirm')).statusCode).toBe(409);
    const offered = await actOn(app, seller, drive._id, 'propose', { start: '2020-01-01T10:00:00Z' });
    expect(offered.statusCode).toBe(409);

    const declined = await actOn(app, buyer, drive._id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ state: 'declined', actions: [] });
    const told = await mailTo(seller, 'Test drive declined: 2015 Ford Focus SE');
    expect(told.attachments).toEqual([]);
    expect((await actOn(app, buyer, drive._id, 'cancel')).statusCode).toBe(409);
    // Declined and cancelled drives leave the car open to ask again.
    expect((await requestTestDrive(app, buyer, car.id)).state).toBe('requested');
  });

  it("shows on the seller's deals under its car, with the seller's actions, and nowhere else", async () => {
    await setAvailability(app, seller);
    const car = await aCar('2017 Honda Fit EX');
    const drive = await requestTestDrive(app, buyer, car.id);
    const deals = await call(seller, 'GET', '/api/deals');
    expect(deals.statusCode, deals.body).toBe(200);
    const ofCar = deals.json().find((deal: { car: { _id: string } }) => deal.car._id === car.id);
    expect(ofCar).toMatchObject({
      bookings: [],
      offers: [],
      testDrives: [
        {
          _id: drive._id,
          state: 'requested',
          role: 'seller',
          actions: ['confirm', 'decline', 'propose', 'cancel'],
        },
      ],
    });
    const otherSeller = await signedUpAccount(app, 'seller');
    expect((await call(otherSeller, 'GET', '/api/deals')).json()).toEqual([]);
  });

  it('tells both sides live', async () => {
    await setAvailability(app, seller);
    const drive = await requestTestDrive(app, otherBuyer, (await aCar()).id);
    await actOn(app, seller, drive._id, 'decline');
    const { rows } = await pool.query(
      `select account_id from live_events where type = 'test-drive.changed' and data->>'testDriveId' = $1`,
      [drive._id],
    );
    expect(rows.map((row) => row.account_id).sort()).toEqual(
      [await accountId(otherBuyer), sellerId, await accountId(otherBuyer), sellerId].sort(),
    );
  });
});

describe('two confirmed drives of one seller', () => {
  it('never overlap: of 20 confirmations of one time at once, one wins and 19 get a readable 409', async () => {
    const busy = await signedUpAccount(app, 'seller');
    const busyId = await accountId(busy);
    await setAvailability(app, busy);
    const cars = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        createCar(db, { sellerId: busyId, modelId }, { productName: `Car ${index}` }),
      ),
    );
    const [slot] = await slotsOf(app, cars[0]!.id);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => signedUpAccount(app, 'buyer')));
    const drives = await Promise.all(
      cars.map(async (car, index) => {
        const asked = await call(buyers[index % 4], 'POST', '/api/test-drives', {
          carId: car.id,
          start: slot!.start,
        });
        expect(asked.statusCode, asked.body).toBe(200);
        return asked.json()._id as string;
      }),
    );

    const answers = await Promise.all(drives.map((id) => actOn(app, busy, id, 'confirm')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.json()).toEqual({
        error: 'CONFLICT',
        message: 'The seller already has a confirmed test drive at that time: propose another time.',
      });
    }
    const { rows } = await pool.query(
      `select count(*)::int as overlaps from test_drives a join test_drives b
         on a.seller_id = b.seller_id and a.id < b.id
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
      where a.state = 'confirmed' and b.state = 'confirmed' and a.seller_id = $1`,
      [busyId],
    );
    expect(rows[0].overlaps).toBe(0);
    // The taken time is no longer offered.
    expect((await slotsOf(app, cars[1]!.id)).map((open) => open.start)).not.toContain(slot!.start);
  });
});

describe('a car that sells', () => {
  it('cancels its drives to come and tells the buyers, taking agreed ones off calendars', async () => {
    await setAvailability(app, seller);
    const car = await aCar('2016 Honda Civic EX');
    const agreed = await requestTestDrive(app, buyer, car.id, 20);
    await actOn(app, seller, agreed._id, 'confirm');
    const asked = await requestTestDrive(app, otherBuyer, car.id, 30);

    const sold = await call(seller, 'PUT', `/api/products/sold/${car.id}`);
    expect(sold.statusCode, sold.body).toBe(200);
    const states = (await call(seller, 'GET', '/api/test-drives'))
      .json()
      .filter((drive: { carId: string }) => drive.carId === car.id)
      .map((drive: { state: string }) => drive.state);
    expect(states).toEqual(['cancelled', 'cancelled']);
    const cancellation = await mailTo(buyer, 'Test drive cancelled: 2016 Honda Civic EX');
    expect(cancellation.text).toContain('is no longer for sale');
    expect(invitationOf(cancellation)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    const notice = await mailTo(otherBuyer, 'Test drive cancelled: 2016 Honda Civic EX');
    expect(notice.attachments).toEqual([]);
    expect((await actOn(app, otherBuyer, asked._id, 'cancel')).statusCode).toBe(409);
  });
});

describe('the reminder', () => {
  it('goes to both sides once, a day before', async () => {
    await setAvailability(app, seller);
    const car = await aCar('2020 Kia Soul GT-Line');
    // Three days ahead: the reminder waits in the queue.
    const drive = await requestTestDrive(app, buyer, car.id, 140);
    await actOn(app, seller, drive._id, 'confirm');
    const due = `update pgboss.job set start_after = now() where name = 'test-drives.remind' and data->>'testDriveId' = $1`;
    const { rowCount } = await pool.query(due, [drive._id]);
    expect(rowCount).toBe(1);
    for (const person of [buyer, seller])
      await mailTo(person, 'Tomorrow: test drive of 2020 Kia Soul GT-Line');

    // The same job run again (a retry after a crash) sends nothing more.
    await pool.query(
      `update pgboss.job set state = 'retry', start_after = now(), completed_on = null
        where name = 'test-drives.remind' and data->>'testDriveId' = $1`,
      [drive._id],
    );
    await expect
      .poll(
        async () =>
          (await pool.query(`select state from pgboss.job where data->>'testDriveId' = $1`, [drive._id]))
            .rows[0].state,
        { timeout: 10_000 },
      )
      .toBe('completed');
    const reminders = mailbox.received.filter(
      (mail) => mail.subject === 'Tomorrow: test drive of 2020 Kia Soul GT-Line',
    );
    expect(reminders).toHaveLength(2);
  });
});
