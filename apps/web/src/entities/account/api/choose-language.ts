import { languageChoice, type Language } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/accounts/me/language: keeps the signed-in person's language with their account. */
export function chooseLanguage(language: Language) {
  return apiRequest('/accounts/me/language', languageChoice, {
    method: 'PUT',
    body: { language },
    auth: true,
  });
}
