import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, carPriceChanges, cars, mailMessages } from '../../db/schema.ts';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { accessToken, bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createUnsubscribeTokens } from '../mail/unsubscribe-tokens.ts';

// Monday 4 May 2026, 07:30 in Chicago (UTC−5): the digests of 8:00 there are not due yet.
let now = new Date('2026-05-04T12:30:00Z');
const clock = () => now;
const first = await buildTestApp({ clock });
const { app, db, secret } = first;

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person, reader: Person, owner: Person, other: Person, saver: Person;
/** A second server on the same database: alerts go out once whichever server runs them. */
let second: Awaited<ReturnType<typeof buildTestApp>>;
let refs: { sellerId: string; modelId: string };

/** The person's bearer header, with a token made at the test's clock (which moves days ahead). */
const as = async (person: Person) => bearer({ token: await accessToken(app, person) });
const save = async (person: Person, payload: object) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: await as(person),
    payload: { timeZone: 'America/Chicago', ...payload },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { _id: string; alertsOn: boolean };
};
const outbox = (kind: string, to: string) =>
  db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, kind), eq(mailMessages.recipient, to)))
    .orderBy(mailMessages.createdAt);
const honda = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, refs, {
    make: 'Honda',
    modelName: 'Civic',
    resalePrice: 12_000,
    createdAt: now,
    ...overrides,
  });

beforeAll(async () => {
  refs = { sellerId: (await createAccount(db)).id, modelId: (await createCarModel(db, 'Sedan')).id };
  [buyer, reader, owner, other, saver] = (await Promise.all(
    Array.from({ length: 5 }, () => signedUpAccount(app, 'buyer')),
  )) as [Person, Person, Person, Person, Person];
  second = await buildTestApp({ clock, databaseOf: first, secret });
});

describe('alerts', () => {
  it('sends an instant alert once for a matching car listed or dropped into range, never a sold or older one', async () => {
    await honda({ createdAt: new Date('2026-05-04T12:00:00Z') });
    const search = await save(buyer, {
      name: 'Cheap Hondas',
      query: 'make=Honda&priceMax=15000',
      frequency: 'instant',
    });
    now = new Date('2026-05-04T12:31:00Z');
    const listed = await honda();
    const sold = await honda({ saleStatus: 'sold' });
    const dear = await honda({ resalePrice: 16_000 });
    await honda({ make: 'Toyota', modelName: 'Camry' });
    // Both servers sweep at once, twice over: the new Honda is named once.
    await Promise.all([first.app.alerts.sweepInstant(), second.app.alerts.sweepInstant()]);
    await first.app.alerts.sweepInstant();
    let mails = await outbox('search-alert', buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`/cars/${listed.id}`);
    expect(mails[0]!.textBody).not.toContain(sold.id);
    expect(mails[0]!.textBody).not.toContain(dear.id);
    expect(mails[0]!.htmlBody).toContain('$12,000');
    expect(mails[0]!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:5000\/api\/mail\/unsubscribe\?token=/,
    );

    // The dear one drops under $15,000: news; a rise or a drop that stays out of range is not.
    now = new Date('2026-05-04T12:40:00Z');
    await db.transaction(async (tx) => {
      await tx.update(cars).set({ resalePrice: 14_500 }).where(eq(cars.id, dear.id));
      await tx.insert(carPriceChanges).values({ carId: dear.id, price: 14_500, at: now });
    });
    await first.app.alerts.sweepInstant();
    mails = await outbox('search-alert', buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toContain(`/cars/${dear.id}`);
    expect(mails[1]!.textBody).toContain(`/unsubscribe?token=`);
    expect(search.alertsOn).toBe(true);
  });

  it('sends each daily digest at 8:00 in its time zone with what is new, nothing when nothing is', async () => {
    now = new Date('2026-05-04T12:45:00Z');
    await save(reader, { name: 'Accords', query: 'make=Honda&modelName=Accord', frequency: 'daily' });
    await save(reader, { name: 'Subarus', query: 'make=Subaru', frequency: 'daily' });
    const older = await honda({ modelName: 'Accord', createdAt: new Date('2026-05-04T12:40:00Z') });
    const fresh = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        honda({
          modelName: 'Accord',
          resalePrice: 9_000 + index,
          createdAt: new Date(`2026-05-04T14:${10 + index}:00Z`),
        }),
      ),
    );
    const gone = await honda({
      modelName: 'Accord',
      saleStatus: 'sold',
      createdAt: new Date('2026-05-04T15:00:00Z'),
    });
    // Tuesday 07:59 in Chicago: not yet.
    now = new Date('2026-05-05T12:59:00Z');
    await first.app.alerts.sendDueDigests();
    expect(await outbox('search-digest', reader.email)).toHaveLength(0);
    // 8:00 there; both servers run the digests at once.
    now = new Date('2026-05-05T13:00:30Z');
    await Promise.all([first.app.alerts.sendDueDigests(), second.app.alerts.sendDueDigests()]);
    await first.app.alerts.sendDueDigests();
    const mails = await outbox('search-digest', reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('12 new cars for “Accords”');
    const named = fresh.filter((car) => mails[0]!.textBody.includes(car.id));
    expect(named).toHaveLength(10);
    expect(mails[0]!.textBody).not.toContain(older.id);
    expect(mails[0]!.textBody).not.toContain(gone.id);
    expect(mails[0]!.textBody).toContain(
      'See all 12: http://localhost:5000/cars?make=Honda&modelName=Accord',
    );

    // The next morning: a car listed before that digest is not new; one listed after is.
    const later = await honda({ modelName: 'Accord', createdAt: new Date('2026-05-05T20:00:00Z') });
    now = new Date('2026-05-06T13:01:00Z');
    await first.app.alerts.sendDueDigests();
    const next = await outbox('search-digest', reader.email);
    expect(next).toHaveLength(2);
    expect(next[1]!.subject).toBe('1 new car for “Accords”');
    expect(next[1]!.textBody).toContain(later.id);
    expect(fresh.some((car) => next[1]!.textBody.includes(car.id))).toBe(false);
  });

  it('turns one search’s alerts off by its link, refusing a tampered link and another account’s search', async () => {
    now = new Date('2026-05-06T14:00:00Z');
    const search = await save(owner, {
      name: 'Hybrids',
      query: 'make=Honda&fuelType=hybrid',
      frequency: 'instant',
    });
    now = new Date('2026-05-06T14:01:00Z');
    await honda({ fuelType: 'hybrid' });
    await first.app.alerts.sweepInstant();
    const [mail] = await outbox('search-alert', owner.email);
    const link = /unsubscribe\?token=([^>\s]+)/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    const unsubscribe = (token: string) =>
      app.inject({
        method: 'POST',
        url: `/api/mail/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });

    const tampered = await unsubscribe(`${link.slice(0, -2)}xx`);
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json().message).toMatch(/not valid/);
    const [otherAccount] = await db.select().from(accounts).where(eq(accounts.userEmail, other.email));
    const theirs = await unsubscribe(
      createUnsubscribeTokens(secret).issue(otherAccount!.id, `search-${search._id}`),
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({
      error: 'FORBIDDEN',
      message: expect.stringMatching(/another account/),
    });

    const done = await unsubscribe(link);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      kind: 'saved-search',
      savedSearch: { _id: search._id, name: 'Hybrids' },
      turnedOff: 'Alerts for your saved search “Hybrids”',
    });
    const listed = (await app.inject({ url: '/api/saved-searches', headers: await as(owner) })).json();
    expect(listed[0]).toMatchObject({ _id: search._id, alertsOn: false });
    await honda({ fuelType: 'hybrid' });
    await first.app.alerts.sweepInstant();
    expect(await outbox('search-alert', owner.email)).toHaveLength(1);

    // Its owner turns them on again.
    const on = await app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${search._id}`,
      headers: await as(owner),
      payload: { alertsOn: true },
    });
    expect(on.json()).toMatchObject({ alertsOn: true });
  });

  it('summarises saved cars’ price drops and sales at most once a day per account', async () => {
    now = new Date('2026-05-07T09:00:00Z');
    const kept = await Promise.all([honda(), honda(), honda()]);
    for (const car of kept) {
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/favorites/${car.id}`,
        headers: await as(saver),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await first.app.alerts.sendFavoriteSummaries();
    expect(await outbox('saved-car-changes', saver.email)).toHaveLength(0);

    await db.update(cars).set({ resalePrice: 11_000 }).where(eq(cars.id, kept[0]!.id));
    await db.update(cars).set({ saleStatus: 'sold' }).where(eq(cars.id, kept[1]!.id));
    await Promise.all([first.app.alerts.sendFavoriteSummaries(), second.app.alerts.sendFavoriteSummaries()]);
    const mails = await outbox('saved-car-changes', saver.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 cars you saved changed');
    expect(mails[0]!.textBody).toContain('$1,000 less');
    expect(mails[0]!.textBody).toContain('(Sold)');
    expect(mails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Another drop the same day waits for the next day's summary.
    now = new Date('2026-05-07T20:00:00Z');
    await db.update(cars).set({ resalePrice: 10_000 }).where(eq(cars.id, kept[2]!.id));
    await first.app.alerts.sendFavoriteSummaries();
    expect(await outbox('saved-car-changes', saver.email)).toHaveLength(1);
    now = new Date('2026-05-08T09:00:01Z');
    await first.app.alerts.sendFavoriteSummaries();
    const after = await outbox('saved-car-changes', saver.email);
    expect(after).toHaveLength(2);
    expect(after[1]!.subject).toBe('A car you saved dropped its price');
  });
});
