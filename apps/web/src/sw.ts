// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js): the app's shell and hashed assets kept
// for offline use, the car pages a person opened kept to open again offline, and Web Push notifications shown and
// opened. It caches no other API answer: those may be private, and are never stored.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { carPagesCache, keptCopyMeta } from './lib/kept-copy';

// The parts of the service worker's scope used here (the page's DOM types do not describe a worker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}

// The worker's own global, in place of the page's `self` the DOM types describe.
declare const self: WorkerScope;

// Only requests for the precached files themselves: `/` must still reach the server, which sends Home drawn.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// A new version takes over at once: its shell matches the server's current build.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A car's page (`/cars/{id}`), and the API answer it is drawn from (`/api/cars/{id}`). */
const carId = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const carPagePath = new RegExp(`^/cars/${carId}$`);
const carAnswerPath = new RegExp(`^/api/cars/${carId}$`);

/**
 * An answer read from the cache because the network failed, marked with when it was kept: a header, and in a document
 * the meta element the page reads to say it may be out of date (lib/kept-copy.ts).
 */
async function keptCopy(cached: Response): Promise<Response> {
  const keptAt = cached.headers.get('date') ?? '';
  const headers = new Headers(cached.headers);
  headers.set('x-kept-copy', keptAt || 'yes');
  const { status, statusText } = cached;
  if (!headers.get('content-type')?.startsWith('text/html'))
    return new Response(cached.body, { status, statusText, headers });
  const meta = `<meta name="${keptCopyMeta}" content="${keptAt.replace(/[^\w ,:+-]/g, '')}">`;
  const html = (await cached.text()).replace('<head>', `<head>${meta}`);
  return new Response(html, { status, statusText, headers });
}

// NetworkFirst reads its cache only when the network failed or was too slow.
const markKeptCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response | null }) =>
    cachedResponse ? keptCopy(cachedResponse) : null,
};

/**
 * The car pages a person opened, freshest from the network, from this cache when the network fails or is slow: 60 at
 * most, for 30 days.
 */
const carPages = new NetworkFirst({
  cacheName: carPagesCache,
  networkTimeoutSeconds: 5,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 }),
    markKeptCopy,
  ],
});

/** The app's shell, from the build: what any page opens with offline. */
const shell = async () => {
  const cached = await matchPrecache('/index.html');
  return cached ? keptCopy(cached) : Response.error();
};

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && carPagePath.test(url.pathname),
  async (options) => {
    try {
      return await carPages.handle(options);
    } catch {
      return shell();
    }
  },
);
registerRoute(({ url }) => url.origin === self.location.origin && carAnswerPath.test(url.pathname), carPages);
// Every other page comes from the server, drawn with its data; offline, the shell opens instead.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return shell();
    }
  },
);

interface Shown {
  title: string;
  body: string;
  url: string;
  topic: string;
}

/** The server's message (packages/contract's pushMessage), checked by hand: zod stays out of the worker. */
function readMessage(text: string | undefined): Shown | undefined {
  try {
    const value = JSON.parse(text ?? '') as Partial<Shown>;
    const { title, body, url, topic } = value;
    if ([title, body, url, topic].every((part) => typeof part === 'string') && url!.startsWith('/'))
      return { title: title!, body: body!, url: url!, topic: topic! };
  } catch {
    // Not JSON: nothing to show.
  }
  return undefined;
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data?.text());
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      // One notification per conversation or topic page: a newer one replaces it.
      tag: message.url,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = event.notification.data as { url: string };
  const target = new URL(url, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.navigate(target);
        await open.focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
