import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fetch';
import type { DevicePush } from './device-push';
import { turnOffThisDevice } from './sign-out';

const device = {
  endpoint: 'https://push.example.com/send/this-device',
  keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
};

const browserWith = (subscribed: boolean) => {
  const browser: DevicePush = {
    permission: () => 'granted',
    current: async () => (subscribed ? device : undefined),
    subscribe: async () => device,
    unsubscribe: vi.fn(async () => undefined),
  };
  return browser;
};

describe('turnOffThisDevice', () => {
  it("forgets this device on the server and ends the browser's subscription", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ deletedCount: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const browser = browserWith(true);
    await turnOffThisDevice(browser);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/push\/subscriptions$/);
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toEqual({ endpoint: device.endpoint });
    expect(browser.unsubscribe).toHaveBeenCalled();
  });

  it('does nothing without a subscription, and never fails the sign-out', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await turnOffThisDevice(browserWith(false));
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(turnOffThisDevice(browserWith(true))).resolves.toBeUndefined();
  });
});
