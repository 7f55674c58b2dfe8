import { completenessWeights, type SellerCar } from '@second-gear/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel, withoutVehicleData } from '../../../test/builders.ts';
import { aListingBody, uploadPhoto } from '../../../test/listings.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let seller: Person;
let sellerId: string;
let modelId: string;
let photo: Buffer;

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Sedan')).id;
  seller = await signedUpAccount(app, 'seller');
  sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0].id;
  photo = await sharp({ create: { width: 96, height: 60, channels: 3, background: '#3a3' } })
    .jpeg()
    .toBuffer();
});

const uploads = (count: number) =>
  Promise.all(Array.from({ length: count }, () => uploadPhoto(app, seller, photo)));

async function ownList(): Promise<SellerCar[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(seller),
    payload: { email: seller.email },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const listed = async (id: string) => (await ownList()).find((car) => car._id === id)!;

async function edit(id: string, body: object): Promise<SellerCar> {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/products/${id}`,
    headers: bearer(seller),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("a listing's completeness on its seller's list and edit answers", () => {
  it('scores a bare listing low with a tip for each missing part, largest gain first', async () => {
    const car = await createCar(db, { sellerId, modelId }, { ...withoutVehicleData, description: '' });
    const { completeness } = await listed(car.id);
    expect(completeness.score).toBe(completenessWeights.photos / 10);
    expect(completeness.tips).toEqual([
      'Add 9 more photos: buyers see a car from every side in 10 or more.',
      'Give the make, model, trim, model year, mileage, fuel type, transmission, drivetrain, exterior color: search filters only find a car by the details it has.',
      'Write 200 more characters of description: say how the car was used and looked after.',
      'Add the VIN: buyers can check the car’s history with it.',
      'Give the US ZIP code where the car is: buyers searching near them find cars by distance from it.',
    ]);
  });

  it('scores a full listing 100 with no tips, and says so in the answer to its listing', async () => {
    const images = await uploads(10);
    const response = await app.inject({
      method: 'POST',
      url: '/api/allCar',
      headers: bearer(seller),
      payload: aListingBody(images, { vin: '1HGCM82633A004352', description: 'x'.repeat(200) }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await listed(response.json().insertedId)).completeness).toEqual({ score: 100, tips: [] });
  });

  it('drops each tip the seller follows through the edit form: photos, description, ZIP code', async () => {
    const car = await createCar(
      db,
      { sellerId, modelId },
      { zip: null, latitude: null, longitude: null, vin: '1M8GDM9AXKP042788', description: 'Runs well.' },
    );
    const tipAbout = (tips: string[], words: string) => tips.some((tip) => tip.includes(words));
    const before = (await listed(car.id)).completeness;
    expect(tipAbout(before.tips, 'more photos')).toBe(true);
    expect(tipAbout(before.tips, 'description')).toBe(true);
    expect(tipAbout(before.tips, 'ZIP code')).toBe(true);

    const described = (await edit(car.id, { description: 'A careful owner. '.repeat(12) })).completeness;
    expect(tipAbout(described.tips, 'description')).toBe(false);
    expect(described.score).toBeGreaterThan(before.score);

    const photographed = (await edit(car.id, { images: await uploads(10) })).completeness;
    expect(tipAbout(photographed.tips, 'photo')).toBe(false);
    expect(photographed.score).toBeGreaterThan(described.score);

    const placed = (await edit(car.id, { zip: '78701' })).completeness;
    expect(placed).toEqual({ score: 100, tips: [] });
    expect((await listed(car.id)).completeness).toEqual(placed);
  });
});
