import type { PushSubscription } from '@second-gear/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sam, sessionResponse } from '../../../test/auth';
import { jsonResponse } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { DevicePushError, type DevicePermission, type DevicePush } from '../device-push';
import { NotificationsSection } from './notifications-section';

const publicKey = 'BPublicKeyOfTheServer';
const device = {
  endpoint: 'https://push.example.com/send/this-device',
  keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
};

/** The browser's side: its permission, and what subscribing does (the push service's answer). */
function fakeBrowser(options: { permission?: DevicePermission; subscribe?: () => Promise<typeof device> }) {
  let subscribed = false;
  const browser: DevicePush = {
    permission: () => options.permission ?? 'default',
    current: async () => (subscribed ? device : undefined),
    subscribe: vi.fn(async () => {
      const made = await (options.subscribe ?? (async () => device))();
      subscribed = true;
      return made;
    }),
    unsubscribe: async () => {
      subscribed = false;
    },
  };
  return browser;
}

/** The server: its key, and the devices it keeps, changed by POST and DELETE. */
function fakeServer() {
  const saved: PushSubscription[] = [];
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/auth/get-session') return sessionResponse(sam);
      if (url.pathname === '/api/jwt') return jsonResponse({ token: 'token-of-sam' });
      if (url.pathname === '/api/push/public-key') return jsonResponse({ publicKey });
      if (url.pathname === '/api/push/subscriptions') {
        if (method === 'POST') {
          const body = JSON.parse(String(init?.body)) as {
            endpoint: string;
            topics: PushSubscription['topics'];
          };
          posted.push(body);
          const row = { endpoint: body.endpoint, topics: body.topics, createdAt: new Date(0).toISOString() };
          saved.splice(0, saved.length, row);
          return jsonResponse(row);
        }
        if (method === 'DELETE') {
          const count = saved.length;
          saved.splice(0);
          return jsonResponse({ deletedCount: count });
        }
        return jsonResponse({ subscriptions: saved });
      }
      return jsonResponse({ error: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return { posted };
}

describe('NotificationsSection', () => {
  it('turns notifications on for this device with the topics chosen, then off', async () => {
    const server = fakeServer();
    const browser = fakeBrowser({});
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSection devicePush={browser} />);

    expect(await screen.findByText(/Notifications are off for this device/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Price drops on cars I saved' }));
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));

    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(browser.subscribe).toHaveBeenCalledWith(publicKey);
    expect(server.posted).toEqual([{ ...device, topics: ['messages', 'deals', 'alerts'] }]);
    expect(screen.getByRole('checkbox', { name: 'Price drops on cars I saved' })).not.toBeChecked();

    // A topic changed while on is saved at once.
    await user.click(screen.getByRole('checkbox', { name: 'New cars for my saved searches' }));
    await vi.waitFor(() => expect(server.posted).toHaveLength(2));
    expect(server.posted[1]).toEqual({ ...device, topics: ['messages', 'deals'] });

    await user.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByText(/Notifications are off for this device/)).toBeInTheDocument();
  });

  it('says how to allow notifications when the browser blocks them', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderWithProviders(
      <NotificationsSection
        devicePush={fakeBrowser({
          subscribe: () => Promise.reject(new DevicePushError('denied')),
        })}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Notifications are blocked for Second Gear in this browser. Allow them in the browser's site settings",
    );
  });

  it('says so when the browser cannot reach its push service', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderWithProviders(
      <NotificationsSection
        devicePush={fakeBrowser({ subscribe: () => Promise.reject(new DevicePushError('push-service')) })}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not reach its push service');
    expect(server.posted).toEqual([]);
  });

  it('says when this browser has no notifications at all', async () => {
    fakeServer();
    renderWithProviders(<NotificationsSection devicePush={fakeBrowser({ permission: 'unsupported' })} />);
    expect(
      await screen.findByText('This browser cannot show notifications from websites.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });
});
