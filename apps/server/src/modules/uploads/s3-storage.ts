import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { PhotoStorage } from './photo-storage.ts';

export interface S3Settings {
  bucket: string;
  /** Unset: AWS S3 itself, in `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the AWS SDK's usual credential chain (instance role, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: most self-hosted stores need it. */
  forcePathStyle: boolean;
}

/**
 * Deletes in flight at once. One request per key rather than DeleteObjects: that call needs a checksum header not
 * every S3-compatible store accepts, and a sweep deletes a few photos at a time.
 */
const parallelDeletes = 16;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Any S3-compatible object store, through the AWS SDK. Objects are written whole by S3 itself. */
export function createS3Storage(settings: S3Settings): PhotoStorage & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores keep the SDK's aws-chunked checksum
    // framing inside the object otherwise.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    description: `the S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? `"${key}"`,
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += parallelDeletes) {
        // S3 answers 204 for a key that is not there: deleting twice is no error.
        await Promise.all(
          keys
            .slice(start, start + parallelDeletes)
            .map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
