import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../lib/i18n';
import { readSearchAddress } from '../../entities/search-query/search-state';
import { sameSearch, searchSummary, suggestedSearchName } from './saved-search-words';

const queryOf = (address: string) => readSearchAddress(address).query;

afterEach(() => setPageLanguage('en'));

describe('saved-search words', () => {
  it('names a search as a person would say it', () => {
    expect(suggestedSearchName(queryOf('make=Honda&priceMax=15000'))).toBe('Honda under $15,000');
    expect(suggestedSearchName(queryOf('make=Honda&modelName=Civic&yearMin=2016'))).toBe(
      'Honda Civic from 2016',
    );
    expect(suggestedSearchName(queryOf('make=Honda&make=Mazda&make=Toyota'))).toBe('Honda, Mazda or 1 more');
    expect(suggestedSearchName(queryOf('q=red pickup&zip=98101&radius=50'))).toBe(
      '“red pickup” within 50 mi of 98101',
    );
    expect(suggestedSearchName(queryOf('priceMin=5000&priceMax=9000&mileageMax=80000'))).toBe(
      'Cars $5,000–$9,000 under 80,000 mi',
    );
  });

  it('names a search in Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    await loadCatalogues('es');
    expect(suggestedSearchName(queryOf('make=Honda&make=Mazda&make=Toyota&priceMax=15000'))).toBe(
      'Honda, Mazda o 1 más por menos de $15,000',
    );
    expect(suggestedSearchName(queryOf('zip=98101&yearMin=2016'))).toBe('Autos desde 2016 cerca de 98101');
  });

  it('keeps a long name within what the server keeps', () => {
    const name = suggestedSearchName(queryOf(`q=${'convertible '.repeat(8).trim()}&make=Honda`));
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name.endsWith('…')).toBe(true);
  });

  it('sums up a saved query with the chips’ words', () => {
    expect(searchSummary('make=Honda&priceMax=15000&verified=true')).toBe(
      'Honda · Up to $15,000 · Verified sellers',
    );
  });

  it('knows a search saved with the server’s spelling as the same search', () => {
    expect(sameSearch('make=Honda&priceMax=15000', queryOf('priceMax=15000&make=honda'))).toBe(true);
    expect(sameSearch('make=Honda&priceMax=15000', queryOf('make=Honda'))).toBe(false);
  });
});
