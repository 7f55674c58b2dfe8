import { vinCheckDigit } from '@second-gear/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel, withoutVehicleData } from '../../../test/builders.ts';
import { aListingBody, uploadPhoto } from '../../../test/listings.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let seller: Person;
let otherSeller: Person;
let photo: Buffer;
let sedan: { id: string; model: string };

// The year it is tomorrow: holds even when the test runs across New Year's midnight.
const yearTomorrow = new Date(Date.now() + 86_400_000).getFullYear();
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;

beforeAll(async () => {
  sedan = await createCarModel(db, 'Sedan');
  seller = await signedUpAccount(app, 'seller');
  otherSeller = await signedUpAccount(app, 'seller');
  photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#335' } })
    .jpeg()
    .toBuffer();
});

async function addCar(overrides: Record<string, unknown> = {}, person: Person = seller) {
  return app.inject({
    method: 'POST',
    url: '/api/allCar',
    headers: bearer(person),
    payload: aListingBody(await uploadPhoto(app, person, photo), overrides),
  });
}

const row = async (id: string) =>
  (
    await pool.query(
      'select make, model_name, trim, year, mileage, vin, zip, latitude, longitude, location from cars where id = $1',
      [id],
    )
  ).rows[0];

async function myCar(person: Person, id: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(person),
    payload: { email: person.email },
  });
  return response.json().find((car: { _id: string }) => car._id === id);
}

describe('vehicle data of a new listing', () => {
  it('is stored and answered, make and model as the taxonomy spells them, the ZIP placed on the map', async () => {
    const vin = withCheckDigit('4T1B11HK0KU000001');
    const response = await addCar({
      make: 'toyota',
      modelName: 'rav 4',
      vin: vin.toLowerCase().replace(/(.{5})/, '$1-'),
      zip: '10001',
      location: 'Chelsea, New York',
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().insertedId;
    expect(await myCar(seller, id)).toMatchObject({
      make: 'Toyota',
      modelName: 'RAV4',
      trim: 'SE',
      year: 2020,
      mileage: 48_000,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      exteriorColor: 'white',
      vin,
      zip: '10001',
      location: 'Chelsea, New York',
    });
    const stored = await row(id);
    expect(stored.latitude).toBeCloseTo(40.75, 1);
    expect(stored.longitude).toBeCloseTo(-73.99, 1);
  });

  it('keeps a model the taxonomy lacks as typed, tidied, and leaves trim and VIN empty when not given', async () => {
    const response = await addCar({ modelName: '  camry   hybrid xse ', trim: '  ', vin: '' });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await row(response.json().insertedId);
    expect(stored).toMatchObject({ make: 'Toyota', model_name: 'Camry Hybrid Xse', trim: null, vin: null });
  });

  it.each([
    ['a missing make', { make: undefined }, 'make'],
    ['a make nobody makes', { make: 'Hovercraft Motors' }, 'make'],
    ['a missing model name', { modelName: '' }, 'Model name'],
    ['a model year before 1900', { year: 1899 }, 'Year'],
    ['a model year after next year', { year: yearTomorrow + 2 }, 'year'],
    ['a model year as text', { year: '2019' }, 'Year'],
    ['negative mileage', { mileage: -1 }, 'Mileage'],
    ['mileage over 2,000,000', { mileage: 2_000_001 }, 'Mileage'],
    ['mileage in fractions', { mileage: 12.5 }, 'Mileage'],
    ['an unknown fuel type', { fuelType: 'petrol' }, 'Fuel type'],
    ['an unknown transmission', { transmission: 'CVT' }, 'Transmission'],
    ['an unknown drivetrain', { drivetrain: '2WD' }, 'Drivetrain'],
    ['an unknown color', { exteriorColor: 'purple' }, 'Exterior color'],
    ['a VIN of 16 characters', { vin: '1HGCM82633A00435' }, 'vin'],
    ['a VIN failing its check digit', { vin: '1HGCM82633A004353' }, 'check digit'],
    ['a VIN with an O', { vin: '1HGCM82633A0O4352' }, 'I, O or Q'],
    ['a missing ZIP', { zip: undefined }, 'zip'],
    ['a ZIP of four digits', { zip: '7870' }, 'five digits'],
    ['a Canadian postal code', { zip: 'M5V' }, 'five digits'],
    ['an unknown ZIP', { zip: '00000' }, 'zip'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, overrides, mention) => {
    const before = (await pool.query('select count(*)::int as n from cars')).rows[0].n;
    const response = await addCar(overrides);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(mention);
    expect((await pool.query('select count(*)::int as n from cars')).rows[0].n).toBe(before);
  });

  it('ignores forged seller fields', async () => {
    const response = await addCar({ sellerEmail: otherSeller.email, sellerName: 'Someone Else' });
    const car = await myCar(seller, response.json().insertedId);
    expect(car).toMatchObject({ sellerEmail: seller.email });
    expect(await myCar(otherSeller, response.json().insertedId)).toBeUndefined();
  });
});

describe('a VIN among cars for sale', () => {
  it('is unique: a second listing is refused with 409 naming the listing and its state', async () => {
    const vin = withCheckDigit('1HGCM82600A000001');
    expect((await addCar({ vin, productName: 'First Accord' })).statusCode).toBe(200);
    const again = await addCar({ vin, productName: 'Second Accord' }, otherSeller);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('"First Accord" is for sale');
  });

  it('may be listed again once its car is sold', async () => {
    const vin = withCheckDigit('1HGCM82600A000002');
    const first = await addCar({ vin });
    await pool.query("update cars set sale_status = 'sold' where id = $1", [first.json().insertedId]);
    expect((await addCar({ vin }, otherSeller)).statusCode).toBe(200);
  });
});

describe('cars listed before vehicle data was asked for', () => {
  it('answer null for what they cannot know', async () => {
    const account = await createAccount(db, { userEmail: seller.email });
    const old = await createCar(db, { sellerId: account.id, modelId: sedan.id }, withoutVehicleData);
    expect(await myCar(seller, old.id)).toMatchObject({ make: null, mileage: null, zip: null, vin: null });
  });
});
