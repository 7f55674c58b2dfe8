import net, { type AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signedUpAccount } from '../../test/sessions.ts';
import { buildTestApp } from '../../test/test-app.ts';
import type { PaymentGateway } from '../modules/payments/payment-gateway.ts';
import { sandboxBrowserPath } from '../stripe-sandbox/browser-mount.ts';
import { startStripeSandbox } from '../stripe-sandbox/start.ts';
import { demoSellers } from './demo-catalogue.ts';
import { onboardDemoSeller } from './demo-payouts.ts';

// As a server starts it: the sandbox's onboarding pages are reached on the app's origin, and every gateway call is
// named.
const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
const started = await startStripeSandbox({ browserUrl: `http://127.0.0.1:${port}${sandboxBrowserPath}` });
const gatewayCalls: string[] = [];
const gateway = new Proxy(started.gateway, {
  get(target, name: keyof PaymentGateway) {
    const member = target[name];
    if (typeof member !== 'function') return member;
    return (...args: unknown[]) => {
      gatewayCalls.push(name);
      return (member as (...given: unknown[]) => unknown).apply(target, args);
    };
  },
});
const { app, db } = await buildTestApp({ payments: { ...started, gateway } });
afterAll(() => started.sandbox.close());
const log = pino({ level: 'silent' });

const statusOf = async (person: { token: string }) =>
  (await app.inject({ method: 'GET', url: '/api/payouts', headers: bearer(person) })).json().status;

describe('the demo seller’s payouts', () => {
  it('are enabled through the sandbox’s onboarding page at the first start, and the next start asks nothing', async () => {
    const seller = await signedUpAccount(app, 'seller', { email: demoSellers[0]!.userEmail });
    const other = await signedUpAccount(app, 'seller');
    const localUrl = await app.listen({ port, host: '127.0.0.1' });

    await onboardDemoSeller({ db, payouts: app.payouts, localUrl, log });
    expect(await statusOf(seller)).toBe('enabled');
    expect(await statusOf(other), 'the other sellers are left to do it themselves').toBe('not_started');

    gatewayCalls.length = 0;
    await onboardDemoSeller({ db, payouts: app.payouts, localUrl, log });
    expect(gatewayCalls).toEqual([]);
  });
});
