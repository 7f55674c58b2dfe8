import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../lib/i18n';
import { listingStatsCatalogue } from './i18n';

const { t } = listingStatsCatalogue;

afterEach(() => setPageLanguage('en'));

describe('stats words', () => {
  it('says a count with its noun', () => {
    expect(t('numbers.headline', { views: 1, saves: 0, messages: 1200 })).toBe(
      '1 view · 0 saves · 1,200 messages',
    );
  });

  it('says a place in order', () => {
    expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(
        (rank) => t('panel.position', { rank, of: 200 }).split(' ')[0],
      ),
    ).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th']);
  });

  it('says them in Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    await loadCatalogues('es');
    expect(t('numbers.headline', { views: 1, saves: 0, messages: 1200 })).toBe(
      '1 visita · 0 guardados · 1,200 mensajes',
    );
    expect(t('panel.position', { rank: 3, of: 12 })).toBe('3.º más barato de 12 autos similares.');
  });
});
