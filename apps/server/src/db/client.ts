import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema>;
/** The database or a transaction on it: repos work with either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export function createDatabase(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
) {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // A connection that dies while idle (the database restarting or closing it) is dropped by the pool; without a
  // listener, its error would end the process.
  pool.on('error', options.onIdleError ?? (() => undefined));
  const db = drizzle(pool, { schema });
  return { pool, db };
}

export const uniqueViolation = '23505';
export const foreignKeyViolation = '23503';

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error as its cause). */
export function postgresCode(error: unknown): string | undefined {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  const found = cause?.code ?? code;
  return typeof found === 'string' ? found : undefined;
}
