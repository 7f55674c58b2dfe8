import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/modules/uploads/s3-storage.ts';

export interface S3StandIn {
  /** How the server reaches the bucket, as the S3_* variables would say it. */
  settings: S3Settings;
  /** The folder the stand-in keeps its objects in. */
  directory: string;
  close(): Promise<void>;
}

/** A local server that speaks the S3 API (s3rver), with one empty bucket, on a free port. */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-s3-'));
  const bucket = `photos-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    directory,
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's built-in account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
