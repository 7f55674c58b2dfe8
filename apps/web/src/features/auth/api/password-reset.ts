import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const done = z.object({ status: z.boolean() });

/**
 * POST /api/auth/request-password-reset: the same answer whether or not the address has an account; 429 when this
 * client asked too often.
 */
export function requestPasswordReset(email: string) {
  return apiRequest('/auth/request-password-reset', done, { method: 'POST', body: { email } });
}

/**
 * POST /api/auth/reset-password: sets the new password and signs its owner in (the session cookie comes back); 400
 * for a link that is unknown, used or expired.
 */
export function resetPassword(token: string, newPassword: string) {
  return apiRequest('/auth/reset-password', done, { method: 'POST', body: { token, newPassword } });
}
