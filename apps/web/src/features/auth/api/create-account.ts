import { acknowledged, type NewAccount } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/allAccounts: the marketplace account (and so the role) of the signed-in user. A repeat changes nothing. */
export function createAccount(account: NewAccount) {
  return apiRequest('/allAccounts', acknowledged, { method: 'POST', body: account, auth: true });
}
