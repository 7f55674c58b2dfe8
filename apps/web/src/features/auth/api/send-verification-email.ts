import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/send-verification-email: a new link to the signed-in user's address; 429 when asked too often. */
export function sendVerificationEmail(email: string) {
  return apiRequest('/auth/send-verification-email', z.object({ status: z.boolean() }), {
    method: 'POST',
    body: { email, callbackURL: '/dashboard' },
  });
}
