/**
 * axe checks shared by the account specs: serious and critical violations only, the ones that block
 * or badly hinder a user.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** One line per serious or critical violation, with up to five offending elements. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate('document.fonts.ready.then(() => true)');
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      ... and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s)) ${v.helpUrl}\n${nodes}${more}`;
    });
}

/** Stores the theme for the next load of the page (the app reads it from localStorage on start). */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
}

export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/** The collected violations as one message; empty when there are none. */
export function report(results: Record<string, string[]>): string {
  return Object.entries(results)
    .filter(([, list]) => list.length > 0)
    .map(([where, list]) => `${where}:\n  ${list.join('\n  ')}`)
    .join('\n\n');
}
