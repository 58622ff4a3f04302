import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import type { Language } from '@common/languages';

/**
 * The interface's translations, on Lingui's core (about 2 kB; its React binding is left out, the
 * one hook below does what the page needs from it). Every folder with visible strings
 * keeps a catalog per language in `locales/<lang>.json`, keyed by `<folder>.<name>`:
 *
 * - English is the source. A folder's `i18n.ts` imports its English catalog statically, so English
 *   travels in the same chunk as the components that show it and nothing is fetched for it.
 * - Another language is fetched only when chosen: `activateLanguage` loads that language's catalog
 *   of every folder at once (one chunk per language), so a view opened later is translated too.
 */

i18n.loadAndActivate({ locale: 'en', messages: {} });

export { i18n };

type Values = Record<string, unknown>;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale;

/** The interface language now (outside React, or at the moment of a request). */
export const currentLanguage = (): Language => i18n.locale as Language;

/** The interface language, re-rendering the caller when it changes. */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
export type Translate<K extends string> = (key: K, values?: Values) => string;

/**
 * Registers a folder's English catalog and returns its translation hook. `Catalog` is the type of
 * the English JSON, so a key that does not exist is a type error.
 */
export function createTranslator<Catalog extends Record<string, string>>(english: Messages) {
  i18n.load('en', english);
  type Key = Extract<keyof Catalog, string>;
  /** Outside React (toasts, document titles): the current language at the time of the call. */
  const translate: Translate<Key> = (key, values) => i18n._(key, values);
  /** Inside React: re-renders the caller when the language changes. */
  function useT(): Translate<Key> {
    useLocale();
    return translate;
  }
  return { useT, translate };
}

/** One chunk per language (`languages/<lang>.ts`), holding that language's catalog of every folder. */
const bundles = import.meta.glob<{ messages: Messages }>('./languages/*.ts');

let requested: Language = 'en';
const loaded = new Set<Language>(['en']);

/** Switches the interface language; the last call wins when several race. */
export async function activateLanguage(language: Language): Promise<void> {
  requested = language;
  if (!loaded.has(language)) {
    const load = bundles[`./languages/${language}.ts`];
    if (load) i18n.load(language, (await load()).messages);
    loaded.add(language);
  }
  if (requested !== language) return;
  i18n.activate(language);
  // Set only when it changes: theme-init.js set it before the first paint.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}
