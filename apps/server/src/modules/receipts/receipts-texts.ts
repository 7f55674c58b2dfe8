import { defineServerCatalogue } from '../../lib/texts.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

/** The words of receipts and statements, in their reader's language. */
export const receiptsTexts = defineServerCatalogue(english, spanish);
