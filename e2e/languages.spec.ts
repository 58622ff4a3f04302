/**
 * The interface in each language of the preferences (issue 15): the landing, the dashboard and the
 * settings render in the chosen language with `<html lang>` set, and no raw catalog key (what a
 * missing translation would show) appears anywhere on them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../common/languages';
import { expect, main, registerViaApi, test } from './fixtures';

const CLIENT_SRC = join(import.meta.dirname, '../client/src');

/** Every catalog file under client/src, by path. */
function catalogFiles(dir = CLIENT_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : catalogFiles(path);
    return /\/locales\/(.+\/)?[a-z]{2}\.json$/.test(path) ? [path] : [];
  });
}
const readCatalog = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const ENGLISH_KEYS = catalogFiles()
  .filter((path) => path.endsWith('/en.json'))
  .flatMap((path) => Object.keys(readCatalog(path)));
const landingText = (language: Language, key: string) =>
  readCatalog(join(CLIENT_SRC, `features/landing/locales/${language}.json`))[key]!;

/** The translation of an English text shown by one feature, looked up through its catalogs. */
function translationOf(feature: string, english: string, language: Language): string {
  const catalog = (lang: Language) => readCatalog(join(CLIENT_SRC, `features/${feature}/locales/${lang}.json`));
  const key = Object.entries(catalog('en')).find(([, text]) => text === english)?.[0];
  if (!key) throw new Error(`features/${feature} has no English text "${english}"`);
  return catalog(language)[key]!;
}

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => {
    const prefs = JSON.parse(localStorage.getItem('display-preferences') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('display-preferences', JSON.stringify({ ...prefs, language: lang }));
  }, language);
}

async function expectNoRawKeys(page: Page) {
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  expect(ENGLISH_KEYS.filter((key) => text.includes(key))).toEqual([]);
}

for (const language of LANGUAGES.filter((l) => l !== 'en')) {
  test(`${language}: landing, dashboard and settings render translated, with no raw key`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(landingText(language, 'landing.hero.title'));
    await expectNoRawKeys(page);

    await registerViaApi(page);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(main(page)).toBeVisible();
    await expectNoRawKeys(page);

    await page.goto('/settings?tab=prefs');
    await expect(main(page).getByLabel(/./).first()).toBeVisible();
    await expectNoRawKeys(page);
  });
}

test('choosing a language on PREFS switches the page at once and stays after a reload', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/settings?tab=prefs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await main(page).getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const heading = translationOf('settings', 'DISPLAY PREFERENCES', 'fr');
  await expect(main(page).getByRole('heading', { name: heading })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(main(page).getByRole('heading', { name: heading })).toBeVisible();
});
