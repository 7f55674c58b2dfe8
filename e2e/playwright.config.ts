import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5100);
const baseURL = `http://127.0.0.1:${port}`;
// One fresh data directory per run, made once by the main process (workers inherit the variable).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'sg-e2e-'));
const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
const googleStandIn = fileURLToPath(new URL('./google-stand-in.ts', import.meta.url));
const googlePort = port + 1;
const inboxPort = port + 2;
// The local mail inbox the server starts (no SMTP_URL): journeys read their e-mails there, as a person would.
process.env.E2E_INBOX_URL ??= `http://127.0.0.1:${inboxPort}`;
const google = { clientId: 'second-gear-test-client', clientSecret: 'e2e-google-stand-in-secret' };

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // The app's service worker would answer scripts and pages before `page.route` sees them, and precache the build in
    // every journey; only the notifications journey lets it run.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // The journeys whose screens change at a phone's width (menus, filter drawers, carousels, cards instead of
      // tables, wide tables that scroll, the car page's column of actions, the payment page), and the accessibility walk of every screen. The
      // other journeys drive the same components at either width; their phone layout is checked by that walk.
      name: 'phone',
      testMatch: [
        'accessibility.spec.ts',
        'admin.spec.ts',
        'buying.spec.ts',
        'favorites.spec.ts',
        'finance.spec.ts',
        'first-paint.spec.ts',
        'offers.spec.ts',
        'paying.spec.ts',
        'payouts.spec.ts',
        'receipts.spec.ts',
        'search.spec.ts',
        'storefront.spec.ts',
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: `"${process.execPath}" "${googleStandIn}"`,
      url: `http://127.0.0.1:${googlePort}/.well-known/openid-configuration`,
      env: {
        GOOGLE_STAND_IN_PORT: String(googlePort),
        APP_URL: baseURL,
        GOOGLE_STAND_IN_SECRET: google.clientSecret,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `"${process.execPath}" "${serverEntry}"`,
      url: `${baseURL}/api/health`,
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        MAIL_INBOX_PORT: String(inboxPort),
        ADMIN_EMAILS: 'admin@example.com',
        // A fee, so the finance page shows one split from each sale.
        PLATFORM_FEE_PERCENT: '5',
        // Every journey signs up and in from this one address, far faster than people do.
        SIGN_IN_RATE_LIMIT: '1000',
        // Listing stats written every half second, so a seller sees a buyer's visit within the journey.
        LISTING_STATS_FLUSH_SECONDS: '0.5',
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${googlePort}/.well-known/openid-configuration`,
        // The notifications journey's push service stand-in listens on 127.0.0.1, over plain http.
        PUSH_HTTP_HOSTS: '127.0.0.1',
      },
      reuseExistingServer: false,
      // A fresh data directory: the first start draws and seeds the demo catalogue (about 1,600 cars).
      timeout: 300_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
