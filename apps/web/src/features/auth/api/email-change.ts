import { emailChanged, emailChangeRequested } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/account/email-change: a link goes to the new address; the same answer whether or not it is taken. */
export function requestEmailChange(newEmail: string) {
  return apiRequest('/account/email-change', emailChangeRequested, {
    method: 'POST',
    body: { newEmail },
    auth: true,
  });
}

/**
 * POST /api/account/email-change/confirm: the new address's link; every session ends. 400 for a link that is
 * unknown, used or expired, 409 when the address was taken meanwhile.
 */
export function confirmEmailChange(token: string) {
  return apiRequest('/account/email-change/confirm', emailChanged, { method: 'POST', body: { token } });
}
