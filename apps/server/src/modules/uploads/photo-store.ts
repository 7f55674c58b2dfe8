import { photoUrl, photoWidths } from '@second-gear/contract';
import sharp from 'sharp';
import { photoKey, type PhotoStorage } from './photo-storage.ts';

/** The keys of a photo's served widths (`<folder>/<name>-<width>.webp`). */
export function photoKeys(folder: string, name: string): string[] {
  return photoWidths.map((width) => `${folder}/${name}-${width}.webp`);
}

/** Re-encodes a photo as WebP in every served width (`photoWidths` order). Metadata (EXIF, GPS) is dropped. */
export async function encodePhoto(input: Buffer): Promise<Buffer[]> {
  const source = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
  return Promise.all(
    photoWidths.map((width) =>
      source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer(),
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
): Promise<string> {
  return storeEncoded(await encodePhoto(input), storage, folder, name);
}

export async function photoExists(storage: PhotoStorage, url: string): Promise<boolean> {
  return storage.exists(photoKey(url));
}
