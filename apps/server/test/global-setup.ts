import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/db/embedded-postgres.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { prepareVpicData } from '../src/modules/vehicles/vpic-data.ts';
import { templateDatabase } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    vehicleDataDir: string;
  }
}

/**
 * One PostgreSQL for the whole run (the embedded one, or DATABASE_URL's server when set) holding a migrated
 * template database; every test file clones its own database from it.
 */
export default async function setup(project: TestProject) {
  let embedded: RunningPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-test-'));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir, pino({ level: 'warn' }));
    adminUrl = embedded.url;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase} with (force)`);
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateDatabase}`;
  const pool = new pg.Pool({ connectionString: templateUrl.toString(), max: 1 });
  await migrateDatabase(pool);
  await pool.end();

  project.provide('adminDatabaseUrl', adminUrl);
  // The vPIC data is unpacked once per run, for every test file to read.
  const vehicleDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-vehicles-'));
  await prepareVpicData(vehicleDataDir);
  project.provide('vehicleDataDir', vehicleDataDir);

  return async () => {
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(vehicleDataDir, { recursive: true, force: true });
  };
}
