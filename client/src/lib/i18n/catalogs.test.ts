import { LANGUAGES } from '@common/languages';
import { describe, expect, it } from 'vitest';

/**
 * Every catalog against its English source: the same keys, nothing empty, the same placeholders and
 * tags, and no sentence left in English. A key English has that a language lacks fails here.
 */

/** A path relative to this folder (lib/i18n), made relative to client/src. */
function fromClientSrc(path: string): string {
  if (path.startsWith('../../')) return path.slice('../../'.length);
  if (path.startsWith('../')) return `lib/${path.slice('../'.length)}`;
  return `lib/i18n/${path.replace(/^\.\//, '')}`;
}

/** Every catalog under client/src, by its path from there (`features/landing/locales/en.json`). */
const catalogs = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../../**/locales/**/*.json', { eager: true, import: 'default' }),
  ).map(([path, messages]) => [fromClientSrc(path), messages]),
);
const englishFiles = Object.keys(catalogs).filter((file) => file.endsWith('/en.json'));
const read = (file: string) => catalogs[file] ?? {};

/** `features/landing/locales/en.json` → `landing`; `app/locales/en.json` → `app`. */
function prefixOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'app' ? 'app' : parts[1]!;
}

/** `{name}`, `{count, plural, …}` and `<0>…</0>` must survive translation unchanged. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

/** Brand names, codes and single words may read the same in another language; sentences may not. */
const mayMatchEnglish = (message: string) => message.split(/\s+/).filter((w) => /[a-z]{3}/.test(w)).length < 3;

describe('interface catalogs', () => {
  it('exist, one folder at least', () => {
    expect(englishFiles.length).toBeGreaterThan(0);
  });

  it('have keys that start with their folder name, each key in one catalog only', () => {
    const owners = new Map<string, string>();
    for (const file of englishFiles) {
      const prefix = prefixOf(file);
      for (const key of Object.keys(read(file))) {
        expect(key, file).toMatch(new RegExp(`^${prefix}\\.`));
        expect(owners.get(key), `${key} is in ${file} and ${owners.get(key)}`).toBeUndefined();
        owners.set(key, file);
      }
    }
  });

  for (const file of englishFiles) {
    const name = file;
    const english = read(file);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${name.replace('/en.json', `/${language}.json`)} has every English key, translated`, () => {
        const other = file.replace(/en\.json$/, `${language}.json`);
        expect(catalogs[other], `${other} is missing`).toBeDefined();
        const translated = read(other);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, source] of Object.entries(english)) {
          const message = translated[key];
          expect(typeof message === 'string' && message.trim() !== '', `${key} is empty`).toBe(true);
          expect(placeholders(message as string), `${key} placeholders`).toEqual(placeholders(source as string));
          if (!mayMatchEnglish(source as string)) expect(message, `${key} is still English`).not.toBe(source);
        }
      });
    }
  }
});
