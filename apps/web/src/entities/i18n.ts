import { defineCatalogue } from '../lib/i18n';
import english from './locales/en.json';

/** The texts of what many features share (cars, sessions, accounts…): one catalogue for the entities layer. */
export const entitiesCatalogue = defineCatalogue('entities', english, () => import('./locales/es.json'));

type EntitiesKey = Parameters<typeof entitiesCatalogue.t>[0];

/**
 * Words by name (a state's, a band's), each read from the catalogue when it is used, so in the page's language: a
 * table of them can live at a module's top level, where the page's language is not known yet.
 */
export function wordsOf<Name extends string>(
  keys: Readonly<Record<Name, EntitiesKey>>,
): Readonly<Record<Name, string>> {
  const words = {} as Record<Name, string>;
  for (const [name, key] of Object.entries(keys) as [Name, EntitiesKey][]) {
    Object.defineProperty(words, name, { enumerable: true, get: () => entitiesCatalogue.t(key) });
  }
  return words;
}
