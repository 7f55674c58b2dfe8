import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import { pushDollars, pushText, shortened, type PushTextKey } from './push-texts.ts';

/** The placeholders a message names (`{from}`, `{count, plural, …}`), sorted. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => name))].sort();

describe('the push catalogues', () => {
  it('have the same keys and placeholders in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as PushTextKey[])
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
  });

  it('write in the recipient language, English when they chose none, with plurals and prices', () => {
    expect(pushText(null, 'alert.body', { count: 1 })).toBe('1 new car matches your saved search.');
    expect(pushText('en', 'alert.body', { count: 3 })).toBe('3 new cars match your saved search.');
    expect(pushText('es', 'alert.body', { count: 3 })).toBe(
      '3 autos nuevos coinciden con su búsqueda guardada.',
    );
    expect(pushText('en', 'offer.made', { by: 'Sam', amount: pushDollars('en', 12500) })).toBe(
      'Sam offered $12,500.',
    );
    expect(pushText('es', 'offer.expired', { amount: pushDollars('es', 12500) })).toBe(
      'La oferta de $12,500 venció.',
    );
  });

  it('cuts a long text at a word, to what a notification shows', () => {
    expect(shortened('short  and\nsweet')).toBe('short and sweet');
    const long = shortened('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long).toMatch(/word…$/);
  });
});
