import type { Language } from '@second-gear/contract';
import type { PrimitiveType } from 'intl-messageformat';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };
import { defineServerCatalogue } from './texts.ts';

const texts = defineServerCatalogue(english, spanish);
export type ErrorTextKey = Parameters<ReturnType<typeof texts>>[0];

/** An error's message by its stable id: English in the error itself (and logs), the caller's language in the answer. */
export interface ErrorText {
  key: ErrorTextKey;
  values?: Record<string, PrimitiveType>;
}

/** `throw new ConflictError(said('alreadySold', { car }))`: a message the error handler speaks in the caller's language. */
export const said = (key: ErrorTextKey, values?: Record<string, PrimitiveType>): ErrorText => ({
  key,
  values,
});

export const errorMessage = (text: ErrorText, language: Language) => texts(language)(text.key, text.values);
