import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FinancingTerms } from '@second-gear/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, expect, inject } from 'vitest';
import webpush from 'web-push';
import { buildApp, type App } from '../src/app.ts';
import { createDatabase } from '../src/db/client.ts';
import type { GoogleSignIn } from '../src/modules/auth/auth.ts';
import { createSmtpTransport } from '../src/modules/mail/mail-transport.ts';
import type { VapidKeys } from '../src/modules/push/push.service.ts';
import { createFolderStorage, type PhotoStorage } from '../src/modules/uploads/photo-storage.ts';
import { startStripeSandbox } from '../src/stripe-sandbox/start.ts';
import { answerSchemaChecker, checkedInject } from './answer-schemas.ts';
import { createTestDatabase } from './database.ts';
import { startSmtpStandIn, type SmtpStandIn } from './stand-ins/smtp.ts';

/**
 * The real app on this test file's own database and a private uploads folder, closed after the file's tests. Card
 * payments go to a Stripe sandbox of its own; its webhooks are delivered only when the test points them somewhere.
 * E-mail goes over SMTP to a real SMTP server of its own (`mailbox`).
 */
export const testPublicUrl = 'http://localhost:5000';

const mailboxes = new WeakMap<object, SmtpStandIn>();

/** The SMTP server a test app sends its e-mail to. */
export function mailboxOf(app: object): SmtpStandIn {
  const mailbox = mailboxes.get(app);
  if (!mailbox) throw new Error('this app was not built by buildTestApp');
  return mailbox;
}

export async function buildTestApp(
  options: {
    webDistDir?: string;
    adminEmails?: string[];
    clock?: () => Date;
    google?: GoogleSignIn;
    signInRateLimit?: number;
    liveStreamsPerAddress?: number;
    /** A reservation's deposit (cents) and how long it holds a car (hours); the defaults otherwise. */
    reservations?: { depositCents: number; hours: number };
    /** The platform fee in basis points; none unless given. */
    platformFeeBasisPoints?: number;
    /** The terms of estimated monthly payments; the contract's defaults unless given. */
    financing?: FinancingTerms;
    /** Another test app's gateway and sandbox: two servers in front of one Stripe account. */
    payments?: Awaited<ReturnType<typeof startStripeSandbox>>;
    publicUrl?: string;
    /** Logs as the server writes them (tests otherwise run without). */
    logger?: FastifyBaseLogger;
    metricsToken?: string;
    /**
     * A second server instance on another test app's database (which that app drops). Given that app's mailbox too,
     * both send through it, as two servers share one relay: either may deliver what the other put in the outbox.
     */
    databaseOf?: { databaseUrl: string; mailbox?: SmtpStandIn };
    /** The signing secret, for a second server that must accept the first one's tokens. */
    secret?: string;
    /** Where photos go; a private folder (`uploadsDir`) unless given. */
    photos?: PhotoStorage;
    /**
     * Check every JSON answer of `app.inject` against the served OpenAPI document, and fail the file on a mismatch;
     * on by default in route test files (`*.routes.test.ts`).
     */
    checkAnswers?: boolean;
    /**
     * Web Push's VAPID keys (a pair of the app's own unless given: two servers of one deployment share theirs); plain
     * http endpoints on 127.0.0.1 are accepted, where the push service stand-in listens.
     */
    vapid?: VapidKeys;
    /** Run on the built app before it is made ready (a start-up hook of the test's own). */
    beforeReady?: (app: App) => void;
    /** Addresses in one sitemap file; the protocol's 50,000 unless given. */
    sitemapPartSize?: number;
    /** The search index's scan threads (from how many cars), and its snapshot file; one thread and none unless given. */
    search?: { threads: number; parallelAbove?: number; chunkSize?: number; snapshotFile?: string };
  } = {},
) {
  const database = options.databaseOf
    ? { url: options.databaseOf.databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const { db, pool } = createDatabase(database.url, { max: 5 });
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-uploads-'));
  // Returned so a test can sign tokens as the server does (a forged token for a session that does not exist).
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const payments = options.payments ?? (await startStripeSandbox({ clock: options.clock }));
  const sharedMailbox = options.databaseOf?.mailbox;
  const mailbox = sharedMailbox ?? (await startSmtpStandIn());
  const mailTransport = createSmtpTransport(mailbox.url);
  const app = await buildApp({
    db,
    pool,
    databaseUrl: database.url,
    photos: options.photos ?? createFolderStorage(uploadsDir),
    vehicleDataDir: inject('vehicleDataDir'),
    webDistDir: options.webDistDir,
    clock: options.clock,
    logger: options.logger,
    metricsToken: options.metricsToken,
    // Tests hold streams from one address beyond a browser's tabs; the limit itself has its own test.
    liveStreamsPerAddress: options.liveStreamsPerAddress ?? 1000,
    reservations: options.reservations ?? { depositCents: 25_000, hours: 72 },
    platformFeeBasisPoints: options.platformFeeBasisPoints ?? 0,
    financing: options.financing,
    sweepUploads: false,
    sitemapPartSize: options.sitemapPartSize,
    search: options.search,
    auth: {
      secret,
      publicUrl: options.publicUrl ?? testPublicUrl,
      adminEmails: options.adminEmails ?? [],
      google: options.google,
      // Tests sign in from one address far faster than people do; the limit itself has its own test.
      signInRateLimit: options.signInRateLimit ?? 10_000,
    },
    payments,
    mail: { transport: mailTransport, from: 'Second Gear <no-reply@localhost>' },
    push: {
      vapid: options.vapid ?? { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@localhost' },
      httpEndpointHosts: ['127.0.0.1'],
      retryDelaySeconds: 1,
    },
  });
  options.beforeReady?.(app);
  await app.ready();
  mailboxes.set(app, mailbox);
  if (options.checkAnswers ?? /\.routes\.test\.ts$/.test(expect.getState().testPath ?? '')) {
    const checker = await answerSchemaChecker(app);
    app.inject = checkedInject(app, checker) as typeof app.inject;
    afterAll(() => {
      expect(checker.mismatches, 'answers that break the served OpenAPI document').toEqual([]);
      expect(
        [...checker.undocumented],
        'answers of statuses the served OpenAPI document does not give',
      ).toEqual([]);
    });
  }
  afterAll(async () => {
    await app.close();
    if (!options.payments) await payments.sandbox.close();
    mailTransport.close();
    if (!sharedMailbox) await mailbox.close();
    await pool.end();
    await database.drop();
    await fs.rm(uploadsDir, { recursive: true, force: true });
  });
  return {
    app,
    db,
    pool,
    uploadsDir,
    secret,
    sandbox: payments.sandbox,
    payments,
    mailbox,
    databaseUrl: database.url,
  };
}
