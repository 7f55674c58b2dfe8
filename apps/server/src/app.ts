import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { ErrorBody } from '@second-gear/contract';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import pino from 'pino';
import { requireAccessPolicy } from './access-policy.ts';
import type { Database } from './db/client.ts';
import { ForbiddenError } from './lib/errors.ts';
import { refuseNulCharacters } from './lib/nul-characters.ts';
import { frameworkErrors, registerErrorHandler } from './lib/error-handler.ts';
import { createAccountsRepo } from './modules/accounts/accounts.repo.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { createAuth, trustedOrigins, type GoogleSignIn } from './modules/auth/auth.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.ts';
import { createBookingsRepo } from './modules/bookings/bookings.repo.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { createBookingsService } from './modules/bookings/bookings.service.ts';
import { createCarsRepo } from './modules/cars/cars.repo.ts';
import { carsRoutes } from './modules/cars/cars.routes.ts';
import { createCarsService } from './modules/cars/cars.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { PaymentGateway } from './modules/payments/payment-gateway.ts';
import { createPaymentsRepo } from './modules/payments/payments.repo.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createReportsRepo } from './modules/reports/reports.repo.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createUploadsRepo } from './modules/uploads/uploads.repo.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { sandboxBrowserMount } from './stripe-sandbox/browser-mount.ts';
import type { StripeSandbox } from './stripe-sandbox/stripe-sandbox.ts';

export interface AppDeps {
  db: Database;
  pool: pg.Pool;
  uploadsDir: string;
  /** The built web app; when absent (API-only tests) only the API and photos are served. */
  webDistDir?: string;
  /** Request logging; tests run without it. */
  logger?: FastifyBaseLogger;
  auth: {
    secret: string;
    /** The origin users reach the server at: cookies, redirects and the CSRF origin check follow it. */
    publicUrl: string;
    adminEmails: readonly string[];
    google?: GoogleSignIn;
    /** Password sign-ins and sign-ups per client address and minute. */
    signInRateLimit: number;
  };
  payments: {
    gateway: PaymentGateway;
    /** Set when no Stripe keys are configured: the stand-in the payment page confirms cards with. */
    sandbox?: StripeSandbox;
  };
  clock?: () => Date;
  /** Sweep expired uploads every minute (on by default; tests sweep by hand). */
  sweepUploads?: boolean;
}

const immutable = 'public, max-age=31536000, immutable';

/** What the probe's own answer carries besides the security headers. */
const probeAnswerHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets with these options. It builds them again on every request (a sixth of the CPU of a
 * cached catalogue answer); they never change, so a probe instance answers once and its headers are kept.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  probe.get('/', () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(answer.headers)
    .filter(([name]) => !probeAnswerHeaders.has(name))
    .map(([name, value]) => [name, String(value)]);
}

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // Let a slow upload finish, but never hold a socket forever.
    requestTimeout: 30_000,
    frameworkErrors,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRoute', requireAccessPolicy);
  app.addHook('preValidation', refuseNulCharacters);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Stripe.js loads from Stripe and draws the card field in its own frames (only when Stripe itself is configured).
  const stripe =
    deps.payments.gateway.provider.kind === 'stripe'
      ? {
          scripts: ['https://js.stripe.com'],
          frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          connections: ['https://api.stripe.com'],
        }
      : { scripts: [], frames: [], connections: [] };
  const securityHeaders = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.scripts],
        frameSrc: stripe.frames.length > 0 ? stripe.frames : ["'none'"],
        // React and Swiper set element styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripe.connections],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Served over https, browsers are told to never use plain http here again.
    strictTransportSecurity: deps.auth.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  // Browsers name the page that sends a cross-origin request: no other site may change anything here.
  const origins = new Set(trustedOrigins(deps.auth.publicUrl));
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (request.method !== 'GET' && request.method !== 'HEAD' && origin && !origins.has(origin)) {
      throw new ForbiddenError('Requests from other sites are not accepted.');
    }
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Second Gear API', version: '1.0.0', description: 'The used-car marketplace API.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const clock = deps.clock ?? (() => new Date());
  const log = deps.logger ?? pino({ level: 'silent' });
  const auth = createAuth({ db: deps.db, ...deps.auth, log: log as pino.Logger });
  const authRepo = createAuthRepo(deps.db);
  const authService = createAuthService({
    auth,
    repo: authRepo,
    tokens: createAccessTokens(deps.auth.secret, clock),
    clock,
  });
  const throttle = createSignInThrottle({ repo: authRepo, clock });
  const accounts = createAccountsService({
    repo: createAccountsRepo(deps.db),
    adminEmails: deps.auth.adminEmails,
  });
  const uploads = createUploadsService({
    repo: createUploadsRepo(deps.db),
    uploadsDir: deps.uploadsDir,
    clock,
  });
  const reports = createReportsService({ repo: createReportsRepo(deps.db), accounts });
  const cars = createCarsService({
    db: deps.db,
    repo: createCarsRepo(deps.db),
    accounts,
    uploads,
    reports,
    clock,
  });
  const bookings = createBookingsService({ repo: createBookingsRepo(deps.db), accounts, cars });
  cars.onListingRemoved(bookings.cancelUnpaidForCar);
  const admin = createAdminService({ db: deps.db, accounts, authService, cars, bookings, reports });
  const payments = createPaymentsService({
    db: deps.db,
    repo: createPaymentsRepo(deps.db),
    gateway: deps.payments.gateway,
    bookings,
    cars,
    clock,
    log,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { pool: deps.pool });
      await api.register(authRoutes, {
        auth,
        authService,
        throttle,
        googleConfigured: Boolean(deps.auth.google),
      });
      await api.register(accountsRoutes, { accounts, authService });
      await api.register(uploadsRoutes, { uploads, authService, accounts });
      await api.register(carsRoutes, { cars, authService });
      await api.register(bookingsRoutes, { bookings, authService });
      await api.register(reportsRoutes, { reports, authService });
      await api.register(adminRoutes, { admin, authService });
      await api.register(paymentsRoutes, { payments, authService });
    },
    { prefix: '/api' },
  );

  if (deps.payments.sandbox) await app.register(sandboxBrowserMount, { sandbox: deps.payments.sandbox });

  await app.register(fastifyStatic, {
    root: deps.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Stored photos get fresh server-made names whenever they change, so they never need revalidation.
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', immutable),
  });

  const webDistDir =
    deps.webDistDir && existsSync(path.join(deps.webDistDir, 'index.html')) ? deps.webDistDir : undefined;
  // The web build renders the home page's first view into a document of its own (docs/decisions/0019): the answer to
  // / (as the folder's index) and to /home.
  const homeDocument =
    webDistDir && existsSync(path.join(webDistDir, 'home.html')) ? 'home.html' : 'index.html';
  if (webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: [homeDocument],
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? immutable : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // API calls, photos and build assets never fall back to the app: a stale script must not receive HTML.
    const isFile = ['/api', '/uploads', '/assets'].some(
      (prefix) => url === prefix || url.startsWith(`${prefix}/`),
    );
    if (webDistDir && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      // Every other GET is a client route of the single-page app.
      const document = url === '/home' ? homeDocument : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(document, webDistDir);
    }
    return reply.status(404).send({
      error: 'NOT_FOUND',
      message: `Nothing is served at ${request.method} ${url}.`,
    } satisfies ErrorBody);
  });

  // Uploads no listing took within their expiry, and photos of removed listings, are deleted; every instance sweeps,
  // deletes are idempotent.
  if (deps.sweepUploads !== false) {
    const sweeper = setInterval(() => {
      uploads
        .sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'sweeping unneeded uploads failed'));
    }, 60_000);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
