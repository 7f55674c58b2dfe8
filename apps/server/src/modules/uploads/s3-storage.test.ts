import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { photoWidths } from '@second-gear/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/multipart.ts';
import { signedUpAccount } from '../../../test/sessions.ts';
import { startS3StandIn } from '../../../test/stand-ins/s3.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { copyPhotos } from './copy-photos.ts';
import { createFolderStorage } from './photo-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { createUploadsRepo } from './uploads.repo.ts';
import { createUploadsService, uploadRules } from './uploads.service.ts';

const s3 = await startS3StandIn();
const storage = createS3Storage(s3.settings);
afterAll(async () => {
  storage.close();
  await s3.close();
});

let now = new Date('2026-11-20T10:00:00Z').getTime();
const clock = () => new Date(now);
// Two instances behind one load balancer: their own process, one bucket.
const first = await buildTestApp({ clock, photos: createS3Storage(s3.settings) });
const second = await buildTestApp({ photos: createS3Storage(s3.settings) });

let seller: Awaited<ReturnType<typeof signedUpAccount>>;
let jpeg: Buffer;
beforeAll(async () => {
  seller = await signedUpAccount(first.app, 'seller');
  jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .toBuffer();
});

async function upload(bytes: Buffer) {
  const body = multipartFile({ filename: 'car.jpg', contentType: 'image/jpeg', bytes });
  const response = await first.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...body.headers, authorization: `Bearer ${seller.token}` },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string; data: { url: string } }>().data;
}

describe('photos in an S3 bucket', () => {
  it('a photo uploaded through one instance is served by the other, with the same headers', async () => {
    const { url } = await upload(jpeg);
    expect(url).toMatch(/^\/uploads\/cars\/[\w-]+-640\.webp$/);

    const served = await second.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640 });

    // The bytes the bucket gives back are the bytes stored (no checksum framing inside the object).
    const fromFirst = await first.app.inject({ method: 'GET', url });
    expect(fromFirst.rawPayload.equals(served.rawPayload)).toBe(true);
    for (const width of photoWidths) {
      const other = await second.app.inject({
        method: 'GET',
        url: url.replace('-640.webp', `-${width}.webp`),
      });
      expect(other.statusCode).toBe(200);
      expect((await sharp(other.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('answers 304 to a browser that has the photo, and 404 for a photo that is not there', async () => {
    const { url } = await upload(jpeg);
    const served = await second.app.inject({ method: 'GET', url });
    const again = await second.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const missing = await second.app.inject({ method: 'GET', url: '/uploads/cars/nothing-here-640.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND' });
    for (const escape of ['/uploads/..%2f..%2fetc/passwd', '/uploads/cars/..%2f..%2fsecret.webp']) {
      expect((await second.app.inject({ method: 'GET', url: escape })).statusCode).toBe(404);
    }
  });

  it('the expiry sweep deletes an unused upload from the bucket', async () => {
    const { url } = await upload(jpeg);
    const sweeper = createUploadsService({ repo: createUploadsRepo(first.db), storage, clock });
    now += (uploadRules.expirySeconds + 1) * 1000;
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    for (const width of photoWidths) {
      const gone = await second.app.inject({
        method: 'GET',
        url: url.replace('-640.webp', `-${width}.webp`),
      });
      expect(gone.statusCode).toBe(404);
    }
  });
});

describe('copying an uploads folder into a bucket', () => {
  it('copies every photo once, skips what is there, and reports the counts', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-copy-'));
    afterAll(() => fs.rm(dir, { recursive: true, force: true }));
    const folder = createFolderStorage(dir);
    const photos = await Promise.all(
      ['red', 'green', 'blue'].map((background, index) =>
        sharp({ create: { width: 40 + index, height: 30, channels: 3, background } })
          .webp()
          .toBuffer(),
      ),
    );
    await folder.put('catalogue/model-a-640.webp', photos[0]!, 'image/webp');
    await folder.put('cars/car-b-320.webp', photos[1]!, 'image/webp');
    await fs.writeFile(path.join(dir, 'cars', 'car-b-640.webp.123.tmp'), 'half-written');

    // An earlier run stopped after the first photo.
    const first = await copyPhotos(dir, storage);
    expect(first).toEqual({ copied: 2, skipped: 0, ignored: 1, failed: [] });
    await folder.put('cars/car-c-1280.webp', photos[2]!, 'image/webp');
    const second = await copyPhotos(dir, storage);
    expect(second).toEqual({ copied: 1, skipped: 2, ignored: 1, failed: [] });
    expect(await copyPhotos(dir, storage)).toEqual({ copied: 0, skipped: 3, ignored: 1, failed: [] });

    for (const [key, bytes] of [
      ['catalogue/model-a-640.webp', photos[0]!],
      ['cars/car-c-1280.webp', photos[2]!],
    ] as const) {
      const stored = await storage.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    }
    expect(await fs.readdir(path.join(dir, 'cars'))).toHaveLength(3);
  });

  it('reports what it could not copy, and a later run finishes the job', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-copy-'));
    afterAll(() => fs.rm(dir, { recursive: true, force: true }));
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
      .webp()
      .toBuffer();
    await createFolderStorage(dir).put('cars/late-640.webp', bytes, 'image/webp');
    const unreachable = createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    const failed = await copyPhotos(dir, unreachable);
    unreachable.close();
    expect(failed.copied).toBe(0);
    expect(failed.failed.map((failure) => failure.key)).toEqual(['cars/late-640.webp']);
    expect(await copyPhotos(dir, storage)).toMatchObject({ copied: 1, failed: [] });
  });
});
