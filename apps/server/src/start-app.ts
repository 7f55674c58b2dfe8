import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type pino from 'pino';
import webpush from 'web-push';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { startLocalInbox, type LocalInbox } from './modules/mail/local-inbox.ts';
import { createSmtpTransport } from './modules/mail/mail-transport.ts';
import { createStripeGateway, type PaymentGateway } from './modules/payments/payment-gateway.ts';
import { openPhotoStorage } from './modules/uploads/open-photo-storage.ts';
import { onboardDemoSeller } from './seed/demo-payouts.ts';
import { buyDemoCar } from './seed/demo-sale.ts';
import { seedDatabase } from './seed/seed.ts';
import { sandboxBrowserPath } from './stripe-sandbox/browser-mount.ts';
import { startStripeSandbox } from './stripe-sandbox/start.ts';
import type { StripeSandbox } from './stripe-sandbox/stripe-sandbox.ts';

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

/** Without VAPID keys configured, a pair is made on first start and kept in DATA_DIR: devices stay subscribed. */
async function keptVapidKeys(dataDir: string): Promise<{ publicKey: string; privateKey: string }> {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as { publicKey: string; privateKey: string };
  } catch {
    await fs.mkdir(dataDir, { recursive: true });
    // A second server starting at the same moment keeps the first one's pair (`wx` refuses to overwrite).
    await fs
      .writeFile(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' })
      .catch(() => undefined);
    return JSON.parse(await fs.readFile(file, 'utf8')) as { publicKey: string; privateKey: string };
  }
}

/** How a process on this machine reaches the server (the sandbox delivers its webhooks there). */
function localUrl(address: AddressInfo | string | null, port: number): string {
  if (!address || typeof address === 'string') return `http://127.0.0.1:${port}`;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export interface StartAppOptions {
  config: Config;
  log: pino.Logger;
  /** The database: DATABASE_URL's, or the embedded PostgreSQL's. */
  databaseUrl: string;
  /** The built web app the server serves. */
  webDistDir: string;
}

/**
 * Everything of a server once its database runs: the schema migrated, the catalogue seeded, the payment gateway and
 * the mail transport chosen, the app listening. `stop` finishes the requests in flight and releases all of it.
 */
export async function startApp({ config, log, databaseUrl, webDistDir }: StartAppOptions) {
  let inbox: LocalInbox | undefined;
  try {
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
          // Sellers onboarded to payouts stay onboarded across restarts.
          stateFile: path.join(config.dataDir, 'stripe-sandbox.json'),
          onStateFileError: (error) =>
            log.error({ err: error }, 'the Stripe sandbox could not save its state'),
          browserUrl: `${config.publicUrl}${sandboxBrowserPath}`,
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
      platformFeeBasisPoints: config.platformFeeBasisPoints,
      financing: config.financing,
      listingCounting: config.listingCounting,
      search: config.search,
      mail: { transport: mailTransport, from: config.mail.from },
      push: {
        vapid: {
          ...(config.push.vapidKeys ?? (await keptVapidKeys(config.dataDir))),
          subject: config.push.subject,
        },
        httpEndpointHosts: config.push.httpEndpointHosts,
      },
    });
    await app.listen({ port: config.port, host: config.host });
    const ownUrl = localUrl(app.server.address(), config.port);
    payments.sandbox?.setWebhookUrl(`${ownUrl}/api/webhooks/stripe`);
    if (config.demoData) {
      // Demo niceties, against the sandbox only (with Stripe keys the sale logs why it is not made): a failure is
      // logged, and the server runs on.
      if (payments.sandbox)
        await onboardDemoSeller({ db, payouts: app.payouts, localUrl: ownUrl, log }).catch((error: unknown) =>
          log.warn({ err: error }, 'the demo seller’s payouts could not be set up'),
        );
      await buyDemoCar({
        db,
        bookings: app.bookings,
        payments: app.payments,
        localUrl: ownUrl,
        log,
      }).catch((error: unknown) => log.warn({ err: error }, 'the demo’s sale could not be made'));
    }
    const running = inbox;
    return {
      async stop() {
        // Finish the requests in flight, then release the database.
        await app.close();
        await payments.sandbox?.close();
        mailTransport.close();
        photos.close();
        await running?.stop();
        await pool.end();
      },
    };
  } catch (error) {
    await inbox?.stop().catch(() => undefined);
    throw error;
  }
}
