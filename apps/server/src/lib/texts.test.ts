import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { defineServerCatalogue } from './texts.ts';

type Messages = Record<string, string>;

/** Every catalogue of the server (e-mails, documents), by its folder: `{ en, es }`. */
const source = path.resolve(import.meta.dirname, '..');
const catalogues = new Map<string, Record<string, Messages>>();
for (const file of globSync('**/locales/*.json', { cwd: source })) {
  const folder = path.dirname(path.dirname(file));
  const language = path.basename(file, '.json');
  const messages = JSON.parse(readFileSync(path.join(source, file), 'utf8')) as Messages;
  catalogues.set(folder, { ...catalogues.get(folder), [language]: messages });
}

/** The names of a message's placeholders and tags, found in its parsed form. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value?: string;
      options?: object;
      children?: unknown[];
    }[]) {
      // Literals (0) and `#` (7) name nothing.
      if (element.type !== 0 && element.type !== 7 && element.value) names.add(element.value);
      if (element.children) walk(element.children);
      for (const option of Object.values(element.options ?? {}) as { value: unknown[] }[]) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe("the server's catalogues", () => {
  it('are found', () => {
    expect(catalogues.size).toBeGreaterThan(1);
  });

  describe.each([...catalogues.keys()])('%s', (folder) => {
    const { en = {}, es = {} } = catalogues.get(folder)!;

    it('has the same keys in English and Spanish, none missing in either', () => {
      expect(Object.keys(es).filter((key) => !(key in en))).toEqual([]);
      expect(Object.keys(en).filter((key) => !(key in es))).toEqual([]);
    });

    it('has messages that parse, with the same placeholders in both languages', () => {
      for (const [key, message] of Object.entries(en)) {
        expect(message.trim(), key).not.toBe('');
        expect(es[key]?.trim(), key).not.toBe('');
        expect(argumentsOf(es[key] ?? '', 'es-US'), key).toEqual(argumentsOf(message, 'en-US'));
      }
    });
  });
});

describe('a server catalogue', () => {
  const texts = defineServerCatalogue(
    { cars: '{count, plural, one {# car} other {# cars}} for {name}', only: 'English only' },
    { cars: '{count, plural, one {# auto} other {# autos}} para {name}' },
  );

  it('writes each language with its values, and English where Spanish has no message', () => {
    expect(texts('en')('cars', { count: 2, name: 'Ana' })).toBe('2 cars for Ana');
    expect(texts('es')('cars', { count: 1, name: 'Ana' })).toBe('1 auto para Ana');
    expect(texts('es')('only')).toBe('English only');
  });
});
