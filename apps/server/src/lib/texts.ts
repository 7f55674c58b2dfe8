import { languageLocales, type Language } from '@second-gear/contract';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

/** A catalogue's messages: ICU message format, by key (flat keys, the same in every language). */
export type Messages = Record<string, string>;

/** The messages of one catalogue in one language, with `values` in their placeholders. */
export type Texts<Key extends string> = (key: Key, values?: Record<string, PrimitiveType>) => string;

/**
 * A module's texts for e-mails and documents, English (the specification's words) and Spanish side by side, as the
 * web app's `defineCatalogue`: `catalogue('es')('subject', { name })`. Each message is parsed once, when first used.
 */
export function defineServerCatalogue<const English extends Messages>(
  english: English,
  spanish: Messages,
): (language: Language) => Texts<Extract<keyof English, string>> {
  const formats = new Map<string, IntlMessageFormat>();
  return (language) => (key, values) => {
    const id = `${language}\u0000${key}`;
    let format = formats.get(id);
    if (!format) {
      const message = (language === 'es' ? spanish[key] : undefined) ?? english[key] ?? key;
      format = new IntlMessageFormat(message, languageLocales[language]);
      formats.set(id, format);
    }
    const formatted = format.format(values);
    return typeof formatted === 'string' ? formatted : String(formatted);
  };
}

const dollars: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(languageLocales.en, { style: 'currency', currency: 'USD' }),
  es: new Intl.NumberFormat(languageLocales.es, { style: 'currency', currency: 'USD' }),
};

/** "$12,300.00": an amount in cents, written for a reader of `language`. */
export const formatCentsIn = (language: Language, cents: number) => dollars[language].format(cents / 100);
