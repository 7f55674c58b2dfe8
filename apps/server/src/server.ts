import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { DataDirInUseError, startEmbeddedPostgres, type RunningPostgres } from './db/embedded-postgres.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDatabase } from './seed/seed.ts';

const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Without AUTH_SECRET, one is made on first start and kept in DATA_DIR, so sessions survive restarts. */
async function keptSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    await fs.mkdir(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await fs.readFile(file, 'utf8')).trim();
  }
}

const config = readConfig();
const log = pino({ level: config.logLevel });
let embedded: RunningPostgres | undefined;

async function start() {
  if (config.demoData && config.publicUrl.startsWith('https://')) {
    // An https address suggests real users: demo people sign in with a published password.
    log.warn(
      'DEMO_DATA is on: the demo people sign in with a published password. Set DEMO_DATA=off in production.',
    );
  }
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, log);
  const { pool, db } = createDatabase(config.databaseUrl ?? embedded!.url);
  await migrateDatabase(pool);
  await seedDatabase({ db, uploadsDir: config.uploadsDir, demoData: config.demoData, log });
  const app = await buildApp({
    db,
    pool,
    uploadsDir: config.uploadsDir,
    webDistDir,
    logger: log,
    auth: {
      secret: config.authSecret ?? (await keptSecret(config.dataDir)),
      publicUrl: config.publicUrl,
      adminEmails: config.adminEmails,
      google: config.google,
      signInRateLimit: config.signInRateLimit,
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // Finish the requests in flight, then release the database.
    await app.close();
    await pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`Second Gear is ready at http://localhost:${config.port}`);
}

try {
  await start();
} catch (error) {
  if (error instanceof DataDirInUseError) log.fatal(error.message);
  else log.fatal({ err: error }, 'Second Gear could not start');
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
}
