import { isLanguage, languageParameter, languages, type Language } from '@second-gear/contract';

export interface PageLinks {
  /** The address search engines should index this page under. */
  canonical: string;
  /** The page in each language, and the plain address (`x-default`), which answers in the visitor's own. */
  alternates: { hrefLang: Language | 'x-default'; href: string }[];
}

/** The language an address asks for by `?lang=`, or null when it leaves it to the visitor's cookie, account or browser. */
export function addressLanguage(search: string): Language | null {
  const asked = new URLSearchParams(search).get(languageParameter);
  return isLanguage(asked) ? asked : null;
}

/**
 * The canonical address and language alternates of the page at `path` with the query that names what it shows
 * (`query`, without `?`: a search's filters, nothing for most pages; tracking, paging and sorting already left out).
 * A page opened in a language (`?lang=es`) is canonical in it; the plain address is the `x-default`.
 */
export function pageLinks(origin: string, path: string, query: string, language: Language | null): PageLinks {
  const address = (lang: Language | null) => {
    const params = new URLSearchParams(query);
    if (lang) params.set(languageParameter, lang);
    const search = params.toString();
    return `${origin}${path}${search ? `?${search}` : ''}`;
  };
  return {
    canonical: address(language),
    alternates: [
      ...languages.map((lang) => ({ hrefLang: lang, href: address(lang) })),
      { hrefLang: 'x-default' as const, href: address(null) },
    ],
  };
}
