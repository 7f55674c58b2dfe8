import { z } from 'zod';

/** The languages Second Gear speaks: English (the specification's texts) and Spanish. */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const language = z.enum(languages, { error: 'must be en or es' });

/** A person's chosen language, kept with their account: their pages and e-mails. */
export const languageChoice = z.object({ language });
export type LanguageChoice = z.infer<typeof languageChoice>;

/** The locale that formats numbers, prices and dates for a language: United States English or Spanish. */
export const languageLocales: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** The address parameter that switches a page's language (and keeps the choice in a cookie of the same name). */
export const languageParameter = 'lang';

/**
 * The language to speak to a browser that sent `acceptLanguage` (an Accept-Language header): the first of ours it
 * names, by its weights; English when it names none.
 */
export function languageFromHeader(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: weight ? Number(weight) : 1,
        order,
      };
    })
    .filter((each) => each.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((each) => each.base).find((base): base is Language => isLanguage(base)) ?? 'en';
}

export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}
