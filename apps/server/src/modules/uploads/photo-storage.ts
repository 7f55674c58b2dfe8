import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored photo's bytes as a stream, with what an HTTP answer needs to describe them. */
export interface StoredPhoto {
  body: Readable;
  size: number;
  etag: string;
  lastModified: Date;
}

/**
 * Where photos are kept, by key (`cars/<id>-640.webp`, the part of the URL after `/uploads/`). Every driver writes
 * a photo whole or not at all, and deleting a key that is not there is no error, so every instance may sweep.
 */
export interface PhotoStorage {
  /** Named in logs and at start. */
  readonly description: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The photo, or undefined when no photo has this key. */
  get(key: string): Promise<StoredPhoto | undefined>;
  exists(key: string): Promise<boolean>;
  delete(keys: readonly string[]): Promise<void>;
}

/** Keys the server makes: a folder and a file name of letters, digits, dots and dashes (never `..`). */
const keyPattern = /^[a-z0-9-]+\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)+$/;

export function isPhotoKey(key: string): boolean {
  return keyPattern.test(key) && !key.includes('..');
}

/** The key of a stored photo's URL (`/uploads/cars/x-640.webp` → `cars/x-640.webp`). */
export function photoKey(url: string): string {
  return url.replace(/^\/uploads\//, '');
}

/** The default: a folder on this machine (DATA_DIR/uploads). */
export function createFolderStorage(dir: string): PhotoStorage & { readonly dir: string } {
  const file = (key: string) => {
    if (!isPhotoKey(key)) throw new Error(`not a photo key: ${key}`);
    return path.join(dir, key);
  };
  return {
    dir,
    description: `the folder ${dir}`,
    async put(key, bytes) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.writeFile(temporary, bytes);
      // Readers never see a half-written photo.
      await fs.rename(temporary, target);
    },
    async get(key) {
      if (!isPhotoKey(key)) return undefined;
      const stat = await fs.stat(file(key)).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return {
        body: createReadStream(file(key)),
        size: stat.size,
        etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
        lastModified: stat.mtime,
      };
    },
    async exists(key) {
      return fs
        .access(file(key))
        .then(() => true)
        .catch(() => false);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(file(key), { force: true })));
    },
  };
}
