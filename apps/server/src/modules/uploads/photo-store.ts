import { photoUrl, photoWidths } from '@second-gear/contract';
import sharp from 'sharp';
import { photoKey, type PhotoStorage } from './photo-storage.ts';

/** The keys of a photo's served widths (`<folder>/<name>-<width>.webp`). */
export function photoKeys(folder: string, name: string): string[] {
  return photoWidths.map((width) => `${folder}/${name}-${width}.webp`);
}

/**
 * Re-encodes a photo as WebP in every served width (`photoWidths` order). Metadata (EXIF, GPS) is dropped. `effort`
 * is WebP's 0–6 trade of time for size: flat drawings lose little at 2 and encode in about half the time of 4.
 */
export async function encodePhoto(input: Buffer, effort = 4): Promise<Buffer[]> {
  const source = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
  return Promise.all(
    photoWidths.map((width) =>
      source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort }).toBuffer(),
    ),
  );
}

/** Stores encoded widths under `<folder>/<name>-<width>.webp`; returns the public URL of the default width. */
export async function storeEncoded(
  widths: Buffer[],
  storage: PhotoStorage,
  folder: string,
  name: string,
): Promise<string> {
  const keys = photoKeys(folder, name);
  await Promise.all(widths.map((bytes, index) => storage.put(keys[index]!, bytes, 'image/webp')));
  return photoUrl(`/uploads/${folder}/${name}`);
}

export async function storePhoto(
  input: Buffer,
  storage: PhotoStorage,
  folder: string,
  name: string,
  effort?: number,
): Promise<string> {
  return storeEncoded(await encodePhoto(input, effort), storage, folder, name);
}

export async function photoExists(storage: PhotoStorage, url: string): Promise<boolean> {
  return storage.exists(photoKey(url));
}
