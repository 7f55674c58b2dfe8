import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { GoogleSignIn } from './modules/auth/auth.ts';
import { parseFeePercent } from './modules/ledger/platform-fee.ts';
import { financingDefaults, financingLimits } from '@second-gear/contract';

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    DEMO_DATA: z.enum(['on', 'off']).default('on'),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ADMIN_EMAILS: z
      .string()
      .transform((raw) =>
        raw
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: 'must be a comma-separated list of e-mail addresses' })))
      .optional(),
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
    RESERVATION_DEPOSIT: z.coerce
      .number({ error: 'must be a whole number of dollars' })
      .int('must be a whole number of dollars')
      .min(1)
      .max(100_000)
      .default(250),
    RESERVATION_HOURS: z.coerce
      .number({ error: 'must be a number of hours' })
      .positive('must be more than 0 hours')
      // A card's authorisation hold lasts seven days at Stripe: a reservation must end before its hold lapses.
      .max(24 * 6, 'must be at most 144 hours (a card hold lapses after seven days)')
      .default(72),
    PLATFORM_FEE_PERCENT: z
      .string()
      .transform((text, ctx) => {
        const basisPoints = parseFeePercent(text);
        if (basisPoints === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be a percentage from 0 to 50 with at most two decimals, e.g. 7.5',
          });
          return z.NEVER;
        }
        return basisPoints;
      })
      .default(0),
    FINANCE_APR: z.coerce
      .number({ error: 'must be a percentage, e.g. 7.9' })
      .min(financingLimits.apr.min, 'must be a percentage from 0 to 30, e.g. 7.9')
      .max(financingLimits.apr.max, 'must be a percentage from 0 to 30, e.g. 7.9')
      .refine((apr) => Math.abs(apr * 100 - Math.round(apr * 100)) < 1e-6, 'must have at most two decimals')
      .default(financingDefaults.apr),
    FINANCE_TERM_MONTHS: z.coerce
      .number({ error: 'must be a whole number of months' })
      .int('must be a whole number of months')
      .min(financingLimits.termMonths.min, 'must be from 24 to 84 months')
      .max(financingLimits.termMonths.max, 'must be from 24 to 84 months')
      .default(financingDefaults.termMonths),
    FINANCE_DOWN_PERCENT: z.coerce
      .number({ error: 'must be a whole percentage' })
      .int('must be a whole percentage')
      .min(financingLimits.downPercent.min, 'must be from 0 to 90')
      .max(financingLimits.downPercent.max, 'must be from 0 to 90')
      .default(financingDefaults.downPercent),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_DISCOVERY_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)")
      .optional(),
    STRIPE_CONNECT_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "must be the Connect webhook endpoint's signing secret (whsec_…)")
      .optional(),
    /** Set by npm: the directory `npm start` was typed in, which a relative DATA_DIR is taken from. */
    INIT_CWD: z.string().min(1).optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(/^(.*<)?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address, e.g. Second Gear <no-reply@example.com>')
      .optional(),
    MAIL_INBOX_PORT: z.coerce.number().int().min(0).max(65535).default(1080),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    LISTING_STATS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    SEARCH_THREADS: z.coerce
      .number({ error: 'must be a whole number of threads' })
      .int('must be a whole number of threads')
      .min(1, 'must be at least 1 (1: searches scan on the main thread)')
      .max(64, 'must be at most 64')
      .optional(),
    SEARCH_SNAPSHOT: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    LISTING_STATS_FLUSH_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.05, 'must be at least 0.05 seconds')
      .max(300, 'must be at most 300 seconds')
      .default(5),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a VAPID public key (an uncompressed P-256 point in base64url)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (32 bytes in base64url)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(
        /^(mailto:\S+@\S+|https:\/\/\S+)$/,
        'must be a mailto: or https: address push services may write to',
      )
      .optional(),
    PUSH_HTTP_HOSTS: z
      .string()
      .transform((raw) =>
        raw
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9.:[\]-]+$/, 'must be a comma-separated list of host names')))
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    const google = [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET];
    if (google.some(Boolean) && !google.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'must be set together with the other Google variable',
      });
    }
    const stripe = {
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    };
    const stripeSet = Object.values(stripe).some(Boolean);
    for (const [name, value] of Object.entries(stripe)) {
      if (stripeSet && !value) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set together with the other Stripe variables',
        });
      }
    }
    if (env.STRIPE_CONNECT_WEBHOOK_SECRET && !stripeSet) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_CONNECT_WEBHOOK_SECRET'],
        message: 'must be set with the other Stripe variables',
      });
    }
    const mode = (key: string | undefined) => /_(test|live)_/.exec(key ?? '')?.[1];
    if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
      if (mode(env.STRIPE_SECRET_KEY) !== mode(env.STRIPE_PUBLISHABLE_KEY)) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_PUBLISHABLE_KEY'],
          message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY',
        });
      }
    }
    if (env.PUBLIC_URL?.startsWith('https://') && !env.SMTP_URL) {
      // A public server must not keep its users' reset and verification links in a local inbox.
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'must be set when PUBLIC_URL is https://: e-mail must reach its recipients',
      });
    }
    const s3Keys = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'must be set together with the other S3 key variable',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || s3Keys.some(Boolean))) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'must be set to keep photos in S3 (the other S3 variables are set)',
      });
    }
    const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY];
    if (vapid.some(Boolean) && !vapid.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'must be set together with the other VAPID key',
      });
    }
    if (env.GOOGLE_DISCOVERY_URL && !env.GOOGLE_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_DISCOVERY_URL'],
        message: 'needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
      });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

/** The environment variables an operator may set (npm's own INIT_CWD aside), each described in docs/configuration.md. */
export const configVariables = Object.keys(schema.shape).filter((name) => name !== 'INIT_CWD');

export class ConfigError extends Error {}

/** Parses the environment once, at start. Nothing else in the server reads `process.env`. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in schema.shape && value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = values.DATA_DIR
    ? path.resolve(values.INIT_CWD ?? process.cwd(), values.DATA_DIR)
    : defaultDataDir();
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const demoData = values.DEMO_DATA === 'on';
  return {
    port: values.PORT,
    /**
     * Every interface unless HOST says otherwise; with the demo data on, loopback only: the demo people's password is
     * published, so a demo is not reachable from the network unless HOST asks for it.
     */
    host: values.HOST ?? (demoData ? '127.0.0.1' : '0.0.0.0'),
    /** Whether `host` is loopback only because the demo data is on (the start-up log says so). */
    demoLoopback: values.HOST === undefined && demoData,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Unset: photos are kept in `uploadsDir`. */
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    vehicleDataDir: path.join(dataDir, 'vehicle-data'),
    databaseUrl: values.DATABASE_URL,
    demoData,
    publicUrl,
    adminEmails: values.ADMIN_EMAILS ?? [],
    authSecret: values.AUTH_SECRET,
    signInRateLimit: values.SIGN_IN_RATE_LIMIT,
    liveStreamsPerAddress: values.LIVE_STREAMS_PER_ADDRESS,
    /** A reservation's refundable deposit (an authorisation hold on the buyer's card) and how long it holds the car. */
    reservations: { depositCents: values.RESERVATION_DEPOSIT * 100, hours: values.RESERVATION_HOURS },
    /** The marketplace's fee on each charge, in basis points (1 % = 100): the seller is owed the rest. */
    platformFeeBasisPoints: values.PLATFORM_FEE_PERCENT,
    /** The terms of every estimated monthly payment the server shows, filters and sorts by. */
    financing: {
      apr: values.FINANCE_APR,
      termMonths: values.FINANCE_TERM_MONTHS,
      downPercent: values.FINANCE_DOWN_PERCENT,
    },
    google: googleSignIn(values),
    /** Unset: card payments go to the built-in Stripe sandbox. */
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            publishableKey: values.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            connectWebhookSecret: values.STRIPE_CONNECT_WEBHOOK_SECRET,
          }
        : undefined,
    mail: {
      /** Unset: a local SMTP server and web inbox are started with the server. */
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? `Second Gear <no-reply@${new URL(publicUrl).hostname}>`,
      inboxPort: values.MAIL_INBOX_PORT,
      inboxDir: path.join(dataDir, 'mail'),
    },
    push: {
      /** Unset: a key pair is made on first start and kept in DATA_DIR (`vapid-keys.json`). */
      vapidKeys:
        values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
          ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
          : undefined,
      /** Whom push services may write to about this server's notifications. */
      subject:
        values.VAPID_SUBJECT ??
        `mailto:${(values.MAIL_FROM ?? '').match(/[^\s<>]+@[^\s<>]+/)?.[0] ?? `push@${new URL(publicUrl).hostname}`}`,
      /** Hosts of local push services reached over plain http (journeys and benchmarks). */
      httpEndpointHosts: values.PUSH_HTTP_HOSTS ?? [],
    },
    logLevel: values.LOG_LEVEL,
    /** Counting listings' impressions and visitors in memory, written every `flushMs` and at shutdown. */
    listingCounting: {
      counting: values.LISTING_STATS === 'on',
      flushMs: Math.round(values.LISTING_STATS_FLUSH_SECONDS * 1000),
    },
    /** Unset: no /metrics. */
    metricsToken: values.METRICS_TOKEN,
    search: {
      /** Scan threads a search is split over: one per core unless SEARCH_THREADS says otherwise. */
      threads: values.SEARCH_THREADS ?? os.availableParallelism(),
      /** Where the index is kept between starts (SEARCH_SNAPSHOT=off: rebuilt from every row at each start). */
      snapshotFile: values.SEARCH_SNAPSHOT === 'on' ? path.join(dataDir, 'search-index.snapshot') : undefined,
    },
  };
}

/**
 * The repository's `data` folder, whatever directory the server starts from (npm runs it in apps/server). An
 * installation that started before this default kept its data in apps/server/data: that folder stays in use until
 * it is moved.
 */
export function defaultDataDir(): string {
  const repoData = fileURLToPath(new URL('../../../data', import.meta.url));
  const earlierDefault = fileURLToPath(new URL('../data', import.meta.url));
  const kept = !existsSync(repoData) && existsSync(path.join(earlierDefault, 'postgres', 'PG_VERSION'));
  return kept ? earlierDefault : repoData;
}

function googleSignIn(values: z.infer<typeof schema>): GoogleSignIn | undefined {
  const {
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_CLIENT_SECRET: clientSecret,
    GOOGLE_DISCOVERY_URL: discoveryUrl,
  } = values;
  if (!clientId || !clientSecret) return undefined;
  return discoveryUrl
    ? { kind: 'openid', discoveryUrl, clientId, clientSecret }
    : { kind: 'google', clientId, clientSecret };
}
