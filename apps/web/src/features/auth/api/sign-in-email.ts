import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The part of Better Auth's answer we rely on (the session itself is read afterwards). */
const signedIn = z.object({ user: z.object({ id: z.string(), email: z.string() }) });

/** POST /api/auth/sign-in/email. Fails with 401 for a wrong e-mail or password, 429 when throttled. */
export function signInWithEmail(credentials: { email: string; password: string }) {
  return apiRequest('/auth/sign-in/email', signedIn, { method: 'POST', body: credentials });
}
