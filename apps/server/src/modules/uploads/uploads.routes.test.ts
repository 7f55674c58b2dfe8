import fs from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { photoWidths } from '@second-gear/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/multipart.ts';
import { signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createFolderStorage } from './photo-storage.ts';
import { createUploadsRepo } from './uploads.repo.ts';
import { createUploadsService, uploadRules } from './uploads.service.ts';

let now = new Date('2026-11-20T10:00:00Z').getTime();
const clock = () => new Date(now);
const { app, db, pool, uploadsDir } = await buildTestApp({ clock });
const sweeper = createUploadsService({
  repo: createUploadsRepo(db),
  storage: createFolderStorage(uploadsDir),
  clock,
});

let seller: Awaited<ReturnType<typeof signedUpAccount>>;
let jpeg: Buffer;
beforeAll(async () => {
  seller = await signedUpAccount(app, 'seller');
  jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c8242b' } })
    .jpeg()
    .toBuffer();
});

async function upload(
  file: { field?: string; filename?: string; contentType?: string; bytes: Buffer },
  token: string | null = seller.token,
) {
  const body = multipartFile({ filename: 'car.jpg', contentType: 'image/jpeg', ...file });
  return app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A PNG whose header claims the given size, with a one-row body: enough to fool a naive decoder. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('POST /api/upload', () => {
  it('stores a photo as WebP in every width under a server-made name, without metadata', async () => {
    const withGps = await sharp(jpeg)
      .withExif({ IFD0: { Make: 'Spyphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const response = await upload({ bytes: withGps, filename: 'My Car (1).JPG' });

    expect(response.statusCode, response.body).toBe(200);
    const { id, data } = response.json();
    expect(data.url).toBe(`/uploads/cars/${id}-640.webp`);
    const files = (await filesUnder(uploadsDir)).filter((file) => file.includes(id));
    expect(files.map((file) => path.basename(file)).sort()).toEqual(
      photoWidths.map((width) => `${id}-${width}.webp`).sort(),
    );
    for (const width of photoWidths) {
      const stored = await fs.readFile(path.join(uploadsDir, 'cars', `${id}-${width}.webp`));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(stored.includes('Spyphone')).toBe(false);
      expect(stored.includes('GPS')).toBe(false);
    }
    const served = await app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('judges a PNG by its content even when its declared type lies', async () => {
    const png = await sharp(jpeg).png().toBuffer();
    const response = await upload({ bytes: png, filename: 'photo.gif', contentType: 'image/gif' });
    expect(response.statusCode).toBe(200);
  });

  const hostile: [
    string,
    () => Promise<{ bytes: Buffer; filename?: string; contentType?: string }>,
    number,
  ][] = [
    ['text under a .jpg name', async () => ({ bytes: Buffer.from('just some text, honest') }), 415],
    [
      'an HTML page',
      async () => ({
        bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
        filename: 'x.html',
        contentType: 'text/html',
      }),
      415,
    ],
    [
      'an SVG with a script',
      async () => ({
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        filename: 'x.svg',
        contentType: 'image/svg+xml',
      }),
      415,
    ],
    [
      'JPEG magic bytes followed by HTML',
      async () => ({
        bytes: Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from('<html><script>alert(1)</script>'),
        ]),
      }),
      415,
    ],
    [
      'a GIF',
      async () => ({
        bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04', 'latin1'),
        contentType: 'image/gif',
      }),
      415,
    ],
    [
      'a text file claiming to be PNG',
      async () => ({ bytes: Buffer.from('not a png'), contentType: 'image/png', filename: 'a.png' }),
      415,
    ],
    ['zero bytes', async () => ({ bytes: Buffer.alloc(0) }), 400],
    [
      'a pixel flood (50,000 × 50,000 declared)',
      async () => ({ bytes: pngHeader(50_000, 50_000), filename: 'flood.png', contentType: 'image/png' }),
      413,
    ],
    ['a truncated JPEG', async () => ({ bytes: jpeg.subarray(0, 600) }), 415],
    [
      'one byte over 10 MB',
      async () => ({ bytes: Buffer.concat([jpeg, Buffer.alloc(uploadRules.maxBytes + 1 - jpeg.length)]) }),
      413,
    ],
  ];

  it.each(hostile)('refuses %s, storing nothing', async (_, make, status) => {
    const before = await filesUnder(uploadsDir);
    const rows = (await pool.query('select count(*)::int as n from uploads')).rows[0].n;

    const response = await upload(await make());

    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect(response.json().message).not.toMatch(/stack|at .*\.ts/);
    expect(await filesUnder(uploadsDir)).toEqual(before);
    expect((await pool.query('select count(*)::int as n from uploads')).rows[0].n).toBe(rows);
  });

  it('makes a JPEG/HTML polyglot harmless: what is stored is a clean WebP', async () => {
    const polyglot = Buffer.concat([
      jpeg,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await upload({ bytes: polyglot, filename: 'x.html', contentType: 'text/html' });
    expect(response.statusCode).toBe(200);
    const stored = await fs.readFile(
      path.join(uploadsDir, response.json().data.url.replace('/uploads/', '')),
    );
    expect(stored.includes('<script')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it.each(['../../../../tmp/evil.jpg', '..\\..\\evil.jpg', '/etc/passwd', 'a%2f..%2fb.jpg'])(
    'ignores a path-traversal file name (%s)',
    async (filename) => {
      const before = new Set(await filesUnder(uploadsDir));
      const response = await upload({ bytes: jpeg, filename });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.url).toMatch(/^\/uploads\/cars\/[0-9a-f-]{36}-640\.webp$/);
      const added = (await filesUnder(uploadsDir)).filter((file) => !before.has(file));
      expect(added).toHaveLength(3);
      for (const file of added)
        expect(path.relative(uploadsDir, file)).toMatch(/^cars\/[0-9a-f-]{36}-\d+\.webp$/);
      for (const target of [
        '/tmp/evil.jpg',
        path.resolve(uploadsDir, '..', 'evil.jpg'),
        path.resolve(uploadsDir, 'evil.jpg'),
      ]) {
        await expect(fs.access(target)).rejects.toThrow();
      }
    },
  );

  it('wants the file in the field "image", as multipart', async () => {
    expect((await upload({ bytes: jpeg, field: 'photo' })).statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { authorization: `Bearer ${seller.token}` },
      payload: { image: 'data:image/jpeg;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('is for signed-in sellers only', async () => {
    expect((await upload({ bytes: jpeg }, null)).statusCode).toBe(401);
    const buyer = await signedUpAccount(app, 'buyer');
    expect((await upload({ bytes: jpeg }, buyer.token)).statusCode).toBe(403);
  });

  it(`limits each seller to ${uploadRules.perHour} uploads an hour`, async () => {
    const busy = await signedUpAccount(app, 'seller');
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (let count = 0; count < uploadRules.perHour; count++) {
      expect((await upload({ bytes: tiny }, busy.token)).statusCode).toBe(200);
    }
    const refused = await upload({ bytes: tiny }, busy.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another seller is not affected.
    expect((await upload({ bytes: tiny })).statusCode).toBe(200);
  });
});

describe('upload expiry', () => {
  it('deletes an upload no listing took within 600 s, and keeps younger ones', async () => {
    const old = (await upload({ bytes: jpeg })).json();
    now += 300_000;
    const young = (await upload({ bytes: jpeg })).json();
    now += 301_000;

    await sweeper.sweep();

    await expect(fs.access(path.join(uploadsDir, 'cars', `${old.id}-640.webp`))).rejects.toThrow();
    expect((await app.inject({ method: 'GET', url: old.data.url })).statusCode).toBe(404);
    await expect(fs.access(path.join(uploadsDir, 'cars', `${young.id}-640.webp`))).resolves.toBeUndefined();
  });

  it("deletes a closed account's unused upload at its expiry", async () => {
    const leaving = await signedUpAccount(app, 'seller');
    const unused = (await upload({ bytes: jpeg }, leaving.token)).json();
    await pool.query('delete from auth_users where email = $1', [leaving.email]);
    now += (uploadRules.expirySeconds + 1) * 1000;

    await sweeper.sweep();

    expect((await app.inject({ method: 'GET', url: unused.data.url })).statusCode).toBe(404);
    expect((await filesUnder(uploadsDir)).filter((file) => file.includes(unused.id))).toEqual([]);
  });
});
