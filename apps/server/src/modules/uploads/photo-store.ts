import fs from 'node:fs/promises';
import path from 'node:path';
import { photoUrl, photoWidths } from '@second-gear/contract';
import sharp from 'sharp';

/**
 * Writes a photo as WebP in every served width (`<folder>/<name>-<width>.webp` under the uploads directory) and
 * returns the public URL of the default width. Metadata (EXIF, GPS) is dropped by re-encoding.
 */
export async function storePhoto(
  input: Buffer,
  uploadsDir: string,
  folder: string,
  name: string,
): Promise<string> {
  const dir = path.join(uploadsDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const source = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
  await Promise.all(
    photoWidths.map(async (width) => {
      const target = path.join(dir, `${name}-${width}.webp`);
      const temporary = `${target}.${process.pid}.tmp`;
      await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toFile(temporary);
      // Readers never see a half-written photo.
      await fs.rename(temporary, target);
    }),
  );
  return photoUrl(`/uploads/${folder}/${name}`);
}

export async function photoExists(uploadsDir: string, url: string): Promise<boolean> {
  const relative = url.replace(/^\/uploads\//, '');
  return fs
    .access(path.join(uploadsDir, relative))
    .then(() => true)
    .catch(() => false);
}
