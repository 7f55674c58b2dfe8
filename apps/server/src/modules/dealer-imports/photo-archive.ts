import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.ts';

export interface ArchiveLimits {
  /** Files in the archive, at most. */
  maxEntries: number;
  /** Their bytes once inflated, all together, at most. */
  maxTotalBytes: number;
  /** One photo's bytes, at most. */
  maxPhotoBytes: number;
}

/** Compressed input is fed this many bytes at a time, so inflating stops within ~1 MB of a limit (deflate's ratio). */
const feed = 1024;

const tooLarge = (limits: ArchiveLimits) =>
  new PayloadTooLargeError(
    `The photo archive would unpack to more than ${limits.maxTotalBytes / 1024 / 1024} MB or hold more than ${limits.maxEntries.toLocaleString('en-US')} files. Please send fewer or smaller photos.`,
  );

/** A file of the archive worth reading: not a folder, nor the hidden files some systems add. */
const isPhotoEntry = (name: string) => {
  const base = name.split('/').pop() ?? '';
  return !name.endsWith('/') && !name.startsWith('__MACOSX/') && base !== '' && !base.startsWith('.');
};

/**
 * The photos of a ZIP archive by file name (folders inside it are ignored). A ZIP bomb is refused twice over: the
 * sizes and count the archive declares are checked before anything is inflated, and inflating counts the bytes it
 * makes and stops at the limits whatever the archive declared.
 */
export function readPhotoArchive(zip: Uint8Array, limits: ArchiveLimits): Map<string, Buffer> {
  let entries = 0;
  let declared = 0;
  try {
    unzipSync(zip, {
      filter(file) {
        if (!isPhotoEntry(file.name)) return false;
        entries++;
        declared += file.originalSize;
        if (entries > limits.maxEntries || declared > limits.maxTotalBytes) throw tooLarge(limits);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error;
    throw new UnsupportedMediaTypeError('The photo archive is not a ZIP file that can be read.');
  }

  const photos = new Map<string, Buffer>();
  let total = 0;
  let failure: Error | undefined;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (!isPhotoEntry(file.name)) return;
    const name = file.name.split('/').pop()!;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new UnsupportedMediaTypeError(`The photo "${name}" in the archive cannot be unpacked.`);
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > limits.maxPhotoBytes) {
        failure = new PayloadTooLargeError(
          `The photo "${name}" is larger than ${limits.maxPhotoBytes / 1024 / 1024} MB.`,
        );
      } else if (total > limits.maxTotalBytes) failure = tooLarge(limits);
      if (failure) {
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) photos.set(name, Buffer.concat(chunks));
    };
    file.start();
  };
  try {
    for (let at = 0; at < zip.length && !failure; at += feed)
      unzip.push(zip.subarray(at, at + feed), at + feed >= zip.length);
  } catch {
    failure ??= new UnsupportedMediaTypeError('The photo archive is not a ZIP file that can be read.');
  }
  if (failure) throw failure;
  return photos;
}
