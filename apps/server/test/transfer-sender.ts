import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/client.ts';
import { createSmtpTransport } from '../src/modules/mail/mail-transport.ts';
import { createStripeGateway } from '../src/modules/payments/payment-gateway.ts';
import { createFolderStorage } from '../src/modules/uploads/photo-storage.ts';
import { sandboxBrowserPath } from '../src/stripe-sandbox/browser-mount.ts';

/**
 * A server process for the transfer crash test, to be killed: the app on the test's database, its job queue working,
 * its gateway pointed at a Stripe sandbox that runs in the test's own process (as Stripe runs outside ours), serving
 * HTTP on `port`. Everything it is given comes in `TRANSFER_SENDER` as JSON.
 */
export interface TransferSenderSettings {
  databaseUrl: string;
  port: number;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string;
  vehicleDataDir: string;
  platformFeeBasisPoints: number;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; host: string; port: number };
}

const settings = JSON.parse(process.env.TRANSFER_SENDER!) as TransferSenderSettings;
const log = pino({ level: 'info' });
const { db, pool } = createDatabase(settings.databaseUrl);
const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-transfer-sender-'));
const { host, port, ...keys } = settings.stripe;
const mailTransport = createSmtpTransport(settings.smtpUrl);
const app = await buildApp({
  db,
  pool,
  databaseUrl: settings.databaseUrl,
  photos: createFolderStorage(uploadsDir),
  vehicleDataDir: settings.vehicleDataDir,
  logger: log,
  auth: {
    secret: settings.authSecret,
    publicUrl: settings.publicUrl,
    adminEmails: [],
    signInRateLimit: 10_000,
  },
  payments: {
    gateway: createStripeGateway({ ...keys, sandbox: { host, port, browserPath: sandboxBrowserPath } }),
  },
  liveStreamsPerAddress: 1000,
  reservations: { depositCents: 25_000, hours: 72 },
  platformFeeBasisPoints: settings.platformFeeBasisPoints,
  sweepUploads: false,
  mail: { transport: mailTransport, from: 'Second Gear <no-reply@localhost>' },
});
await app.listen({ port: settings.port, host: '127.0.0.1' });
log.info('the transfer sender is ready');

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    mailTransport.close();
    await pool.end();
    await fs.rm(uploadsDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
