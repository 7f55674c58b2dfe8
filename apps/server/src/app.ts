import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { financingDefaults, type FinancingTerms } from '@second-gear/contract';
import type pg from 'pg';
import pino from 'pino';
import webpush from 'web-push';
import { requireAccessPolicy } from './access-policy.ts';
import type { Database } from './db/client.ts';
import { AccessLog } from './lib/access-log.ts';
import { registerErrorHandler, unroutedErrors } from './lib/error-handler.ts';
import { mountModule, type FeatureModule } from './lib/feature-module.ts';
import { refuseNulCharacters } from './lib/nul-characters.ts';
import { createAccountsModule } from './modules/accounts/accounts.module.ts';
import { createAdminModule } from './modules/admin/admin.module.ts';
import { createAuditModule } from './modules/audit/audit.module.ts';
import { createAuditRecorder } from './modules/audit/audit.service.ts';
import { createAlertsModule } from './modules/alerts/alerts.module.ts';
import type { AlertsService } from './modules/alerts/alerts.service.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { trustedOrigins, type AuthOptions } from './modules/auth/auth.ts';
import { createBookingsModule } from './modules/bookings/bookings.module.ts';
import { createDealsModule } from './modules/deals/deals.module.ts';
import { groupedByCar } from './modules/deals/deals.service.ts';
import { createCarsModule } from './modules/cars/cars.module.ts';
import type { CarsService } from './modules/cars/cars.service.ts';
import { createDealerImportsModule } from './modules/dealer-imports/dealer-imports.module.ts';
import { createDealersModule } from './modules/dealers/dealers.module.ts';
import { createConversationsModule } from './modules/conversations/conversations.module.ts';
import { createEventsModule } from './modules/events/events.module.ts';
import { createFavoritesModule } from './modules/favorites/favorites.module.ts';
import { createHealthModule } from './modules/health/health.module.ts';
import { createLedgerModule } from './modules/ledger/ledger.module.ts';
import { createJobsModule } from './modules/jobs/jobs.module.ts';
import type { MailTransport } from './modules/mail/mail-transport.ts';
import { createMailModule, createMailSettingsModule } from './modules/mail/mail.module.ts';
import type { PaymentGateway } from './modules/payments/payment-gateway.ts';
import { createPaymentsModule } from './modules/payments/payments.module.ts';
import { createReceiptsModule } from './modules/receipts/receipts.module.ts';
import { createFlag, reportToModerators, reusedPhotoReason } from './modules/moderation/flag.ts';
import { createModerationModule } from './modules/moderation/moderation.module.ts';
import { createOffersModule } from './modules/offers/offers.module.ts';
import { createPushModule } from './modules/push/push.module.ts';
import type { VapidKeys } from './modules/push/push.service.ts';
import { createPrivacyModule } from './modules/privacy/privacy.module.ts';
import type { PrivacyService } from './modules/privacy/privacy.service.ts';
import { createPayoutsModule } from './modules/payouts/payouts.module.ts';
import type { PayoutsService } from './modules/payouts/payouts.service.ts';
import type { BookingsService } from './modules/bookings/bookings.service.ts';
import type { PaymentsService } from './modules/payments/payments.service.ts';
import { createReportsModule } from './modules/reports/reports.module.ts';
import { createReviewsModule } from './modules/reviews/reviews.module.ts';
import { createSellersModule } from './modules/sellers/sellers.module.ts';
import type { SellersService } from './modules/sellers/sellers.service.ts';
import { createReservationsModule } from './modules/reservations/reservations.module.ts';
import { createSavedSearchesModule } from './modules/saved-searches/saved-searches.module.ts';
import { createSearchModule } from './modules/search/search.module.ts';
import {
  createListingCounts,
  createStatsModule,
  type ListingCounting,
} from './modules/stats/stats.module.ts';
import { createTestDrivesModule } from './modules/test-drives/test-drives.module.ts';
import type { PhotoStorage } from './modules/uploads/photo-storage.ts';
import { createUploadsModule } from './modules/uploads/uploads.module.ts';
import { createValuationModule } from './modules/valuation/valuation.module.ts';
import { createVehiclesModule } from './modules/vehicles/vehicles.module.ts';
import { createSitemapModule } from './modules/sitemap/sitemap.module.ts';
import { sitemapProtocolLimit } from './modules/sitemap/sitemap.service.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { deliveredRefusals } from './plugins/delivered-refusals.ts';
import { metrics } from './plugins/metrics.ts';
import { mailLogo } from './plugins/mail-logo.ts';
import { photoFiles } from './plugins/photo-files.ts';
import { securityHeaders, securityHeaderValues } from './plugins/security-headers.ts';
import { webHeaders } from './lib/web-headers.ts';
import type { ChosenLanguage } from './plugins/page-language.ts';
import { inlineScriptSources, webApp } from './plugins/web-app.ts';
import { sandboxBrowserMount } from './stripe-sandbox/browser-mount.ts';
import type { StripeSandbox } from './stripe-sandbox/stripe-sandbox.ts';

export interface AppDeps {
  db: Database;
  pool: pg.Pool;
  /** The same database as `pool`'s: the job queue keeps connections of its own (one listens for new jobs). */
  databaseUrl: string;
  /** Where photos are kept (a folder, or an S3 bucket several instances share). */
  photos: PhotoStorage;
  /** Where the vehicle data (vPIC) is unpacked once and read from. */
  vehicleDataDir: string;
  /** The built web app; when absent (API-only tests) only the API and photos are served. */
  webDistDir?: string;
  /** Logs, with one line per request at `info`; tests run without it. */
  logger?: FastifyBaseLogger;
  auth: Omit<AuthOptions, 'db' | 'log' | 'mail'> & { adminEmails: readonly string[] };
  /** `sandbox` is set when no Stripe keys are configured: the stand-in the payment page confirms cards with. */
  payments: { gateway: PaymentGateway; sandbox?: StripeSandbox };
  /** Where e-mail goes (an SMTP server) and whom it is from. */
  mail: { transport: MailTransport; from: string };
  clock?: () => Date;
  /** Prometheus metrics at /metrics for this bearer token; without it /metrics is not served. */
  metricsToken?: string;
  /** A reservation's deposit (cents) and how long it holds a car (hours). */
  reservations: { depositCents: number; hours: number };
  /** The platform fee on each charge, in basis points (1 % = 100). */
  platformFeeBasisPoints: number;
  /** Live event streams one client address may hold open at once. */
  liveStreamsPerAddress: number;
  /** The terms of every estimated monthly payment (FINANCE_APR, FINANCE_TERM_MONTHS, FINANCE_DOWN_PERCENT). */
  financing?: FinancingTerms;
  /**
   * The search index's scan threads and the file it is kept in between starts (one thread and no file unless given:
   * tests build small indexes).
   */
  search?: { threads: number; parallelAbove?: number; chunkSize?: number; snapshotFile?: string };
  /** Counting listings' impressions and visitors, written every `flushMs` (on, every 5 s, unless given). */
  listingCounting?: ListingCounting;
  /** Web Push: the VAPID keys, and the hosts of local push services reached over http (none unless given). */
  push?: { vapid: VapidKeys; httpEndpointHosts?: readonly string[]; retryDelaySeconds?: number };
  /** Sweep expired uploads every minute (on by default; tests sweep by hand). */
  sweepUploads?: boolean;
  /** Addresses in one sitemap file (the protocol's 50,000 unless given; tests cut it smaller). */
  sitemapPartSize?: number;
}

export async function buildApp(deps: AppDeps) {
  const headers = await securityHeaderValues({
    publicUrl: deps.auth.publicUrl,
    paymentProvider: deps.payments.gateway.provider.kind,
    inlineScripts: inlineScriptSources(deps.webDistDir),
  });
  const log = (deps.logger ?? pino({ level: 'silent' })) as pino.Logger;
  const { frameworkErrors, clientErrorHandler } = unroutedErrors(headers, log);
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger, logController: new AccessLog() } : { logger: false }),
    // Let a slow upload finish, but never hold a socket forever.
    requestTimeout: 30_000,
    // A start that is merely slow (a loaded machine) must not fail: start-up steps log what they are waiting for.
    pluginTimeout: 0,
    frameworkErrors,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  const { db, pool, photos, vehicleDataDir, sweepUploads: sweep = true } = deps;
  const clock = deps.clock ?? (() => new Date());
  const financing = deps.financing ?? financingDefaults;
  const counting = deps.listingCounting ?? { counting: true, flushMs: 5000 };
  const listingCounts = createListingCounts({ db, clock, log, counting: counting.counting });

  app.addHook('onRoute', requireAccessPolicy);
  app.addHook('preValidation', refuseNulCharacters);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(deliveredRefusals);
  if (deps.metricsToken) await app.register(metrics, { token: deps.metricsToken, pool });
  await app.register(securityHeaders, { headers, trustedOrigins: trustedOrigins(deps.auth.publicUrl) });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(apiDocs, { publicUrl: deps.auth.publicUrl });

  let alerts: AlertsService | undefined;
  let payouts: PayoutsService | undefined;
  let privacy: PrivacyService | undefined;
  let carsService: CarsService | undefined;
  let sellersService: SellersService | undefined;
  let buying: { bookings: BookingsService; payments: PaymentsService } | undefined;
  let chosenLanguage: ChosenLanguage | undefined;
  // Each module is handed the services it uses, so this list is also who depends on whom.
  await app.register(
    async (api) => {
      const mount = <Service>(module: FeatureModule<Service>) => mountModule(api, module);
      await mount(createHealthModule({ pool }));
      const jobs = await mount(createJobsModule({ databaseUrl: deps.databaseUrl, pool, log }));
      const base = { db, clock, log, publicUrl: deps.auth.publicUrl };
      const mail = await mount(createMailModule({ ...base, jobs, secret: deps.auth.secret, ...deps.mail }));
      const authService = await mount(createAuthModule({ ...base, mail, ...deps.auth }));
      await mount(createMailSettingsModule({ mail, authService }));
      const core = { ...base, mail, authService };
      // Built before the modules that flag things for the moderators (accounts first, for reports of people): it
      // needs only the audit log's row writer. The queue itself is mounted after them.
      const flag = createFlag({ audit: createAuditRecorder(clock), clock });
      const onReport = reportToModerators(flag);
      const accounts = await mount(
        createAccountsModule({ ...core, adminEmails: deps.auth.adminEmails, onReport }),
      );
      const push = await mount(
        createPushModule({
          ...core,
          jobs,
          accounts,
          vapid: deps.push?.vapid ?? { ...webpush.generateVAPIDKeys(), subject: `mailto:push@localhost` },
          httpEndpointHosts: deps.push?.httpEndpointHosts ?? [],
          retryDelaySeconds: deps.push?.retryDelaySeconds,
        }),
      );
      // A session that has ended, or a person without an account, has no language of their own.
      chosenLanguage = async (request) =>
        authService
          .principal(webHeaders(request))
          .then((caller) => accounts.chosenLanguage(caller))
          .catch(() => null);
      const uploads = await mount(createUploadsModule({ ...core, accounts, photos, sweep }));
      const vehicles = await mount(createVehiclesModule({ ...core, accounts, vehicleDataDir }));
      await mount(createValuationModule({ ...core, vehicles }));
      const audit = await mount(createAuditModule({ ...core, accounts }));
      const reports = await mount(createReportsModule({ ...core, accounts, onReport }));
      const events = await mount(
        createEventsModule({
          ...core,
          accounts,
          databaseUrl: deps.databaseUrl,
          streamsPerAddress: deps.liveStreamsPerAddress,
        }),
      );
      const dealers = await mount(
        createDealersModule({
          ...core,
          accounts,
          vehicles,
          uploads,
          // Both modules are built after this one (they ask who works for which dealership).
          replyTimeOf: (dealerId) => sellersService!.dealerReplyTimeMinutes(dealerId),
          onRenamed: (tx, dealerId) => carsService!.dealershipChanged(tx, dealerId),
        }),
      );
      const cars = await mount(
        createCarsModule({
          ...core,
          accounts,
          dealers,
          uploads,
          reports,
          vehicles,
          events,
          flag,
          // Found after the listing committed: the queue's item and its audit-log row commit together.
          onReusedPhoto: async ({ carId, ...found }) => {
            await db.transaction((tx) =>
              flag(tx, {
                kind: 'photo',
                targetId: carId,
                reason: reusedPhotoReason,
                detail: found,
                source: 'automatic',
              }),
            );
          },
          onIntegrityFlag: async (executor, found) => {
            await flag(executor, { ...found, source: 'automatic' });
          },
          onPageRead: listingCounts.read,
          financing,
        }),
      );
      carsService = cars;
      await mount(
        createDealerImportsModule({ ...core, accounts, dealers, cars, uploads, vehicles, jobs, photos }),
      );
      const ledger = await mount(
        createLedgerModule({ ...core, accounts, feeBasisPoints: deps.platformFeeBasisPoints }),
      );
      const reservations = await mount(
        createReservationsModule({
          ...core,
          accounts,
          ledger,
          cars,
          events,
          jobs,
          gateway: deps.payments.gateway,
          settings: deps.reservations,
        }),
      );
      const bookings = await mount(createBookingsModule({ ...core, accounts, cars, events, reservations }));
      const search = await mount(
        createSearchModule({
          ...base,
          vehicles,
          secret: deps.auth.secret,
          onShown: listingCounts.shown,
          financing,
          threads: deps.search?.threads ?? 1,
          parallelAbove: deps.search?.parallelAbove,
          chunkSize: deps.search?.chunkSize,
          snapshotFile: deps.search?.snapshotFile,
        }),
      );
      const favorites = await mount(createFavoritesModule({ ...core, accounts, cars }));
      const savedSearches = await mount(createSavedSearchesModule({ ...core, accounts, search }));
      alerts = await mount(createAlertsModule({ ...base, jobs, mail, search, savedSearches, push }));
      payouts = await mount(
        createPayoutsModule({ ...core, accounts, jobs, ledger, gateway: deps.payments.gateway }),
      );
      const receipts = await mount(
        createReceiptsModule({ ...core, accounts, payouts, feeBasisPoints: deps.platformFeeBasisPoints }),
      );
      const payments = await mount(
        createPaymentsModule({
          ...core,
          accounts,
          jobs,
          gateway: deps.payments.gateway,
          bookings,
          cars,
          ledger,
          reservations,
          payouts,
          receipts,
          audit,
        }),
      );
      buying = { bookings, payments };
      const admin = await mount(
        createAdminModule({ ...core, accounts, cars, bookings, payments, reservations, reports, audit }),
      );
      const conversations = await mount(
        createConversationsModule({ ...core, accounts, events, flag, onReport, dealers, push }),
      );
      const reviews = await mount(createReviewsModule({ ...core, accounts, onReport }));
      await mount(
        createModerationModule({ ...core, accounts, cars, bookings, admin, audit, conversations, reviews }),
      );
      const sellers = await mount(
        createSellersModule({ ...base, reviews, accounts, authService, conversations }),
      );
      cars.replyTimesFrom(sellers.replyTimeOfCarSeller);
      sellersService = sellers;
      const testDrives = await mount(createTestDrivesModule({ ...core, accounts, cars, events, jobs, push }));
      const offers = await mount(
        createOffersModule({
          ...core,
          accounts,
          bookings,
          cars,
          conversations,
          events,
          jobs,
          reservations,
          push,
        }),
      );
      privacy = await mount(
        createPrivacyModule({
          ...core,
          jobs,
          accounts,
          admin,
          sources: {
            accounts,
            listings: cars.exportFor,
            bookings: bookings.exportFor,
            offers: offers.exportFor,
            testDrives: testDrives.exportFor,
            reservations: reservations.exportFor,
            conversations: conversations.exportFor,
            reviews: reviews.exportFor,
            favorites: favorites.exportFor,
            savedSearches: savedSearches.exportFor,
            payments: payments.exportFor,
            payouts: payouts.exportFor,
            payoutAccount: payouts.exportAccountFor,
            sellerLedger: ledger.exportFor,
            reports: async (accountId) =>
              (
                await Promise.all([
                  reports.exportFor(accountId),
                  conversations.exportReportsFor(accountId),
                  reviews.exportReportsFor(accountId),
                  accounts.exportReportsFor(accountId),
                ])
              ).flat(),
          },
        }),
      );
      await mount(
        createStatsModule({
          ...core,
          cars,
          tally: listingCounts,
          flushMs: counting.flushMs,
          sources: {
            saves: favorites.countsByDay,
            messages: conversations.countsByDay,
            offers: offers.countsByDay,
            testDrives: testDrives.countsByDay,
            bookings: bookings.countsByDay,
          },
        }),
      );
      await mount(
        createDealsModule({
          ...core,
          accounts,
          cars,
          sources: {
            bookings: async (_seller, carIds) => payments.dealBookings(await bookings.dealsOfCars(carIds)),
            offers: offers.dealsOfCars,
            reservations: groupedByCar(reservations.listForSeller),
            testDrives: groupedByCar(testDrives.listForSeller),
            conversations: conversations.leadsOfCars,
          },
        }),
      );
    },
    { prefix: '/api' },
  );
  // The queue runs alerts on its schedule; this handle runs them now (tests with their clock, operators).
  app.decorate('alerts', alerts!);
  app.decorate('payouts', payouts!);
  app.decorate('bookings', buying!.bookings);
  app.decorate('payments', buying!.payments);
  app.decorate('privacy', privacy!);
  app.decorate('listingCounts', listingCounts);
  if (deps.payments.sandbox) await app.register(sandboxBrowserMount, { sandbox: deps.payments.sandbox });
  await app.register(photoFiles, { storage: photos });
  await app.register(mailLogo);
  const sitemap = createSitemapModule({
    db,
    publicUrl: deps.auth.publicUrl,
    partSize: deps.sitemapPartSize ?? sitemapProtocolLimit,
  });
  await app.register(sitemap.routes);
  await app.register(webApp, {
    webDistDir: deps.webDistDir,
    publicUrl: deps.auth.publicUrl,
    chosenLanguage,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
