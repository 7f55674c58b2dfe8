import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAccount, createCar, createCarModel, createDealer } from '../../../test/builders.ts';
import { dealers } from '../dealers/dealers.table.ts';
import { createCarsRepo } from './cars.repo.ts';
import { signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

// The catalogue's reads are kept per process (lib/versioned-cache.ts). Every change below is read on the very next request,
// whether this server made it or it was made in the database directly, as another instance on it would.
const { app, db, pool } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let model: string;
let modelId: string;
let sellerId: string;

beforeAll(async () => {
  buyer = await signedUpAccount(app, 'buyer');
  ({ id: modelId, model } = await createCarModel(db, 'Fastback'));
  sellerId = (await createAccount(db)).id;
});

interface ShownCar {
  _id: string;
  dealer: { slug: string; name: string } | null;
  saleStatus: string;
  sellerStatus?: string;
  resalePrice: number;
}

const advertised = async () =>
  (await app.inject({ method: 'GET', url: '/api/products/advertise' }))
    .json()
    .map((car: ShownCar) => car._id);
const modelPage = async (): Promise<ShownCar[]> =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/carModels/${model}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    })
  ).json();
const carModels = async () =>
  (await app.inject({ method: 'GET', url: '/api/carModels' }))
    .json()
    .map((entry: { model: string }) => entry.model);

describe('the catalogue after a write', () => {
  it('shows a car listed, advertised, repriced, sold or deleted in the database on the next request', async () => {
    // Fill the cache first.
    const before = await createCar(db, { sellerId, modelId });
    expect((await modelPage()).map((car) => car._id)).toContain(before.id);
    await advertised();

    const car = await createCar(db, { sellerId, modelId });
    expect((await modelPage())[0]?._id).toBe(car.id);

    await pool.query('update cars set advertised_at = now() where id = $1', [car.id]);
    expect((await advertised())[0]).toBe(car.id);

    await pool.query('update cars set resale_price = 9999 where id = $1', [car.id]);
    expect((await modelPage())[0]?.resalePrice).toBe(9999);

    await pool.query(`update cars set sale_status = 'sold', advertised_at = null where id = $1`, [car.id]);
    expect(await advertised()).not.toContain(car.id);
    expect((await modelPage())[0]?.saleStatus).toBe('sold');

    await pool.query('delete from cars where id = $1', [car.id]);
    expect((await modelPage()).map((shown) => shown._id)).not.toContain(car.id);
  });

  it("shows a seller's new badge, and drops the listings of a deleted account, on the next request", async () => {
    const seller = await createAccount(db);
    const car = await createCar(db, { sellerId: seller.id, modelId });
    expect((await modelPage())[0]).toMatchObject({ _id: car.id });
    expect((await modelPage())[0]?.sellerStatus).toBeUndefined();

    await pool.query(`update accounts set seller_status = 'verified' where id = $1`, [seller.id]);
    expect((await modelPage())[0]?.sellerStatus).toBe('verified');

    await pool.query('begin');
    await pool.query('delete from cars where seller_id = $1', [seller.id]);
    await pool.query('delete from accounts where id = $1', [seller.id]);
    await pool.query('commit');
    expect((await modelPage()).map((shown) => shown._id)).not.toContain(car.id);
  });

  it('shows a car its reader has just reported as reported, to that reader only', async () => {
    const otherBuyer = await signedUpAccount(app, 'buyer');
    const car = await createCar(db, { sellerId, modelId });
    const reportedByYou = async (reader: Person) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/carModels/${model}`,
          headers: { authorization: `Bearer ${reader.token}` },
        })
      )
        .json()
        .find((shown: ShownCar & { reportedByYou: boolean }) => shown._id === car.id)?.reportedByYou;
    expect(await reportedByYou(buyer)).toBe(false);
    expect(await reportedByYou(otherBuyer)).toBe(false);

    const reported = await app.inject({
      method: 'POST',
      url: '/api/reportedItems',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { carId: car.id },
    });
    expect(reported.statusCode).toBe(200);
    expect(await reportedByYou(buyer)).toBe(true);
    expect(await reportedByYou(otherBuyer)).toBe(false);
  });

  it('shows a new car model on the next request', async () => {
    expect(await carModels()).not.toContain('Shooting Brake');
    await createCarModel(db, 'Shooting Brake');
    expect(await carModels()).toContain('Shooting Brake');
  });

  it('counts one change per transaction, committed or not', async () => {
    const version = async () =>
      Number((await pool.query('select version from catalog_version')).rows[0].version);
    const start = await version();

    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`update cars set resale_price = resale_price + 1 where model_id = $1`, [modelId]);
      await client.query(`update cars set resale_price = resale_price + 1 where model_id = $1`, [modelId]);
      expect(await version()).toBe(start);
      await client.query('commit');
      expect(await version()).toBe(start + 1);

      await client.query('begin');
      await client.query(`update cars set resale_price = resale_price + 1 where model_id = $1`, [modelId]);
      await client.query('rollback');
      expect(await version()).toBe(start + 1);
    } finally {
      client.release();
    }
  });

  it("shows a dealership's new name on its cars from the next read, once the rename marks them changed", async () => {
    const dealer = await createDealer(db, [{ accountId: sellerId, role: 'owner' }], {
      name: 'Old Name Motors',
    });
    const car = await createCar(db, { sellerId, modelId }, { dealerId: dealer.id });
    const shown = async () => (await modelPage()).find((row) => row._id === car.id)?.dealer;
    expect(await shown()).toEqual({ slug: dealer.slug, name: 'Old Name Motors' });
    // What the dealers module's rename does, in one transaction: the new name, and its cars marked changed.
    await db.transaction(async (tx) => {
      await tx.update(dealers).set({ name: 'New Name Motors' }).where(eq(dealers.id, dealer.id));
      await createCarsRepo(tx).touchDealerCars(dealer.id);
    });
    expect(await shown()).toEqual({ slug: dealer.slug, name: 'New Name Motors' });
  });

  describe('the catalogue while nothing changes', () => {
    it('answers the public reads with one statement: the version check', async () => {
      await app.inject({ method: 'GET', url: '/api/carModels' });
      await app.inject({ method: 'GET', url: '/api/products/advertise' });

      let statements = 0;
      const countStatements = () => statements++;
      pool.on('acquire', countStatements);
      const models = await app.inject({ method: 'GET', url: '/api/carModels' });
      const cars = await app.inject({ method: 'GET', url: '/api/products/advertise' });
      pool.off('acquire', countStatements);

      expect(models.statusCode).toBe(200);
      expect(cars.statusCode).toBe(200);
      expect(statements).toBe(2);
    });
  });
});
