import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { DataDirInUseError, startEmbeddedPostgres, type RunningPostgres } from './db/embedded-postgres.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DataDirError, prepareDataDir } from './lib/data-dir.ts';
import { readableDestination } from './lib/log-format.ts';
import { startLocalInbox, type LocalInbox } from './modules/mail/local-inbox.ts';
import { createSmtpTransport } from './modules/mail/mail-transport.ts';
import { createStripeGateway, type PaymentGateway } from './modules/payments/payment-gateway.ts';
import { openPhotoStorage } from './modules/uploads/open-photo-storage.ts';
import { seedDatabase } from './seed/seed.ts';
import { startStripeSandbox } from './stripe-sandbox/start.ts';
import type { StripeSandbox } from './stripe-sandbox/stripe-sandbox.ts';

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

/** How a process on this machine reaches the server (the sandbox delivers its webhooks there). */
function localUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') return `http://127.0.0.1:${config.port}`;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

const config = readConfig();
// A person at a terminal reads formatted lines; anything else (a log collector, a file) gets JSON lines, written
// asynchronously in batches: a request never waits for the log. Pino flushes what is left when the process exits.
const log = pino(
  { level: config.logLevel },
  process.stdout.isTTY ? readableDestination(process.stdout) : pino.destination({ dest: 1, sync: false }),
);
let embedded: RunningPostgres | undefined;
let inbox: LocalInbox | undefined;

async function start() {
  if (config.demoData && config.publicUrl.startsWith('https://')) {
    // An https address suggests real users: demo people sign in with a published password.
    log.warn(
      'DEMO_DATA is on: the demo people sign in with a published password. Set DEMO_DATA=off in production.',
    );
  }
  await prepareDataDir(config.dataDir);
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, log);
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const { pool, db } = createDatabase(databaseUrl, {
    onIdleError: (error) =>
      log.warn({ err: error }, 'an idle database connection failed; the pool dropped it'),
  });
  await migrateDatabase(pool);
  const photos = openPhotoStorage(config);
  log.info(`Photos are kept in ${photos.description}.`);
  await seedDatabase({ db, photos, demoData: config.demoData, log });
  const payments: { gateway: PaymentGateway; sandbox?: StripeSandbox } = config.stripe
    ? { gateway: createStripeGateway(config.stripe) }
    : await startStripeSandbox({
        onDeliveryFailure: (eventId, reason) =>
          log.error({ eventId, reason }, 'the Stripe sandbox could not deliver a webhook event'),
      });
  if (!config.stripe)
    log.info('No Stripe keys: card payments go to the built-in Stripe sandbox (test cards).');
  if (!config.mail.smtpUrl) {
    inbox = await startLocalInbox({ port: config.mail.inboxPort, mailDir: config.mail.inboxDir, log });
  }
  const mailTransport = createSmtpTransport(config.mail.smtpUrl ?? inbox!.smtpUrl);
  const app = await buildApp({
    db,
    pool,
    databaseUrl,
    photos,
    vehicleDataDir: config.vehicleDataDir,
    webDistDir,
    logger: log,
    auth: {
      secret: config.authSecret ?? (await keptSecret(config.dataDir)),
      publicUrl: config.publicUrl,
      adminEmails: config.adminEmails,
      google: config.google,
      signInRateLimit: config.signInRateLimit,
    },
    payments,
    metricsToken: config.metricsToken,
    liveStreamsPerAddress: config.liveStreamsPerAddress,
    reservations: config.reservations,
    mail: { transport: mailTransport, from: config.mail.from },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // Finish the requests in flight, then release the database.
    await app.close();
    await payments.sandbox?.close();
    mailTransport.close();
    photos.close();
    await inbox?.stop();
    await pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  payments.sandbox?.setWebhookUrl(`${localUrl(app.server.address())}/api/webhooks/stripe`);
  if (config.demoLoopback) {
    log.info(
      'DEMO_DATA is on: listening on 127.0.0.1 only, so the demo people and their published password stay on this machine. Set HOST=0.0.0.0 to open it to the network.',
    );
  }
  log.info(`Second Gear is ready at http://localhost:${config.port}`);
}

try {
  await start();
} catch (error) {
  if (error instanceof DataDirInUseError || error instanceof DataDirError) log.fatal(error.message);
  else log.fatal({ err: error }, 'Second Gear could not start');
  await inbox?.stop().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
}
