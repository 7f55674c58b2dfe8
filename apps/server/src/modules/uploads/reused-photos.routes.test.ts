import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCarModel } from '../../../test/builders.ts';
import { aListingBody, uploadPhoto } from '../../../test/listings.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createFolderStorage } from './photo-storage.ts';
import { createUploadsRepo } from './uploads.repo.ts';
import { createUploadsService } from './uploads.service.ts';

const { app, db, pool, uploadsDir } = await buildTestApp();
const uploads = createUploadsService({
  repo: createUploadsRepo(db),
  storage: createFolderStorage(uploadsDir),
  clock: () => new Date(),
});

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let seller: Person;
let thief: Person;
let photo: Buffer;
let otherPhoto: Buffer;

beforeAll(async () => {
  await createCarModel(db, 'Sedan');
  seller = await signedUpAccount(app, 'seller');
  thief = await signedUpAccount(app, 'seller');
  photo = await fs.readFile(path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/car-photo.jpg'));
  otherPhoto = await sharp(
    await fs.readFile(path.resolve(import.meta.dirname, '../../../../web/public/images/hero/wide-1.webp')),
  )
    .jpeg()
    .toBuffer();
});

const upload = (person: Person, bytes: Buffer) => uploadPhoto(app, person, bytes);

async function list(person: Person, images: string[]): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/allCar',
    headers: bearer(person),
    payload: aListingBody(images),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().insertedId;
}

const userIdOf = async (person: Person): Promise<string> =>
  (await pool.query('select id from auth_users where email = $1', [person.email])).rows[0].id;

/** Each reused photo found on a listing, as the audit log keeps the automatic flags of the moderators' queue. */
const reusedFlags = async (carId: string) =>
  (
    await pool.query(
      `select change from audit_log
        where actor = 'automatic' and action = 'flag' and target_kind = 'photo' and target_id = $1 order by at`,
      [carId],
    )
  ).rows.map((row) => row.change.detail as { otherCarId: string });

const queuedPhotoItem = async (carId: string) =>
  (
    await pool.query(
      `select count from moderation_items where kind = 'photo' and target_id = $1 and state = 'open'`,
      [carId],
    )
  ).rows[0];

describe('photos reused from another seller’s listing', () => {
  it('finds a recompressed copy listed by another seller, and says so with both cars', async () => {
    const original = await upload(seller, photo);
    const carId = await list(seller, [original]);
    const copy = await upload(thief, await sharp(photo).jpeg({ quality: 50 }).toBuffer());
    const clean = await upload(thief, otherPhoto);
    const copyCarId = await list(thief, [clean, copy]);

    expect(await uploads.nearDuplicates([clean, copy], await userIdOf(thief))).toEqual([
      { photo: copy, otherPhoto: original, distance: expect.any(Number) },
    ]);
    expect(await reusedFlags(copyCarId)).toEqual([
      expect.objectContaining({ otherCarId: carId, photo: copy }),
    ]);
    expect(await queuedPhotoItem(copyCarId)).toEqual({ count: 1 });
  });

  it('finds a resized copy added to a listing later', async () => {
    const original = await upload(seller, photo);
    await list(seller, [original]);
    const carId = await list(thief, [await upload(thief, otherPhoto)]);
    const first = (await pool.query('select images from cars where id = $1', [carId])).rows[0].images;
    const resized = await upload(thief, await sharp(photo).resize(800).toBuffer());

    const response = await app.inject({
      method: 'PATCH',
      url: `/api/products/${carId}`,
      headers: bearer(thief),
      payload: { images: [...first, resized] },
    });

    expect(response.statusCode, response.body).toBe(200);
    const found = await reusedFlags(carId);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((finding) => finding.otherCarId !== carId)).toBe(true);
  });

  it('leaves a seller showing their own photo again alone', async () => {
    const own = await signedUpAccount(app, 'seller');
    const picture = await sharp(otherPhoto).flop().jpeg().toBuffer();
    await list(own, [await upload(own, picture)]);
    const again = await upload(own, await sharp(picture).jpeg({ quality: 40 }).toBuffer());
    const carId = await list(own, [again]);

    expect(await uploads.nearDuplicates([again], await userIdOf(own))).toEqual([]);
    expect(await reusedFlags(carId)).toEqual([]);
    expect(await queuedPhotoItem(carId)).toBeUndefined();
  });

  it('hashes photos stored before hashes were kept, as a new upload would be', async () => {
    const url = await upload(seller, photo);
    const { photo_hash: hash } = (await pool.query('select photo_hash from uploads where url = $1', [url]))
      .rows[0];
    await pool.query('update uploads set photo_hash = null where url = $1', [url]);

    expect(await uploads.hashOldPhotos()).toBeGreaterThan(0);

    const after = (await pool.query('select photo_hash from uploads where url = $1', [url])).rows[0];
    expect(after.photo_hash).toBe(hash);
    expect(
      (await pool.query('select count(*)::int as n from uploads where photo_hash is null')).rows[0].n,
    ).toBe(0);
  });
});
