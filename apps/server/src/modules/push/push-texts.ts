import { languageLocales, type Language } from '@second-gear/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

export type PushTextKey = keyof typeof en;

const catalogues: Record<Language, Record<PushTextKey, string>> = { en, es };
const compiled = new Map<string, IntlMessageFormat>();

/** A notification's text in the recipient's language (English when they chose none), from the push catalogues. */
export function pushText(
  language: Language | null,
  key: PushTextKey,
  values: Record<string, string | number> = {},
): string {
  const locale = language ?? 'en';
  const id = `${locale}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogues[locale][key], languageLocales[locale]);
    compiled.set(id, format);
  }
  return String(format.format(values));
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
