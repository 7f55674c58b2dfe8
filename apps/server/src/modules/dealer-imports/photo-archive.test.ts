import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.ts';
import { readPhotoArchive } from './photo-archive.ts';

const limits = { maxEntries: 3, maxTotalBytes: 1000, maxPhotoBytes: 600 };

describe('a photo archive', () => {
  it('gives its photos by file name, folders and hidden files left out', () => {
    const zip = zipSync({
      'a.jpg': new Uint8Array([1, 2]),
      'cars/b.jpg': new Uint8Array([3]),
      '__MACOSX/._a.jpg': new Uint8Array([9]),
      '.DS_Store': new Uint8Array([9]),
    });
    const photos = readPhotoArchive(zip, limits);
    expect([...photos.keys()].sort()).toEqual(['a.jpg', 'b.jpg']);
    expect([...photos.get('a.jpg')!]).toEqual([1, 2]);
  });

  it('refuses too many files before inflating any', () => {
    const zip = zipSync(Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [name, new Uint8Array(1)])));
    expect(() => readPhotoArchive(zip, limits)).toThrow(PayloadTooLargeError);
  });

  it('stops inflating past the limit whatever the archive declares', () => {
    const zip = Buffer.from(
      zipSync({ 'a.jpg': new Uint8Array(550), 'b.jpg': new Uint8Array(550) }, { level: 9 }),
    );
    for (let at = 0; at < zip.length - 4; at++) {
      const signature = zip.readUInt32LE(at);
      if (signature === 0x04034b50) zip.writeUInt32LE(1, at + 22);
      if (signature === 0x02014b50) zip.writeUInt32LE(1, at + 24);
    }
    expect(() => readPhotoArchive(zip, limits)).toThrow(/would unpack to more than/);
  });

  it('refuses what is not a ZIP archive', () => {
    expect(() => readPhotoArchive(Buffer.from('not a zip'), limits)).toThrow(UnsupportedMediaTypeError);
  });
});
