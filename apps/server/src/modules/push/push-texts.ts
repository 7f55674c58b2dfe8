import { languageLocales, type Language } from '@second-gear/contract';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import { defineServerCatalogue } from '../../lib/texts.ts';

export type PushTextKey = keyof typeof en;

const pushTexts = defineServerCatalogue(en, es);

/** A notification's text in the recipient's language (English when they chose none), from the push catalogues. */
export function pushText(
  language: Language | null,
  key: PushTextKey,
  values: Record<string, string | number> = {},
): string {
  return pushTexts(language ?? 'en')(key, values);
}

/** Whole dollars as the recipient reads them ("$12,500"). */
export function pushDollars(language: Language | null, dollars: number): string {
  return new Intl.NumberFormat(languageLocales[language ?? 'en'], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(dollars);
}

/** A message's text cut to what a notification shows, at a word's end. */
export function shortened(text: string, limit = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2))}…`;
}
