import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/client.ts';
import type { GoogleSignIn } from '../src/modules/auth/auth.ts';
import { createTestDatabase } from './database.ts';

/**
 * The real app on this test file's own database and a private uploads folder, closed after the file's tests.
 */
export const testPublicUrl = 'http://localhost:5000';

export async function buildTestApp(
  options: {
    webDistDir?: string;
    adminEmails?: string[];
    clock?: () => Date;
    google?: GoogleSignIn;
    signInRateLimit?: number;
  } = {},
) {
  const database = await createTestDatabase();
  const { db, pool } = createDatabase(database.url, { max: 5 });
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-uploads-'));
  const app = await buildApp({
    db,
    pool,
    uploadsDir,
    webDistDir: options.webDistDir,
    clock: options.clock,
    sweepUploads: false,
    auth: {
      secret: randomBytes(32).toString('hex'),
      publicUrl: testPublicUrl,
      adminEmails: options.adminEmails ?? [],
      google: options.google,
      // Tests sign in from one address far faster than people do; the limit itself has its own test.
      signInRateLimit: options.signInRateLimit ?? 10_000,
    },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await pool.end();
    await database.drop();
    await fs.rm(uploadsDir, { recursive: true, force: true });
  });
  return { app, db, pool, uploadsDir };
}
