import { jwtResponse } from '@second-gear/contract';
import { storeAccessToken } from '../../../lib/access-token';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/jwt: a 15-minute access token for the signed-in user, stored for listing and changing calls. */
export async function requestAccessToken(email: string): Promise<void> {
  const { token } = await apiRequest('/jwt', jwtResponse, { method: 'POST', body: { email } });
  storeAccessToken(token);
}

/**
 * As requestAccessToken, for the moment right after signing in: a failure is only logged, since the first call that
 * needs the token renews it anyway.
 */
export async function tryRequestAccessToken(email: string): Promise<void> {
  try {
    await requestAccessToken(email);
  } catch (error) {
    console.error(error);
  }
}
