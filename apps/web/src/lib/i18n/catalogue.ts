import type { Language } from '@second-gear/contract';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { Fragment, createElement, isValidElement, use, type ReactNode } from 'react';
import { pageLanguage, pageLocale } from './language';

/** A catalogue's messages: ICU message format, by key (flat keys, the same in every language). */
export type Messages = Record<string, string>;

type Values = Record<string, PrimitiveType>;
/** A rich message's values: plain values, and its tags (`<link>…</link>`) as functions of their contents. */
type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface Translate<Key extends string> {
  /** The message `key` in the page's language, with `values` in its placeholders. */
  (key: Key, values?: Values): string;
  /** A message with tags in it (`Read our <link>terms</link>`), each drawn by the function of its name in `values`. */
  rich(key: Key, values: RichValues): ReactNode;
}

export interface Catalogue<Key extends string> {
  namespace: string;
  /** Texts outside React (a toast's words, a title): call it while handling, never at a module's top level. */
  t: Translate<Key>;
}

interface Entry {
  en: Messages;
  loadSpanish: () => Promise<{ default: Messages }>;
  spanish?: Messages;
  loading?: Promise<void>;
}

const entries = new Map<string, Entry>();
const formats = new Map<string, IntlMessageFormat>();

function messageOf(entry: Entry, language: Language, key: string): string {
  return (language === 'es' ? entry.spanish?.[key] : undefined) ?? entry.en[key] ?? key;
}

function formatOf(namespace: string, key: string): IntlMessageFormat {
  const language = pageLanguage();
  const id = `${language}\u0000${namespace}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    const entry = entries.get(namespace);
    const message = entry ? messageOf(entry, language, key) : key;
    format = new IntlMessageFormat(message, pageLocale());
    formats.set(id, format);
  }
  return format;
}

/** Gives every element of a rich message's parts a key, so React can tell them apart. */
function keyed(parts: ReactNode[]): ReactNode {
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) =>
      isValidElement(part) ? createElement(Fragment, { key: index }, part) : part,
    ),
  );
}

function translator<Key extends string>(namespace: string): Translate<Key> {
  const t = (key: Key, values?: Values) => {
    const formatted = formatOf(namespace, key).format(values);
    return typeof formatted === 'string' ? formatted : String(formatted);
  };
  t.rich = (key: Key, values: RichValues): ReactNode => {
    const formatted = formatOf(namespace, key).format<ReactNode>(
      values as Record<string, PrimitiveType | ReactNode>,
    );
    return Array.isArray(formatted) ? keyed(formatted as ReactNode[]) : formatted;
  };
  return t;
}

/**
 * A feature's texts: English bundled with the feature's code (the specification's texts, and what a page falls back
 * to), Spanish fetched on first use in a Spanish page. `namespace` is the feature's folder name, unique in the app.
 */
export function defineCatalogue<const English extends Messages>(
  namespace: string,
  english: English,
  loadSpanish: () => Promise<{ default: Messages }>,
): Catalogue<Extract<keyof English, string>> {
  entries.set(namespace, { en: english, loadSpanish });
  for (const id of formats.keys()) if (id.includes(`\u0000${namespace}\u0000`)) formats.delete(id);
  return { namespace, t: translator(namespace) };
}

/** Resolves once the catalogue's texts in `language` are at hand; undefined when they already are. */
function pendingTexts(namespace: string, language: Language): Promise<void> | undefined {
  const entry = entries.get(namespace);
  if (!entry || language === 'en' || entry.spanish) return undefined;
  entry.loading ??= entry.loadSpanish().then((module) => {
    entry.spanish = module.default;
  });
  return entry.loading;
}

/** Loads the texts of every catalogue defined so far in `language`: before a page is drawn or taken over. */
export async function loadCatalogues(language: Language): Promise<void> {
  await Promise.all([...entries.keys()].map((namespace) => pendingTexts(namespace, language)));
}

/**
 * The translator of `catalogue` in the page's language. In a Spanish page whose feature came after the page loaded
 * (a lazy route's), the component waits, as for its code, until the texts have come.
 */
export function useT<Key extends string>(catalogue: Catalogue<Key>): Translate<Key> {
  const pending = pendingTexts(catalogue.namespace, pageLanguage());
  if (pending) use(pending);
  return catalogue.t;
}
