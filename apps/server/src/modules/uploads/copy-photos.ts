import fs from 'node:fs/promises';
import path from 'node:path';
import { isPhotoKey, type PhotoStorage } from './photo-storage.ts';

export interface CopyReport {
  /** Written to the storage by this run. */
  copied: number;
  /** Already there (an earlier run, or the server itself): left as they are. */
  skipped: number;
  /** Files that are not stored photos (half-written leftovers and the like). */
  ignored: number;
  failed: { key: string; reason: string }[];
}

/** Files in the folder, as keys relative to it (`cars/x-640.webp`). */
async function keysUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies every photo of an uploads folder into a storage. A photo already there is skipped, so a run that was
 * stopped is finished by running it again, and a second run copies nothing. The folder is left as it was.
 */
export async function copyPhotos(
  dir: string,
  target: PhotoStorage,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, ignored: 0, failed: [] };
  const keys = await keysUnder(dir);
  const parallel = 8;
  for (let start = 0; start < keys.length; start += parallel) {
    await Promise.all(
      keys.slice(start, start + parallel).map(async (key) => {
        if (!isPhotoKey(key) || !key.endsWith('.webp')) {
          report.ignored++;
          return;
        }
        try {
          if (await target.exists(key)) {
            report.skipped++;
            return;
          }
          await target.put(key, await fs.readFile(path.join(dir, key)), 'image/webp');
          report.copied++;
        } catch (error) {
          report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
        }
      }),
    );
    onProgress(Math.min(start + parallel, keys.length), keys.length);
  }
  return report;
}
