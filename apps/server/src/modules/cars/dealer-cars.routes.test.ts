import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel, createDealer } from '../../../test/builders.ts';
import { aListingBody, uploadPhoto } from '../../../test/listings.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
const people = {} as Record<
  'owner' | 'manager' | 'sales' | 'lister' | 'rival' | 'privateSeller' | 'buyer',
  Person & { id: string }
>;
let dealer: { id: string; slug: string; name: string };
let modelId: string;

const accountId = async (person: Person) =>
  (await pool.query('select id from accounts where user_email = $1', [person.email])).rows[0].id as string;

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Sedan')).id;
  for (const name of ['owner', 'manager', 'sales', 'lister', 'rival', 'privateSeller', 'buyer'] as const) {
    const person = await signedUpAccount(app, name === 'buyer' ? 'buyer' : 'seller');
    people[name] = { ...person, id: await accountId(person) };
  }
  dealer = await createDealer(
    db,
    [
      { accountId: people.owner.id, role: 'owner' },
      { accountId: people.manager.id, role: 'manager' },
      { accountId: people.sales.id, role: 'sales' },
      { accountId: people.lister.id, role: 'sales' },
    ],
    { name: 'Lone Star Motors' },
  );
  await createDealer(db, [{ accountId: people.rival.id, role: 'owner' }]);
});

/** A car of the dealership, listed by the salesperson `lister`. */
const dealersCar = () =>
  createCar(db, { sellerId: people.lister.id, modelId }, { dealerId: dealer.id, resalePrice: 20_000 });

type Who = keyof typeof people | 'anonymous';
const everyone: Who[] = [
  'owner',
  'manager',
  'sales',
  'lister',
  'rival',
  'privateSeller',
  'buyer',
  'anonymous',
];
const as = (who: Who) => bearer(who === 'anonymous' ? undefined : people[who]);

/** Each person's status for `call` on a fresh car of the dealership. */
async function matrix(call: (carId: string, who: Who) => Promise<{ statusCode: number; body: string }>) {
  const statuses: Partial<Record<Who, number>> = {};
  for (const who of everyone) statuses[who] = (await call((await dealersCar()).id, who)).statusCode;
  return statuses;
}

// Any of the dealership's staff; the rest are refused (401 without a sign-in, 403 signed in).
const anyStaff = {
  owner: 200,
  manager: 200,
  sales: 200,
  lister: 200,
  rival: 403,
  privateSeller: 403,
  buyer: 403,
};

describe("a dealership's cars", () => {
  it('belong to the dealership when its staff list them, and carry its name and slug', async () => {
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#1f4e8c' } })
      .jpeg()
      .toBuffer();
    const listed = await app.inject({
      method: 'POST',
      url: '/api/allCar',
      headers: bearer(people.sales),
      payload: aListingBody(await uploadPhoto(app, people.sales, photo)),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const carId = listed.json().insertedId;
    const page = await app.inject({ method: 'GET', url: `/api/cars/${carId}` });
    expect(page.json()).toMatchObject({
      sellerId: people.sales.id,
      dealer: { slug: dealer.slug, name: 'Lone Star Motors' },
    });

    const own = await app.inject({
      method: 'POST',
      url: '/api/allCar',
      headers: bearer(people.privateSeller),
      payload: aListingBody(await uploadPhoto(app, people.privateSeller, photo)),
    });
    const privatePage = await app.inject({ method: 'GET', url: `/api/cars/${own.json().insertedId}` });
    expect(privatePage.json().dealer).toBeNull();
  });

  it("shows every staff member all of the dealership's cars in My products, with who listed each", async () => {
    const car = await dealersCar();
    const list = async (person: Person) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/products',
          headers: bearer(person),
          payload: { email: person.email },
        })
      ).json() as { _id: string; sellerId: string; dealer: unknown }[];
    for (const person of [people.owner, people.sales]) {
      const found = (await list(person)).find((row) => row._id === car.id);
      expect(found).toMatchObject({ sellerId: people.lister.id, dealer: { slug: dealer.slug } });
    }
    expect((await list(people.rival)).map((row) => row._id)).not.toContain(car.id);
    expect((await list(people.privateSeller)).map((row) => row._id)).not.toContain(car.id);
  });

  it('may be edited by any of its staff', async () => {
    const statuses = await matrix((id, who) =>
      app.inject({
        method: 'PATCH',
        url: `/api/products/${id}`,
        headers: as(who),
        payload: { mileage: 90_000 },
      }),
    );
    expect(statuses).toEqual({ ...anyStaff, anonymous: 401 });
  });

  it('is out of reach of a salesperson who left, even one who listed it', async () => {
    const leaver = await signedUpAccount(app, 'seller');
    const leaverId = await accountId(leaver);
    const shopOwnerId = await accountId(await signedUpAccount(app, 'seller'));
    const shop = await createDealer(db, [
      { accountId: shopOwnerId, role: 'owner' },
      { accountId: leaverId, role: 'sales' },
    ]);
    const car = await createCar(db, { sellerId: leaverId, modelId }, { dealerId: shop.id });
    const edit = () =>
      app.inject({
        method: 'PATCH',
        url: `/api/products/${car.id}`,
        headers: bearer(leaver),
        payload: { mileage: 91_000 },
      });
    expect((await edit()).statusCode).toBe(200);
    const left = await app.inject({
      method: 'DELETE',
      url: `/api/dealers/${shop.id}/staff/${leaverId}`,
      headers: bearer(leaver),
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await edit()).statusCode).toBe(403);
  });

  it('may be advertised, and its stats and leads read, by any of its staff', async () => {
    const advertise = await matrix((id, who) =>
      app.inject({ method: 'PUT', url: `/api/products/advertise/${id}`, headers: as(who) }),
    );
    expect(advertise).toEqual({ ...anyStaff, anonymous: 401 });
    const stats = await matrix((id, who) =>
      app.inject({ method: 'GET', url: `/api/products/${id}/stats?days=7`, headers: as(who) }),
    );
    expect(stats).toEqual({ ...anyStaff, anonymous: 401 });
    const leads = await matrix((id, who) =>
      app.inject({ method: 'GET', url: `/api/products/${id}/leads`, headers: as(who) }),
    );
    expect(leads).toEqual({ ...anyStaff, anonymous: 401 });
  });

  it('may be deleted or marked sold by its owners, managers and the salesperson who listed it only', async () => {
    const managers = { ...anyStaff, sales: 403, anonymous: 401 };
    const deleted = await matrix((id, who) =>
      app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: as(who) }),
    );
    expect(deleted).toEqual(managers);
    const sold = await matrix((id, who) =>
      app.inject({ method: 'PUT', url: `/api/products/sold/${id}`, headers: as(who) }),
    );
    expect(sold).toEqual(managers);
  });

  it('stays where it was when a salesperson is refused its deletion, with a reason naming who may', async () => {
    const car = await dealersCar();
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/products/${car.id}`,
      headers: as('sales'),
    });
    expect(refused.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect(refused.json().message).toMatch(/owners and managers/);
    const page = await app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
    expect(page.statusCode).toBe(200);
  });

  it("of another dealership's staff, a private seller's car stays theirs alone", async () => {
    const car = await createCar(db, { sellerId: people.privateSeller.id, modelId });
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/products/${car.id}`,
      headers: as('owner'),
      payload: { mileage: 90_000 },
    });
    expect(edit.statusCode).toBe(403);
  });
  it("carry the dealership's new name once its owner renames it, on the car page and in search", async () => {
    const car = await dealersCar();
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/dealers/${dealer.id}`,
      headers: bearer(people.owner),
      payload: { name: 'Lone Star Motors of Austin' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const page = await app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
    expect(page.json().dealer).toEqual({ slug: dealer.slug, name: 'Lone Star Motors of Austin' });
    const found = await app.inject({ method: 'GET', url: `/api/search?dealer=${dealer.slug}` });
    const result = (found.json().cars as { _id: string; dealer: unknown }[]).find(
      (row) => row._id === car.id,
    );
    expect(result?.dealer).toEqual({ slug: dealer.slug, name: 'Lone Star Motors of Austin' });
  });
});
