import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirInUseError, startEmbeddedPostgres, type RunningPostgres } from './db/embedded-postgres.ts';
import { DataDirError, prepareDataDir } from './lib/data-dir.ts';
import { createServerLog } from './lib/server-log.ts';

// `dist` links to the newest build; the one it names now is served until this server stops, whatever builds follow.
const webDistDir = await fs
  .realpath(fileURLToPath(new URL('../../web/dist', import.meta.url)))
  .catch(() => fileURLToPath(new URL('../../web/dist', import.meta.url)));

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

const config = readConfig();
const log = createServerLog(config.logLevel, process.stdout);
let embedded: RunningPostgres | undefined;

async function start() {
  if (config.demoData && config.publicUrl.startsWith('https://')) {
    // An https address suggests real users: demo people sign in with a published password.
    log.warn(
      'DEMO_DATA is on: the demo people sign in with a published password. Set DEMO_DATA=off in production.',
    );
  }
  await prepareDataDir(config.dataDir);
  // The app's modules take seconds to load: they load while the embedded PostgreSQL, a process of its own, starts.
  const loadingApp = import('./start-app.ts');
  // Awaited below, where a failed load is reported; until then its failure must not end the process unreported.
  loadingApp.catch(() => undefined);
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, log);
  const { startApp } = await loadingApp;
  const app = await startApp({ config, log, databaseUrl: config.databaseUrl ?? embedded!.url, webDistDir });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.stop();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.demoLoopback) {
    log.info(
      'DEMO_DATA is on: listening on 127.0.0.1 only, so the demo people and their published password stay on this machine. Set HOST=0.0.0.0 to open it to the network.',
    );
  }
  log.info(`Second Gear is ready at http://localhost:${config.port}`);
  // Whatever waits for this line (a process manager, a test) reads it now, not with the next batch.
  log.flush();
}

try {
  await start();
} catch (error) {
  if (error instanceof DataDirInUseError || error instanceof DataDirError) log.fatal(error.message);
  else log.fatal({ err: error }, 'Second Gear could not start');
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
}
