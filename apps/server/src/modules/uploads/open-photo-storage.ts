import type { Config } from '../../config.ts';
import { createFolderStorage, type PhotoStorage } from './photo-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The photo storage the configuration names: S3 when S3_BUCKET is set, else the uploads folder. */
export function openPhotoStorage(
  config: Pick<Config, 's3' | 'uploadsDir'>,
): PhotoStorage & { close(): void } {
  if (config.s3) return createS3Storage(config.s3);
  return { ...createFolderStorage(config.uploadsDir), close: () => undefined };
}
