import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';

const { app, payments } = await buildTestApp();

describe('the sandbox on our own origin', () => {
  it('serves the Connect onboarding page under /stripe-sandbox with the site’s security headers', async () => {
    const { id } = await payments.gateway.createConnectedAccount({
      sellerId: 'seller-on-origin',
      email: 'origin@example.com',
      idempotencyKey: 'account-seller-on-origin',
    });
    const link = await payments.gateway.createOnboardingLink({
      accountId: id,
      returnUrl: 'http://localhost:5000/seller/payouts?onboarded=1',
      refreshUrl: 'http://localhost:5000/seller/payouts/link',
    });
    const url = `/stripe-sandbox${new URL(link.url).pathname}`;
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    const fields = [...page.body.matchAll(/<input name="([^"]+)" value="([^"]*)"/g)].map(
      (match) => [match[1]!, match[2]!] as [string, string],
    );
    // A browser names the page's origin on the form's post unless the page's referrer policy is no-referrer: then it
    // sends `Origin: null`, which the site refuses as a request from another site.
    const origin = page.headers['referrer-policy'] === 'no-referrer' ? 'null' : 'http://localhost:5000';
    const submitted = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: new URLSearchParams(fields).toString(),
    });
    expect([submitted.statusCode, submitted.headers.location]).toEqual([
      303,
      'http://localhost:5000/seller/payouts?onboarded=1',
    ]);
    expect((await payments.gateway.retrieveConnectedAccount(id)).payoutsEnabled).toBe(true);
  });
});
