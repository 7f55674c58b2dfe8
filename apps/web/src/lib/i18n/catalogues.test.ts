import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

type Messages = Record<string, string>;

/** Every catalogue of the app, by its folder: `{ en, es }`. */
const files = import.meta.glob<Messages>('/src/**/locales/*.json', { eager: true, import: 'default' });
const catalogues = new Map<string, Record<string, Messages>>();
for (const [file, messages] of Object.entries(files)) {
  const [, folder = '', language = ''] = /^(.*)\/locales\/([a-z]+)\.json$/.exec(file) ?? [];
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

describe('the catalogues', () => {
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
