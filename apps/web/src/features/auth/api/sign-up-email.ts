import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const signedUp = z.object({ user: z.object({ id: z.string(), email: z.string() }) });

/** POST /api/auth/sign-up/email: creates the sign-in (with `name` as the display name) and signs the user in. */
export function signUpWithEmail(details: { name: string; email: string; password: string }) {
  return apiRequest('/auth/sign-up/email', signedUp, { method: 'POST', body: details });
}
