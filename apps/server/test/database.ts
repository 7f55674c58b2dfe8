import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export const templateDatabase = 'second_gear_template';

/** A fresh database cloned from the migrated template; drop it when done. */
export async function createTestDatabase() {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `second_gear_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templateDatabase}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
