import { isLanguage, languageLocales, type Language } from '@second-gear/contract';

/**
 * The page's language. A page speaks one language from its first paint to the next load: the server chooses it (the
 * address's `?lang=`, the person's choice, their browser's) and writes it in `<html lang>`, which the browser reads
 * at start; switching languages loads the page again (docs/decisions/0080). The server's renderer sets it before each
 * synchronous render.
 */
let current: Language = 'en';

export function pageLanguage(): Language {
  return current;
}

/** The locale `Intl` formats with for the page's language. */
export function pageLocale(): string {
  return languageLocales[current];
}

export function setPageLanguage(language: Language): void {
  current = language;
}

/** The language the server wrote into the document (`<html lang>`); English when it wrote none of ours. */
export function documentLanguage(document: Document): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}
