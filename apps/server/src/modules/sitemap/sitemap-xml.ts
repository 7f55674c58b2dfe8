import { languageParameter, languages } from '@second-gear/contract';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

/** `address` in `language`: the same page with `?lang=` added to (or replacing that of) its query. */
export function inLanguage(address: string, language: string): string {
  const url = new URL(address);
  url.searchParams.set(languageParameter, language);
  return url.href;
}

export const urlsetStart =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const urlsetEnd = '</urlset>\n';

/**
 * One page of the sitemap: its plain address (which answers in the visitor's language, so it is the `x-default`), the
 * address of each language, and when it last changed (W3C date-time, to the second).
 */
export function urlEntry(address: string, lastmod: Date | null): string {
  const alternates = [
    ...languages.map((language) => [language, inLanguage(address, language)] as const),
    ['x-default', address] as const,
  ]
    .map(
      ([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  const changed = lastmod ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
  return `<url><loc>${escapeXml(address)}</loc>${changed}${alternates}</url>\n`;
}

/** The sitemap index: the address of each part. */
export function sitemapIndex(parts: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    parts.map((part) => `<sitemap><loc>${escapeXml(part)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}
