import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../../apps/server/test/stand-ins/push-service.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { listCar } from './support/market.ts';
import { password, signIn, signUp, uniqueEmail } from './support/people.ts';

// This journey, alone, runs the app's service worker (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

let pushService: PushServiceStandIn;
test.beforeAll(async () => {
  pushService = await startPushServiceStandIn();
});
test.afterAll(async () => {
  await pushService.close();
});

/** Once the service worker controls the page: what it answers from now on goes through it. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The page's service worker registration, as DevTools sees it (what a push is delivered to). */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * Headless Chromium here reaches no vendor push service, so this replaces that third party alone: the page's
 * `pushManager.subscribe` gives a subscription made by the local push service stand-in (its endpoint, and keys the
 * stand-in made as a browser does), checked against the server key the page passes. Everything else is real: the
 * server encrypts and signs, the stand-in checks the signature and decrypts, and the decrypted message is handed to the
 * real service worker through DevTools.
 */
async function pushThroughStandIn(page: Page, device: { endpoint: string; keys: object }, serverKey: string) {
  await page.addInitScript(
    ({ endpoint, keys, serverKey: key }) => {
      const bytes = (text: string) => {
        const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
        return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (char) =>
          char.charCodeAt(0),
        );
      };
      const stored = 'push-stand-in-subscribed';
      const subscription = () => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: bytes(key).buffer },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(stored);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const given = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        if (given.join() !== bytes(key).join())
          throw new DOMException('another server key', 'InvalidStateError');
        localStorage.setItem(stored, 'yes');
        return subscription() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (localStorage.getItem(stored) ? subscription() : null) as unknown as PushSubscription | null;
      };
    },
    { ...device, serverKey },
  );
}

test.describe('the installable app', () => {
  test('installs (manifest and service worker, no installability errors) and opens a visited car page offline', async ({
    playwright,
    browserName,
    baseURL,
    request,
  }) => {
    // Chromium never offers to install from a private window, which every other journey's context is: a profile of
    // its own, as a person's browser has.
    const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-install-'));
    const context = await playwright[browserName].launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await controlledByServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Second Gear', display: 'standalone' });
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

      // A car of the demo catalogue, opened while online.
      const found = (await (await request.get('/api/search?q=Miata')).json()) as {
        cars: { _id: string; productName: string }[];
      };
      const car = found.cars[0]!;
      await page.goto(`/cars/${car._id}`);
      await expect(page.getByRole('heading', { level: 1, name: car.productName })).toBeVisible();
      await expect(page.getByText('You are offline.')).toHaveCount(0);

      await context.setOffline(true);
      await page.goto(`/cars/${car._id}`);
      await expect(page.getByRole('heading', { level: 1, name: car.productName })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
        'This page may be out of date',
      );
      await expectAccessible(page);
      // A page never visited opens the app's shell: the header and the app's own pages still work.
      await page.goto('/blog');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByText('You are offline.')).toBeVisible();
    } finally {
      await context.close();
      await fs.rm(profile, { recursive: true, force: true });
    }
  });
});

test.describe('notifications', () => {
  test('a buyer turns notifications on and gets a push for a new message, shown by the service worker', async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    const { productName, sellerEmail } = await listCar(page);
    const publicKey = ((await (await request.get('/api/push/public-key')).json()) as { publicKey: string })
      .publicKey;
    const device = pushService.subscribe(publicKey);
    await pushThroughStandIn(page, device, publicKey);
    await context.grantPermissions(['notifications']);

    await signUp(page, { name: 'Nora Notified', email: uniqueEmail('nora'), verify: true });
    await controlledByServiceWorker(page);
    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Notifications on this device' });
    await expect(section.getByText('Notifications are off for this device.', { exact: false })).toBeVisible();
    await expect(section.getByRole('checkbox', { name: 'New messages' })).toBeChecked();
    await section.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(section.getByText('Notifications are on for this device.')).toBeVisible();
    await expectAccessible(page);

    // The buyer asks the seller about the car.
    await page.goto('/carModels/Sedan');
    await page
      .getByRole('article', { name: productName })
      .getByRole('button', { name: 'Message seller' })
      .click();
    const ask = page.getByRole('dialog', { name: `Message the seller of ${productName}` });
    await ask.getByLabel('Your message').fill('Hello! Is the timing belt new?');
    await ask.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    const thread = new URL(page.url()).pathname;

    // The seller answers from a browser of their own.
    const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/login');
    await signIn(sellerPage, sellerEmail, password);
    await expect(sellerPage).toHaveURL(/\/home$/);
    await sellerPage.goto(thread);
    const composer = sellerPage.getByLabel('Message', { exact: true });
    await composer.fill('Yes, changed last spring.');
    await composer.press('Enter');
    await expect(sellerPage.getByRole('list', { name: 'Messages' })).toContainText(
      'Yes, changed last spring.',
    );
    await sellerContext.close();

    // The push service received it, signed with the server's key and encrypted to this device.
    const [received] = await pushService.waitFor(device.endpoint);
    expect(received!.vapidKey).toBe(publicKey);
    expect(JSON.parse(received!.payload)).toEqual({
      title: 'New message from Pat Seller',
      body: `${productName}: Yes, changed last spring.`,
      url: thread,
      topic: 'messages',
    });

    // Handed to the page's service worker as the browser's push service would, it shows the notification.
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId(cdp),
      data: received!.payload,
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            url: (shown.data as { url: string }).url,
          }));
        }),
      )
      .toEqual([
        {
          title: 'New message from Pat Seller',
          body: `${productName}: Yes, changed last spring.`,
          url: thread,
        },
      ]);
  });
});
