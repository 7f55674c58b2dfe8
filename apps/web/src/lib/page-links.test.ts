import { describe, expect, it } from 'vitest';
import { addressLanguage, pageLinks } from './page-links';

const origin = 'https://secondgear.example';

describe('pageLinks', () => {
  it('makes the plain address canonical and the default, with an address for each language', () => {
    expect(pageLinks(origin, '/cars/42', '', null)).toEqual({
      canonical: 'https://secondgear.example/cars/42',
      alternates: [
        { hrefLang: 'en', href: 'https://secondgear.example/cars/42?lang=en' },
        { hrefLang: 'es', href: 'https://secondgear.example/cars/42?lang=es' },
        { hrefLang: 'x-default', href: 'https://secondgear.example/cars/42' },
      ],
    });
  });

  it('keeps a page opened in a language canonical in it, and the query that names what it shows', () => {
    const links = pageLinks(origin, '/cars', 'make=Ford&yearMin=2018', 'es');
    expect(links.canonical).toBe('https://secondgear.example/cars?make=Ford&yearMin=2018&lang=es');
    expect(links.alternates.map((link) => link.href)).toEqual([
      'https://secondgear.example/cars?make=Ford&yearMin=2018&lang=en',
      'https://secondgear.example/cars?make=Ford&yearMin=2018&lang=es',
      'https://secondgear.example/cars?make=Ford&yearMin=2018',
    ]);
  });
});

describe('addressLanguage', () => {
  it('reads ?lang= when it names a language of the site, and nothing else', () => {
    expect(addressLanguage('?lang=es')).toBe('es');
    expect(addressLanguage('?make=Ford&lang=en')).toBe('en');
    expect(addressLanguage('?lang=fr')).toBeNull();
    expect(addressLanguage('')).toBeNull();
  });
});
