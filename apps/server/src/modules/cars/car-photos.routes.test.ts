import { maxPhotos } from '@second-gear/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCarModel } from '../../../test/builders.ts';
import { aListingBody, uploadPhoto } from '../../../test/listings.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let seller: Person;
let otherSeller: Person;
let photo: Buffer;

beforeAll(async () => {
  await createCarModel(db, 'Sedan');
  seller = await signedUpAccount(app, 'seller');
  otherSeller = await signedUpAccount(app, 'seller');
  photo = await sharp({ create: { width: 96, height: 60, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();
});

const upload = (person: Person = seller) => uploadPhoto(app, person, photo);
const uploads = (count: number) => Promise.all(Array.from({ length: count }, () => upload()));

const list = (images: string[], overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/allCar',
    headers: bearer(seller),
    payload: aListingBody(images, overrides),
  });

const carCount = async () => (await pool.query('select count(*)::int as n from cars')).rows[0].n as number;

describe('a listing with several photos', () => {
  it(`takes up to ${maxPhotos} of the seller's fresh uploads, cover first, and answers them in order`, async () => {
    const images = await uploads(maxPhotos);
    const response = await list(images);
    expect(response.statusCode, response.body).toBe(200);
    const page = await app.inject({ method: 'GET', url: `/api/cars/${response.json().insertedId}` });
    expect(page.json().images).toEqual(images);
    expect(page.json().image).toBe(images[0]);
  });

  it.each([
    ['21 photos', async () => uploads(maxPhotos + 1), `at most ${maxPhotos} photos`],
    ['no photo', async () => [], 'at least one photo'],
    ['a photo twice', async () => uploads(1).then(([url]) => [url!, url!]), 'twice'],
    ["another seller's upload", async () => [await upload(), await upload(otherSeller)], 'photo 2'],
  ])('refuses %s, storing nothing and taking no upload', async (_, images, mention) => {
    const urls = await images();
    const before = await carCount();
    const response = await list(urls, { image: urls[0] ?? '/uploads/cars/none-640.webp' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(mention);
    expect(await carCount()).toBe(before);
    const attached = await pool.query(
      'select count(*)::int as n from uploads where url = any($1) and attached_at is not null',
      [urls],
    );
    expect(attached.rows[0].n).toBe(0);
  });

  it('refuses a photo already used by another listing', async () => {
    const [first, second] = await uploads(2);
    expect((await list([first!])).statusCode).toBe(200);
    const reused = await list([second!, first!], { vin: undefined });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toContain('photo 2');
  });

  it('refuses a cover that is not the first photo', async () => {
    const images = await uploads(2);
    const response = await list(images, { image: images[1] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('first of images');
  });
});

describe('editing photos', () => {
  it('reorders, adds and removes photos; a removed one is released for the sweep', async () => {
    const [a, b, c] = await uploads(3);
    const id = (await list([a!, b!, c!])).json().insertedId;
    const [d] = await uploads(1);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: bearer(seller),
      payload: { images: [c!, d!, a!] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ images: [c, d, a], image: c });
    const released = await pool.query('select released_at from uploads where url = $1', [b]);
    expect(released.rows[0].released_at).not.toBeNull();
  });

  it("refuses another seller's upload among the new photos, changing nothing", async () => {
    const [a] = await uploads(1);
    const id = (await list([a!])).json().insertedId;
    const theirs = await upload(otherSeller);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: bearer(seller),
      payload: { images: [a!, theirs] },
    });
    expect(response.statusCode).toBe(400);
    const stored = await pool.query('select images from cars where id = $1', [id]);
    expect(stored.rows[0].images).toEqual([a]);
  });
});
