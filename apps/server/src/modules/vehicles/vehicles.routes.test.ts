import { vinCheckDigit, vinProblem } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { tidyModelName } from './vehicles.service.ts';
import { transmissionOf } from './vin-decoder.ts';

const { app } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let seller: Person;
let buyer: Person;

beforeAll(async () => {
  seller = await signedUpAccount(app, 'seller');
  buyer = await signedUpAccount(app, 'buyer');
});

/** `vin` with its check digit (position 9) set right. */
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
const accord = '1HGCM82633A004352';

const decode = (vin: string, person: Person | null = seller) =>
  app.inject({
    method: 'GET',
    url: `/api/vin/${encodeURIComponent(vin)}`,
    headers: bearer(person ?? undefined),
  });

describe('VIN check digit (North American rule)', () => {
  it('accepts a VIN whose 9th character is its check digit, and X for a remainder of 10', () => {
    expect(vinProblem(accord)).toBeUndefined();
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinProblem('1M8GDM9AXKP042788')).toBeUndefined();
  });

  it('refuses one wrong character, I/O/Q, and a wrong length, saying which', () => {
    expect(vinProblem('1HGCM82633A004353')).toContain('check digit');
    expect(vinProblem('1HGCM82633A0O4352')).toContain('I, O or Q');
    expect(vinProblem('1HGCM82633A00435')).toContain('17 characters; this one has 16');
    expect(vinProblem('1HGCM82633A00435!')).toContain('only letters and digits');
  });
});

describe('transmissionOf', () => {
  it.each([
    ['Automatic', 'automatic'],
    ['Manual/Standard', 'manual'],
    ['Continuously Variable Transmission (CVT)', 'automatic'],
    ['Dual-Clutch Transmission (DCT)', 'automatic'],
    ['Automated Manual Transmission (AMT)', 'automatic'],
    ['', null],
    [undefined, null],
  ])("reads vPIC's %s as %s", (style, ours) => {
    expect(transmissionOf(style)).toBe(ours);
  });
});

describe('GET /api/vin/:vin', () => {
  it('decodes real VINs from the vPIC data, in our words', async () => {
    const response = await decode(accord);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      vin: accord,
      make: 'Honda',
      modelName: 'Accord',
      year: 2003,
      trim: 'EX-V6',
      bodyType: 'Coupe',
      fuelType: 'gasoline',
      transmission: null,
      drivetrain: null,
      doors: 2,
    });

    const tesla = await decode(withCheckDigit('5YJ3E1EA0KF317000'));
    expect(tesla.json()).toMatchObject({
      make: 'Tesla',
      modelName: 'Model 3',
      year: 2019,
      bodyType: 'Sedan',
      fuelType: 'electric',
      doors: 4,
    });
    const prius = await decode(withCheckDigit('JTDKN3DU0A0123456').toLowerCase());
    expect(prius.json()).toMatchObject({
      make: 'Toyota',
      modelName: 'Prius',
      year: 2010,
      fuelType: 'hybrid',
    });
    const f150 = await decode(withCheckDigit('1FTFW1ET0DFC10312'));
    expect(f150.json()).toMatchObject({ make: 'Ford', modelName: 'F-150', year: 2013, bodyType: 'Pickup' });
  });

  it.each([
    ['one wrong character', '1HGCM82633A004353', 'check digit'],
    ['an O for a zero', '1HGCM82633A0O4352', 'I, O or Q'],
    ['16 characters', '1HGCM82633A00435', '16'],
  ])('refuses %s with a 400 saying which', async (_, vin, mention) => {
    const response = await decode(vin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BAD_REQUEST' });
    expect(response.json().message).toContain(mention);
  });

  it('answers 404 for a well-formed VIN the data does not know', async () => {
    const response = await decode(withCheckDigit('ZZZZZZZZ0ZZ123456'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('fill in the details yourself');
  });

  it('is for sellers', async () => {
    expect((await decode(accord, null)).statusCode).toBe(401);
    expect((await decode(accord, buyer)).statusCode).toBe(403);
  });
});

describe('GET /api/makes', () => {
  it('lists the makes of cars, trucks and MPVs alphabetically, each with its models and no motorcycles', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/makes' });
    expect(response.statusCode).toBe(200);
    const makes = response.json() as { make: string; models: string[] }[];
    expect(makes.length).toBeGreaterThan(300);
    const names = makes.map((entry) => entry.make);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const honda = makes.find((entry) => entry.make === 'Honda')!;
    expect(honda.models).toEqual(expect.arrayContaining(['Accord', 'Civic', 'CR-V', 'Odyssey']));
    expect(honda.models).not.toContain('Gold Wing');
    expect(makes.find((entry) => entry.make === 'Harley-Davidson')).toBeUndefined();
    expect(response.headers['cache-control']).toContain('max-age');
  });
});

describe('GET /api/zips/:zip', () => {
  it('names the place of a ZIP, leading zeros kept', async () => {
    const boston = await app.inject({ method: 'GET', url: '/api/zips/02108' });
    expect(boston.json()).toEqual({ zip: '02108', city: 'Boston', state: 'MA', location: 'Boston, MA' });
  });

  it('refuses what is not five digits (400) and an unknown ZIP (404)', async () => {
    for (const zip of ['M5V', '9021', '90210-1234']) {
      const response = await app.inject({ method: 'GET', url: `/api/zips/${zip}` });
      expect(response.statusCode, zip).toBe(400);
      expect(response.json().message).toContain('five digits');
    }
    expect((await app.inject({ method: 'GET', url: '/api/zips/00000' })).statusCode).toBe(404);
  });
});

describe('model names the taxonomy lacks', () => {
  it('are kept as typed, tidied', () => {
    expect(tidyModelName('  model   zz  ')).toBe('Model Zz');
    expect(tidyModelName('e-tron gt')).toBe('E-Tron Gt');
    expect(tidyModelName('iX  M60')).toBe('iX M60');
  });
});
