import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createCar,
  createCarModel,
  createDealer,
  createPaidBooking,
} from '../../../test/builders.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { accessToken, bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp, mailboxOf } from '../../../test/test-app.ts';
import { reviews } from '../reviews/reviews.table.ts';

let now = new Date('2026-03-01T12:00:00Z');
const { app, db, pool } = await buildTestApp({ clock: () => now });

type Person = Awaited<ReturnType<typeof signedUpAccount>> & { id: string };

const accountIdOf = async (email: string) =>
  (await pool.query('select id from accounts where user_email = $1', [email])).rows[0].id as string;
const aSeller = async (): Promise<Person> => {
  const person = await signedUpAccount(app, 'seller');
  return { ...person, id: await accountIdOf(person.email) };
};
const aBuyer = async (): Promise<Person> => {
  const person = await signedUpAccount(app, 'buyer');
  return { ...person, id: await accountIdOf(person.email) };
};

const details = {
  name: 'Main Street Motors',
  zip: '78701',
  address: '100 Congress Ave, Austin, TX',
  phone: '+1 512 555 0100',
  hours: 'Mon–Sat 9:00–18:00',
  about: 'Family-run since 1990.',
};
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  person?: { token: string },
  payload?: object,
) => app.inject({ method, url, headers: bearer(person), ...(payload ? { payload } : {}) });
const open = (person: { token: string } | undefined, body: object = details) =>
  call('POST', '/api/dealers', person, body);

/** The token of the invitation e-mailed to `email`, as its link carries it (one invitation per address here). */
async function invitationToken(email: string) {
  const mail = await mailboxOf(app).waitFor(
    (received) => received.to === email && received.subject.startsWith('Join '),
  );
  return /\/invitations\/([\w-]+)/.exec(mail.text)![1]!;
}

/** A dealership with a person in each role, written straight to the database. */
async function aStaffedDealer() {
  const [owner, manager, sales] = await Promise.all([aSeller(), aSeller(), aSeller()]);
  const dealer = await createDealer(db, [
    { accountId: owner.id, role: 'owner' },
    { accountId: manager.id, role: 'manager' },
    { accountId: sales.id, role: 'sales' },
  ]);
  return { dealer, owner, manager, sales };
}

const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7aa' } })
  .jpeg()
  .toBuffer();
/** A photo the person just uploaded, by its URL. */
async function uploaded(person: { token: string }) {
  const form = multipartFile({ filename: 'logo.jpg', contentType: 'image/jpeg', bytes: photo });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...bearer(person), ...form.headers },
    payload: form.payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.url as string;
}

let modelId: string;
beforeAll(async () => {
  modelId = (await createCarModel(db, 'Dealermobile')).id;
});

describe('opening a dealership', () => {
  it('makes the seller its owner, with a slug from the name, numbered on a clash', async () => {
    const [first, second, third] = await Promise.all([aSeller(), aSeller(), aSeller()]);
    const opened = await open(first);
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toEqual({ _id: expect.any(String), slug: 'main-street-motors' });
    expect((await open(second)).json().slug).toBe('main-street-motors-2');
    expect((await open(third)).json().slug).toBe('main-street-motors-3');

    const mine = await call('GET', '/api/dealers/mine', first);
    expect(mine.json()).toEqual({
      dealer: { _id: opened.json()._id, slug: 'main-street-motors', name: 'Main Street Motors' },
      role: 'owner',
    });
  });

  it('gives two openings with one name at once two slugs, and never the word "mine"', async () => {
    const [first, second, third] = await Promise.all([aSeller(), aSeller(), aSeller()]);
    const both = await Promise.all([
      open(first, { ...details, name: 'Twin Motors' }),
      open(second, { ...details, name: 'Twin Motors' }),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(both.map((answer) => answer.json().slug).sort()).toEqual(['twin-motors', 'twin-motors-2']);
    expect((await open(third, { ...details, name: 'Mine' })).json().slug).toBe('mine-2');
  });

  it("keeps the owner's uploaded logo, refuses someone else's, and lets the old one go when it changes", async () => {
    const [owner, other] = await Promise.all([aSeller(), aSeller()]);
    const othersPhoto = await uploaded(other);
    const refused = await open(owner, { ...details, name: 'Logo Cars', logo: othersPhoto });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/The logo must be a photo you uploaded/);

    const logo = await uploaded(owner);
    const opened = await open(owner, { ...details, name: 'Logo Cars', logo });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await call('GET', `/api/dealers/${opened.json().slug}`)).json().logo).toBe(logo);
    const kept = await pool.query('select attached_at from uploads where url = $1', [logo]);
    expect(kept.rows[0]?.attached_at).not.toBeNull();

    const newer = await uploaded(owner);
    const changed = await call('PATCH', `/api/dealers/${opened.json()._id}`, owner, { logo: newer });
    expect(changed.json().logo).toBe(newer);
    const old = await pool.query('select released_at from uploads where url = $1', [logo]);
    expect(old.rows[0]?.released_at).not.toBeNull();
  });

  it('keeps the slug when the name changes', async () => {
    const owner = await aSeller();
    const { _id, slug } = (await open(owner, { ...details, name: 'Keep Slug Cars' })).json();
    const changed = await call('PATCH', `/api/dealers/${_id}`, owner, { name: 'Renamed Cars' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ slug, name: 'Renamed Cars' });
    expect((await call('GET', `/api/dealers/${slug}`)).json().name).toBe('Renamed Cars');
  });

  it('refuses a buyer, someone already on a staff, and a signed-out visitor', async () => {
    const buyer = await aBuyer();
    const refused = await open(buyer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Only a seller account can open a dealership/);

    const owner = await aSeller();
    await open(owner);
    const again = await open(owner, { ...details, name: 'Second Lot' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already work for a dealership/);
    expect((await pool.query(`select 1 from dealers where slug = 'second-lot'`)).rowCount).toBe(0);

    expect((await open(undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/dealers/mine', buyer)).json()).toBeNull();
  });
});

describe('the storefront header', () => {
  it("shows the details, where the ZIP is, its cars for sale, and the rating of its cars' sales", async () => {
    const { dealer, sales } = await aStaffedDealer();
    const buyer = await createAccount(db, { accountStatus: 'buyer' });
    const sold = await Promise.all(
      [5, 4, 4].map(() =>
        createCar(db, { sellerId: sales.id, modelId }, { dealerId: dealer.id, saleStatus: 'sold' }),
      ),
    );
    await createCar(db, { sellerId: sales.id, modelId }, { dealerId: dealer.id });
    await createCar(db, { sellerId: sales.id, modelId }, { dealerId: dealer.id });
    // The same person's private car is not the dealership's.
    await createCar(db, { sellerId: sales.id, modelId });
    for (const [index, rating] of [5, 4, 4].entries()) {
      const bookingId = await createPaidBooking(db, { carId: sold[index]!.id, buyerId: buyer.id }, now);
      await db.insert(reviews).values({
        bookingId,
        buyerId: buyer.id,
        sellerId: sales.id,
        carName: `Car ${index}`,
        rating,
        text: 'A straight deal: the car was as described.',
        createdAt: new Date(now.getTime() + index * 60_000),
      });
    }

    const shown = await call('GET', `/api/dealers/${dealer.slug}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      _id: dealer.id,
      slug: dealer.slug,
      zip: '78701',
      location: { city: 'Austin', state: 'TX' },
      rating: 4.3,
      reviewCount: 3,
      carCount: 2,
      replyTimeMinutes: null,
    });

    expect((await call('GET', `/api/dealers/${dealer.id}`)).json()).toEqual(shown.json());

    const page = await call('GET', `/api/dealers/${dealer.slug}/reviews`);
    expect(page.json()).toMatchObject({ total: 3, page: 1 });
    expect(page.json().reviews.map((review: { carName: string }) => review.carName)).toEqual([
      'Car 2',
      'Car 1',
      'Car 0',
    ]);
  });

  it('has no rating before its first review, and one from the first', async () => {
    const { dealer, sales } = await aStaffedDealer();
    expect((await call('GET', `/api/dealers/${dealer.slug}`)).json()).toMatchObject({
      rating: null,
      reviewCount: 0,
    });
    const car = await createCar(
      db,
      { sellerId: sales.id, modelId },
      { dealerId: dealer.id, saleStatus: 'sold' },
    );
    const buyer = await createAccount(db, { accountStatus: 'buyer' });
    const bookingId = await createPaidBooking(db, { carId: car.id, buyerId: buyer.id }, now);
    await db.insert(reviews).values({
      bookingId,
      buyerId: buyer.id,
      sellerId: sales.id,
      carName: 'A car',
      rating: 5,
      text: 'A straight deal: the car was as described.',
      createdAt: now,
    });
    expect((await call('GET', `/api/dealers/${dealer.slug}`)).json()).toMatchObject({
      rating: 5,
      reviewCount: 1,
    });
  });

  it('answers 404 for a dealership that does not exist', async () => {
    expect((await call('GET', '/api/dealers/no-such-dealer')).statusCode).toBe(404);
    expect((await call('GET', '/api/dealers/no-such-dealer/reviews')).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  it('holds the role matrix of every staff route', async () => {
    const { dealer, owner, manager, sales } = await aStaffedDealer();
    const other = await aStaffedDealer();
    const buyer = await aBuyer();
    const callers = { owner, manager, sales, otherOwner: other.owner, buyer, anonymous: undefined };
    type Name = keyof typeof callers;
    const expectStatuses = async (
      request: (person: Person | undefined) => Promise<{ statusCode: number; body: string }>,
      allowed: Name[],
    ) => {
      for (const [name, person] of Object.entries(callers) as [Name, Person | undefined][]) {
        const response = await request(person);
        const what = `${name}: ${response.statusCode} ${response.body}`;
        if (allowed.includes(name)) expect(response.statusCode, what).toBeLessThan(300);
        else expect(response.statusCode, what).toBe(name === 'anonymous' ? 401 : 403);
      }
    };
    const base = `/api/dealers/${dealer.id}`;

    await expectStatuses(
      (person) => call('PATCH', base, person, { about: 'Open on Sundays.' }),
      ['owner', 'manager'],
    );
    await expectStatuses((person) => call('GET', `${base}/staff`, person), ['owner', 'manager', 'sales']);
    await expectStatuses((person) => call('GET', `${base}/invitations`, person), ['owner', 'manager']);
    let invited = 0;
    await expectStatuses(
      (person) =>
        call('POST', `${base}/invitations`, person, {
          email: `matrix-${(invited += 1)}@example.com`,
          role: 'sales',
        }),
      ['owner', 'manager'],
    );
    expect((await call('GET', `${base}/invitations`, owner)).json()).toHaveLength(2);
    await expectStatuses(
      async (person) => {
        const sent = await call('POST', `${base}/invitations`, owner, {
          email: `withdrawn-${(invited += 1)}@example.com`,
          role: 'sales',
        });
        return call('DELETE', `${base}/invitations/${sent.json()._id}`, person);
      },
      ['owner', 'manager'],
    );
    // Changing roles: an owner only.
    await expectStatuses(
      (person) => call('PATCH', `${base}/staff/${sales.id}`, person, { role: 'sales' }),
      ['owner'],
    );
  });

  it('lets a manager invite and remove sales staff only, and sales staff neither', async () => {
    const { dealer, owner, manager, sales } = await aStaffedDealer();
    const base = `/api/dealers/${dealer.id}`;
    const asManager = await call('POST', `${base}/invitations`, manager, {
      email: 'new-manager@example.com',
      role: 'manager',
    });
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().message).toMatch(/manager can invite sales staff only/);
    expect(
      (await call('POST', `${base}/invitations`, owner, { email: 'x@example.com', role: 'owner' }))
        .statusCode,
    ).toBe(201);

    expect((await call('DELETE', `${base}/staff/${owner.id}`, manager)).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/staff/${manager.id}`, sales)).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/staff/${sales.id}`, manager)).statusCode).toBe(200);
    const staff = (await call('GET', `${base}/staff`, owner)).json() as { accountId: string; role: string }[];
    expect(staff.map((member) => member.role)).toEqual(['owner', 'manager']);
    expect((await call('GET', `${base}/staff`, sales)).statusCode).toBe(403);
  });

  it('refuses to invite someone already on the staff', async () => {
    const { dealer, owner, sales } = await aStaffedDealer();
    const again = await call('POST', `/api/dealers/${dealer.id}/invitations`, owner, {
      email: sales.email.toUpperCase(),
      role: 'sales',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already works for this dealership/);
  });
});

describe('the last owner', () => {
  it('cannot leave nor step down until someone else is an owner; others may leave', async () => {
    const { dealer, owner, manager, sales } = await aStaffedDealer();
    const base = `/api/dealers/${dealer.id}`;
    const leaving = await call('DELETE', `${base}/staff/${owner.id}`, owner);
    expect(leaving.statusCode).toBe(409);
    expect(leaving.json().message).toMatch(/last owner cannot leave/);
    const demoting = await call('PATCH', `${base}/staff/${owner.id}`, owner, { role: 'manager' });
    expect(demoting.statusCode).toBe(409);

    expect((await call('DELETE', `${base}/staff/${sales.id}`, sales)).statusCode).toBe(200);
    const promoted = await call('PATCH', `${base}/staff/${manager.id}`, owner, { role: 'owner' });
    expect(promoted.json()).toMatchObject({ accountId: manager.id, role: 'owner' });
    expect((await call('DELETE', `${base}/staff/${owner.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/dealers/mine', owner)).json()).toBeNull();
    expect((await call('DELETE', `${base}/staff/${manager.id}`, manager)).statusCode).toBe(409);
  });

  it('stays when two owners remove each other at once', async () => {
    const [first, second] = await Promise.all([aSeller(), aSeller()]);
    const dealer = await createDealer(db, [
      { accountId: first.id, role: 'owner' },
      { accountId: second.id, role: 'owner' },
    ]);
    const answers = await Promise.all([
      call('DELETE', `/api/dealers/${dealer.id}/staff/${second.id}`, first),
      call('DELETE', `/api/dealers/${dealer.id}/staff/${first.id}`, second),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const owners = await pool.query(`select 1 from dealer_staff where dealer_id = $1 and role = 'owner'`, [
      dealer.id,
    ]);
    expect(owners.rowCount).toBe(1);
  });
});

describe('invitations', () => {
  it('e-mails a link that works once, for the address it was sent to, and stores only its hash', async () => {
    const { dealer, owner } = await aStaffedDealer();
    const [invitee, stranger] = await Promise.all([aSeller(), aSeller()]);
    const sent = await call('POST', `/api/dealers/${dealer.id}/invitations`, owner, {
      email: invitee.email,
      role: 'manager',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({
      _id: expect.any(String),
      email: invitee.email,
      role: 'manager',
      expiresAt: '2026-03-08T12:00:00.000Z',
    });
    const token = await invitationToken(invitee.email);
    const mail = mailboxOf(app).received.find(
      (received) => received.to === invitee.email && received.subject.startsWith('Join '),
    )!;
    expect(mail.subject).toBe(`Join ${dealer.name} on Second Gear`);
    expect(mail.text).toContain(`http://localhost:5000/invitations/${token}`);
    const stored = await pool.query('select token_hash from dealer_invitations where id = $1', [
      sent.json()._id,
    ]);
    expect(stored.rows[0].token_hash).not.toContain(token);

    expect((await call('GET', `/api/invitations/${token}`)).json()).toEqual({
      dealer: { slug: dealer.slug, name: dealer.name },
      role: 'manager',
      email: invitee.email,
      state: 'pending',
    });

    const wrong = await call('POST', `/api/invitations/${token}/accept`, stranger);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/sign in with that address/);
    expect((await call('POST', `/api/invitations/${token}/accept`)).statusCode).toBe(401);

    const accepted = await call('POST', `/api/invitations/${token}/accept`, invitee);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ dealer: { _id: dealer.id }, role: 'manager' });
    const staff = (await call('GET', `/api/dealers/${dealer.id}/staff`, invitee)).json();
    expect(staff).toContainEqual(
      expect.objectContaining({ accountId: invitee.id, email: invitee.email, role: 'manager' }),
    );

    const reused = await call('POST', `/api/invitations/${token}/accept`, invitee);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ error: 'GONE', message: expect.stringMatching(/already used/) });
    expect((await call('GET', `/api/invitations/${token}`)).json().state).toBe('accepted');
    expect((await call('GET', `/api/dealers/${dealer.id}/invitations`, owner)).json()).toEqual([]);
  });

  it('expires after 7 days', async () => {
    const { dealer, owner } = await aStaffedDealer();
    const invitee = await aSeller();
    await call('POST', `/api/dealers/${dealer.id}/invitations`, owner, {
      email: invitee.email,
      role: 'sales',
    });
    const token = await invitationToken(invitee.email);
    const sentAt = now;
    try {
      now = new Date(sentAt.getTime() + 7 * 86_400_000);
      expect((await call('GET', `/api/invitations/${token}`)).json().state).toBe('expired');
      const late = await call('POST', `/api/invitations/${token}/accept`, {
        token: await accessToken(app, invitee),
      });
      expect(late.statusCode).toBe(410);
      expect(late.json().message).toMatch(/expired/);
      const ownerNow = { token: await accessToken(app, owner) };
      expect((await call('GET', `/api/dealers/${dealer.id}/invitations`, ownerNow)).json()).toEqual([]);
    } finally {
      now = sentAt;
    }
    expect((await call('GET', `/api/dealers/mine`, invitee)).json()).toBeNull();
  });

  it('refuses a buyer, someone on another staff, a withdrawn link and an unknown one', async () => {
    const { dealer, owner } = await aStaffedDealer();
    const other = await aStaffedDealer();
    const buyer = await aBuyer();
    const invite = async (email: string) => {
      const sent = await call('POST', `/api/dealers/${dealer.id}/invitations`, owner, {
        email,
        role: 'sales',
      });
      return { id: sent.json()._id as string, token: await invitationToken(email) };
    };

    const toBuyer = await invite(buyer.email);
    const refused = await call('POST', `/api/invitations/${toBuyer.token}/accept`, buyer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Only a seller account can join a dealership/);

    const toStaff = await invite(other.sales.email);
    const taken = await call('POST', `/api/invitations/${toStaff.token}/accept`, other.sales);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already work for a dealership/);

    const stranger = await aSeller();
    const withdrawn = await invite(stranger.email);
    expect(
      (await call('DELETE', `/api/dealers/${dealer.id}/invitations/${withdrawn.id}`, owner)).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/invitations/${withdrawn.token}/accept`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/invitations/not-a-token')).statusCode).toBe(404);
  });

  it('makes one member of two accepts at once', async () => {
    const { dealer, owner } = await aStaffedDealer();
    const invitee = await aSeller();
    await call('POST', `/api/dealers/${dealer.id}/invitations`, owner, {
      email: invitee.email,
      role: 'sales',
    });
    const token = await invitationToken(invitee.email);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `/api/invitations/${token}/accept`, invitee)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410, 410]);
    const members = await db.execute(
      sql`select 1 from dealer_staff where dealer_id = ${dealer.id} and account_id = ${invitee.id}`,
    );
    expect(members.rows).toHaveLength(1);
  });
});
