import { describe, expect, it } from 'vitest';
import { signIn, signUp } from './sessions.ts';
import { buildTestApp } from './test-app.ts';

const { app } = await buildTestApp({ signInRateLimit: 3 });

describe('the per-address sign-in limit', () => {
  it('refuses the sign-in past SIGN_IN_RATE_LIMIT a minute from one address', async () => {
    const user = await signUp(app);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signIn(app, user.email)).statusCode).toBe(200);
    const refused = await signIn(app, user.email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['x-retry-after'] ?? refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
