import { unsubscribed } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/mail/unsubscribe: turns off what an e-mail's link names (a kind of e-mail, or one saved search's
 * alerts); no sign-in needed, the signed token is the proof. 404 for a tampered link, 403 for another account's search.
 */
export function unsubscribe(token: string) {
  return apiRequest(`/mail/unsubscribe?token=${encodeURIComponent(token)}`, unsubscribed, {
    method: 'POST',
    body: {},
  });
}
