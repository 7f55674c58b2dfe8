/** The languages every public page is offered in; a page's address in one of them carries `?lang=`. */
export const pageLanguages = ['en', 'es'] as const;
export type PageLanguage = (typeof pageLanguages)[number];

export interface PageLinks {
  /** The address search engines should index this page under. */
  canonical: string;
  /** The page in each language, and the plain address (`x-default`), which answers in the visitor's own. */
  alternates: { hrefLang: PageLanguage | 'x-default'; href: string }[];
}

/** The language an address asks for by `?lang=`, or null when it leaves it to the visitor's browser or account. */
export function addressLanguage(search: string): PageLanguage | null {
  const asked = new URLSearchParams(search).get('lang');
  return pageLanguages.find((language) => language === asked) ?? null;
}

/**
 * The canonical address and language alternates of the page at `path` with the query that names what it shows
 * (`query`, without `?`: a search's filters, nothing for most pages; tracking, paging and sorting already left out).
 * A page opened in a language (`?lang=es`) is canonical in it; the plain address is the `x-default`.
 */
export function pageLinks(
  origin: string,
  path: string,
  query: string,
  language: PageLanguage | null,
): PageLinks {
  const address = (lang: PageLanguage | null) => {
    const params = new URLSearchParams(query);
    if (lang) params.set('lang', lang);
    const search = params.toString();
    return `${origin}${path}${search ? `?${search}` : ''}`;
  };
  return {
    canonical: address(language),
    alternates: [
      ...pageLanguages.map((lang) => ({ hrefLang: lang, href: address(lang) })),
      { hrefLang: 'x-default' as const, href: address(null) },
    ],
  };
}
