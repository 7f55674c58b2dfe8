import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { differenceHash, hammingDistance } from './photo-hash.ts';
import { encodePhoto } from './photo-store.ts';
import { uploadRules } from './uploads.service.ts';

const web = path.resolve(import.meta.dirname, '../../../../web/public/images');
const pictures = [
  path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/car-photo.jpg'),
  ...[
    'hero/wide-1.webp',
    'hero/wide-2.webp',
    'hero/small-1.webp',
    'hero/small-3.webp',
    'promo.webp',
    'error.webp',
  ].map((file) => path.join(web, file)),
];
const threshold = uploadRules.reusedPhotoDistance;

/** The hash a photo gets once uploaded: of its smallest stored width. */
const storedHash = async (bytes: Buffer) => differenceHash((await encodePhoto(bytes))[0]!);

let originals: Buffer[];
let hashes: bigint[];
beforeAll(async () => {
  originals = await Promise.all(
    pictures.map(async (file) =>
      sharp(await fs.readFile(file))
        .jpeg({ quality: 92 })
        .toBuffer(),
    ),
  );
  hashes = await Promise.all(originals.map(storedHash));
});

async function distances(change: (bytes: Buffer, width: number, height: number) => Promise<Buffer>) {
  return Promise.all(
    originals.map(async (bytes, index) => {
      const { width, height } = await sharp(bytes).metadata();
      return hammingDistance(hashes[index]!, await storedHash(await change(bytes, width, height)));
    }),
  );
}

describe('the photo hash', () => {
  it.each([
    ['recompressed at JPEG quality 50', (b: Buffer) => sharp(b).jpeg({ quality: 50 }).toBuffer()],
    ['recompressed at JPEG quality 30', (b: Buffer) => sharp(b).jpeg({ quality: 30 }).toBuffer()],
    [
      'resized to half',
      (b: Buffer, w: number) =>
        sharp(b)
          .resize(Math.round(w / 2))
          .jpeg()
          .toBuffer(),
    ],
    [
      'resized to a quarter',
      (b: Buffer, w: number) =>
        sharp(b)
          .resize(Math.round(w / 4))
          .jpeg()
          .toBuffer(),
    ],
    ['converted to WebP', (b: Buffer) => sharp(b).webp({ quality: 70 }).toBuffer()],
  ])('matches a copy %s', async (_, change) => {
    for (const distance of await distances(change)) expect(distance).toBeLessThanOrEqual(threshold);
  });

  it('tells different pictures apart', () => {
    for (const [index, hash] of hashes.entries()) {
      for (const other of hashes.slice(index + 1))
        expect(hammingDistance(hash, other)).toBeGreaterThan(threshold);
    }
  });

  it('counts differing bits, the sign bit included', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
  });
});
