import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from '../../db/client.ts';
import {
  GatewayError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../lib/errors.ts';
import { photoUrl } from '@second-gear/contract';
import { differenceHash } from './photo-hash.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { encodePhoto, photoKeys, storeEncoded } from './photo-store.ts';
import { createUploadsRepo, type UploadsRepo } from './uploads.repo.ts';

export const uploadRules = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** The specification's image host kept an upload 600 s; ours keeps it that long unless a listing takes it. */
  expirySeconds: 600,
  /** Room for a few 20-photo listings (and photos picked again) in an hour, not for a flood. */
  perHour: 100,
  /**
   * Photos whose hashes differ in at most this many of 64 bits are taken for one photo: every recompressed, resized
   * or WebP copy measured stays within it (decision 67).
   */
  reusedPhotoDistance: 8,
} as const;

/** A photo near-identical to a listed photo of another seller, `distance` bits of 64 apart. */
export interface NearPhoto {
  photo: string;
  otherPhoto: string;
  distance: number;
}

const folder = 'cars';
type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** What the bytes are, judged by their magic numbers alone (never the file name or declared type). */
export function sniffPhoto(bytes: Buffer): PhotoFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/** Refuses bytes that are not a readable JPEG, PNG or WebP photo of at most `maxPixels` (judged before decoding). */
export async function checkPhoto(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw new ValidationError('The photo is empty. Please choose a photo file.');
  const format = sniffPhoto(bytes);
  if (!format) throw new UnsupportedMediaTypeError('Only JPEG, PNG and WebP photos can be uploaded.');

  let width: number | undefined;
  let height: number | undefined;
  let detected: string | undefined;
  try {
    ({ width, height, format: detected } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new UnsupportedMediaTypeError(
      'This file is not a readable photo. Please choose a JPEG, PNG or WebP photo.',
    );
  }
  if (detected !== format || !width || !height) {
    throw new UnsupportedMediaTypeError(
      'This file is not a readable photo. Please choose a JPEG, PNG or WebP photo.',
    );
  }
  // Checked from the header, before decoding a single pixel: a "pixel flood" never reaches memory.
  if (width * height > uploadRules.maxPixels) {
    throw new PayloadTooLargeError(
      `Photos may have at most ${uploadRules.maxPixels / 1_000_000} megapixels.`,
    );
  }
}

export type UploadsService = ReturnType<typeof createUploadsService>;

export function createUploadsService(deps: { repo: UploadsRepo; storage: PhotoStorage; clock: () => Date }) {
  const { repo, storage, clock } = deps;
  const expiryStart = () => new Date(clock().getTime() - uploadRules.expirySeconds * 1000);

  return {
    checkPhoto,

    /** Checks, re-encodes and stores a photo for its owner; returns its id and URL. */
    async accept(ownerId: string, bytes: Buffer): Promise<{ id: string; url: string }> {
      const hourAgo = new Date(clock().getTime() - 3_600_000);
      if ((await repo.countSince(ownerId, hourAgo)) >= uploadRules.perHour) {
        throw new TooManyRequestsError(
          `You can upload at most ${uploadRules.perHour} photos an hour. Please try again later.`,
          3600,
        );
      }
      await checkPhoto(bytes);

      const id = randomUUID();
      let widths: Buffer[];
      try {
        widths = await encodePhoto(bytes);
      } catch {
        throw new UnsupportedMediaTypeError(
          'This photo could not be read. Please choose another JPEG, PNG or WebP photo.',
        );
      }
      let url: string;
      try {
        url = await storeEncoded(widths, storage, folder, id);
      } catch (error) {
        await removeFiles(id).catch(() => undefined);
        throw new GatewayError(
          error,
          'The photo could not be stored just now. Please try again in a moment.',
        );
      }
      // Hashed from the smallest stored width, as the backfill hashes photos stored before hashes were kept.
      const photoHash = await differenceHash(widths[0]!);
      await repo.insert({ id, ownerId, url, createdAt: clock(), photoHash });
      return { id, url };
    },

    /** Takes the owner's fresh upload for a listing, inside the listing's transaction. */
    async attach(tx: Executor, url: string, ownerId: string): Promise<boolean> {
      return createUploadsRepo(tx).attach(url, ownerId, expiryStart(), clock());
    },

    /**
     * Stores a photo of an inventory file under the id the import gave it, once: a job run again finds it stored and
     * leaves it. It is not attached; the listing takes it as it takes an upload.
     */
    async storeImported(ownerId: string, id: string, bytes: Buffer): Promise<string> {
      const url = photoUrl(`/uploads/${folder}/${id}`);
      if (await repo.exists(id)) return url;
      const widths = await encodePhoto(bytes);
      await storeEncoded(widths, storage, folder, id);
      const photoHash = await differenceHash(widths[0]!);
      await repo.insert({ id, ownerId, url, createdAt: clock(), photoHash });
      return url;
    },

    /** Inside the transaction that removes a listing: its photo is no longer needed once that commits. */
    async release(tx: Executor, url: string): Promise<void> {
      await createUploadsRepo(tx).release(url, clock());
    },

    /**
     * The photos among `photos` (uploaded by `ownerId`) near-identical to a listed photo of another seller, nearest
     * first. The same seller showing a photo again is not a finding.
     */
    async nearDuplicates(photos: readonly string[], ownerId: string): Promise<NearPhoto[]> {
      const near = await repo.listedNear(
        await repo.hashesOf(photos),
        ownerId,
        uploadRules.reusedPhotoDistance,
      );
      return near.sort((a, b) => a.distance - b.distance);
    },

    /**
     * Hashes the photos stored before hashes were kept, in batches, from their smallest stored width; returns how many
     * it hashed. A photo whose file is gone gets no hash (the sweep takes it). `stopped` ends it between photos.
     */
    async hashOldPhotos(stopped: () => boolean = () => false): Promise<number> {
      let hashed = 0;
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const ids = await repo.unhashedAfter(after, 50);
        if (ids.length === 0) return hashed;
        for (const id of ids) {
          if (stopped()) return hashed;
          const stored = await storage.get(photoKeys(folder, id)[0]!);
          if (!stored) continue;
          await repo.setHash(id, await differenceHash(Buffer.concat(await stored.body.toArray())));
          hashed++;
        }
        after = ids.at(-1)!;
      }
    },

    /** Deletes uploads that no listing took within the expiry and photos of removed listings; returns how many. */
    async sweep(): Promise<number> {
      const ids = await repo.deleteUnneeded(expiryStart());
      await Promise.all(ids.map(removeFiles));
      return ids.length;
    },
  };

  async function removeFiles(id: string) {
    await storage.delete(photoKeys(folder, id));
  }
}
