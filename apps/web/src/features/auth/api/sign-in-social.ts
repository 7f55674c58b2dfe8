import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const providerRedirect = z.object({ url: z.url() });

/**
 * POST /api/auth/sign-in/social: where to send the browser to sign in with Google. The provider comes back to
 * `callbackURL` once signed in, or to `errorCallbackURL`. Fails with 501 NOT_CONFIGURED when the server has no Google.
 */
export function startGoogleSignIn(urls: { callbackURL: string; errorCallbackURL: string }) {
  return apiRequest('/auth/sign-in/social', providerRedirect, {
    method: 'POST',
    body: { provider: 'google', ...urls },
  });
}
