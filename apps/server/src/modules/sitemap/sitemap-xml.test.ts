import { describe, expect, it } from 'vitest';
import { inLanguage, sitemapIndex, urlEntry } from './sitemap-xml.ts';

describe('sitemap entries', () => {
  it('escape what XML would read as markup, in the address and its alternates', () => {
    const entry = urlEntry('https://example.com/cars?make=A&B', null);
    expect(entry).toContain('<loc>https://example.com/cars?make=A&amp;B</loc>');
    expect(entry).not.toMatch(/&(?!amp;)/);
  });

  it('date a page to the second in UTC, and leave the date out when the data has none', () => {
    expect(urlEntry('https://example.com/', new Date('2026-02-03T10:00:00.456Z'))).toContain(
      '<lastmod>2026-02-03T10:00:00Z</lastmod>',
    );
    expect(urlEntry('https://example.com/blog', null)).not.toContain('<lastmod>');
  });

  it('give the language of an address by ?lang=, replacing a language it already had', () => {
    expect(inLanguage('https://example.com/cars/1', 'es')).toBe('https://example.com/cars/1?lang=es');
    expect(inLanguage('https://example.com/cars?make=Ford&lang=en', 'es')).toBe(
      'https://example.com/cars?make=Ford&lang=es',
    );
  });

  it('index parts by their addresses', () => {
    expect(sitemapIndex(['https://example.com/sitemaps/pages.xml'])).toContain(
      '<sitemap><loc>https://example.com/sitemaps/pages.xml</loc></sitemap>',
    );
  });
});
