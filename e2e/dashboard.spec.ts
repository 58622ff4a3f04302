/**
 * The dashboard shell (browser-stored items, agent selection, access tiers, the subscription screen
 * and its toasts), signed in with a real account.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalOverflow,
  footer,
  main,
  registerViaApi,
  test,
  type SessionCookies,
} from './fixtures';

/** Well formed (sk-, over 20 characters): enough for the chat slot (the tier comes from the plan). */
const TEST_KEY = 'sk-e2e-dashboard-0123456789abcdef';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });
const list = (page: Page, name: string) => menu(page).getByRole('list', { name, exact: true });
const agentButton = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });
const tab = (page: Page, name: string) => main(page).getByRole('tab', { name, exact: true });

/** The account on Basic (PREMIUM: the whole library), set in beforeAll. */
let premiumSession: SessionCookies = [];

async function openDashboard(page: Page, opts: { key?: boolean; path?: string; premium?: boolean } = {}) {
  if (opts.key) await page.addInitScript((key) => localStorage.setItem('openai-api-key', key), TEST_KEY);
  // The same cookie name: the premium account's session replaces the Free one for this page.
  if (opts.premium) await page.context().addCookies(premiumSession);
  await page.goto(opts.path ?? '/dashboard');
  await expect(main(page).getByText('OPERATIONAL', { exact: true })).toBeVisible();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('signed out: DASHBOARD ACCESS REQUIRED and SIGN IN TO CONTINUE to /api/login, no footer', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(main(page).getByRole('heading', { name: 'DASHBOARD ACCESS REQUIRED' })).toBeVisible();
  await expect(footer(page)).toHaveCount(0);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await main(page).getByRole('button', { name: 'SIGN IN TO CONTINUE' }).click();
  await expect.poll(() => requests).toContain('/api/login');
});

test.describe('signed in', () => {
  // One account for the file, and each test still gets its own browser context, so favorites and
  // recent agents start empty every time.
  let session: SessionCookies = [];

  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext();
    session = (await registerViaApi(api, { firstName: 'Dana', lastName: 'Operator' })).cookies;
    await api.dispose();
    const premiumApi = await playwright.request.newContext();
    premiumSession = (await registerViaApi(premiumApi, { firstName: 'Pat', lastName: 'Premium', plan: 'basic' }))
      .cookies;
    await premiumApi.dispose();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(session);
  });

  test.describe('at 1440px', () => {
    test.use({ viewport: DESKTOP });

    test('OPERATIONAL, EMAIL ASSISTANT tab by default, the four menu sections, no footer', async ({ page }) => {
      await openDashboard(page);
      await expect(tab(page, 'EMAIL ASSISTANT')).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, 'AGENTS')).toHaveAttribute('aria-selected', 'false');
      for (const heading of ['USER MANAGEMENT', 'SUBSCRIPTION MANAGEMENT', 'QUICK ACTIONS', 'YOUR AVAILABLE AGENTS']) {
        await expect.soft(menu(page).getByRole('heading', { name: heading })).toBeVisible();
      }
      for (const item of [
        'Profile & Settings',
        'Linked Accounts',
        'Billing & Plans',
        'Dashboard Overview',
        'Recent Activity',
      ]) {
        await expect.soft(agentButton(menu(page), item)).toBeVisible();
      }
      await expect(footer(page)).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
    });

    test('Dashboard Overview counts agents, favorites and recent activity', async ({ page }) => {
      await openDashboard(page);
      await agentButton(menu(page), 'Dashboard Overview').click();
      const panel = main(page).getByRole('region', { name: 'DASHBOARD OVERVIEW' });
      await expect(panel).toBeVisible();
      // DEMO: the 3 starter agents, plus the Email Assistant.
      await expect(panel.getByRole('definition').first()).toHaveText('4');
      await expect(panel.getByText('Favorites', { exact: true })).toBeVisible();
      await panel.getByRole('button', { name: 'Linked Accounts' }).click();
      await expect(main(page).getByRole('region', { name: 'LINKED ACCOUNTS' })).toBeVisible();
    });

    test('DEMO tier: the 3 starter agents, the Premium note, API KEY REQUIRED opens the wizard', async ({ page }) => {
      await openDashboard(page);
      await expect(menu(page).getByText('DEMO', { exact: true })).toBeVisible();
      await expect(list(page, 'ALL AGENTS').getByRole('listitem')).toHaveText([
        /Writing Assistant/,
        /Task Planner/,
        /Study Assistant/,
      ]);
      await expect(menu(page).getByText('4 agents available')).toBeVisible();
      await expect(menu(page).getByText('More agents available with Premium Access')).toBeVisible();
      await agentButton(list(page, 'ALL AGENTS'), 'Writing Assistant').click();
      await expect(tab(page, 'AGENTS')).toHaveAttribute('aria-selected', 'true');
      await expect(main(page).getByRole('heading', { name: 'API KEY REQUIRED' })).toBeVisible();
      await main(page).getByRole('button', { name: 'GETTING STARTED' }).click();
      await expect(page.getByRole('dialog').getByText('Step 1 of 4')).toBeVisible();
    });

    test('DEMO tier: the upgrade under the note opens Billing & Plans', async ({ page }) => {
      await openDashboard(page);
      await menu(page).getByRole('button', { name: 'UPGRADE TO BASIC' }).click();
      await expect(main(page).getByRole('region', { name: 'BILLING & PLANS' })).toBeVisible();
    });

    test('a Free user opening a library agent outside the plan sees it locked, naming Basic', async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem('openai-api-key', key), TEST_KEY);
      await page.goto('/library');
      await main(page)
        .getByRole('tab', { name: /^Education/ })
        .click();
      await main(page)
        .getByRole('article', { name: 'AI Tutor' })
        .getByRole('button', { name: /^Open in Dashboard/ })
        .click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const panel = main(page).getByRole('tabpanel', { name: 'AGENT CHAT' });
      await expect(panel.getByRole('heading', { name: 'BASIC PLAN REQUIRED' })).toBeVisible();
      await expect(panel).toContainText(
        'The full agent library is part of the Basic plan. Upgrade to Basic to use this agent.',
      );
      await expect(panel.getByRole('region', { name: /^Chat with/ })).toHaveCount(0);
      // The prompt of a gated agent is refused to this account by the server too.
      const refused = await page.request.get('/api/agents/ai-tutor/prompt');
      expect(refused.status()).toBe(403);
      expect((await refused.json()).error.code).toBe('plan_required');
      await panel.getByRole('button', { name: 'UPGRADE TO BASIC' }).click();
      await expect(main(page).getByRole('region', { name: 'BILLING & PLANS' })).toBeVisible();
    });

    test('AGENTS tab without an agent: NO AGENT SELECTED', async ({ page }) => {
      await openDashboard(page, { key: true });
      await tab(page, 'AGENTS').click();
      await expect(main(page).getByRole('heading', { name: 'NO AGENT SELECTED' })).toBeVisible();
      await expect(main(page).getByText('Select an agent from the roster to begin operations')).toBeVisible();
    });

    test('the star adds an agent to FAVORITES, kept across reloads', async ({ page }) => {
      await openDashboard(page, { key: true, premium: true });
      await expect(menu(page).getByText('PREMIUM', { exact: true })).toBeVisible();
      await expect(menu(page).getByText('More agents available with Premium Access')).toHaveCount(0);
      await expect(menu(page).getByText('25 agents available')).toBeVisible();
      const star = list(page, 'ALL AGENTS').getByRole('button', { name: 'Add Translator to favorites' });
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await expect(agentButton(list(page, 'FAVORITES'), 'Translator')).toBeVisible();
      await page.reload();
      await expect(agentButton(list(page, 'FAVORITES'), 'Translator')).toBeVisible();
      await list(page, 'FAVORITES').getByRole('button', { name: 'Add Translator to favorites' }).click();
      await expect(list(page, 'FAVORITES')).toHaveCount(0);
    });

    test('RECENT shows the last 3 agents, most recent first; 5 are stored', async ({ page }) => {
      await openDashboard(page, { key: true, premium: true });
      const names = ['Writing Assistant', 'Translator', 'AI Tutor', 'Code Reviewer', 'Task Planner', 'Data Scientist'];
      for (const name of names) await agentButton(list(page, 'ALL AGENTS'), name).click();
      await expect(list(page, 'RECENT').getByRole('listitem')).toHaveText([
        /Data Scientist/,
        /Task Planner/,
        /Code Reviewer/,
      ]);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recent-agents') ?? '[]') as string[]);
      expect(stored).toEqual(['ai-data-scientist', 'ai-task-planner', 'ai-code-reviewer', 'ai-tutor', 'ai-translator']);
      // Choosing a listed agent again moves it to the front.
      await agentButton(list(page, 'RECENT'), 'Code Reviewer').click();
      await expect(list(page, 'RECENT').getByRole('button', { name: 'Code Reviewer', exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(list(page, 'RECENT').getByRole('listitem').first()).toContainText('Code Reviewer');
    });

    test('search and category filter the roster', async ({ page }) => {
      await openDashboard(page, { key: true, premium: true });
      const all = list(page, 'ALL AGENTS');
      await menu(page).getByPlaceholder('Search agents...').fill('TUTOR');
      await expect(all.getByRole('listitem')).toHaveCount(1);
      await expect(agentButton(all, 'AI Tutor')).toBeVisible();
      await menu(page).getByPlaceholder('Search agents...').fill('');
      await menu(page).getByRole('combobox', { name: 'Agent category' }).selectOption('Technical');
      await expect(all.getByRole('listitem')).toHaveCount(5);
      await expect(agentButton(all, 'Code Reviewer')).toBeVisible();
    });

    test('?selectedAgent=ai-tutor opens AI Tutor on the AGENTS tab and resets the URL', async ({ page }) => {
      await openDashboard(page, { key: true, premium: true, path: '/dashboard?selectedAgent=ai-tutor' });
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(tab(page, 'AGENTS')).toHaveAttribute('aria-selected', 'true');
      const panel = main(page).getByRole('tabpanel', { name: 'AGENT CHAT' });
      await expect(panel.getByText('AI TUTOR', { exact: true })).toBeVisible();
      await expect(agentButton(list(page, 'RECENT'), 'AI Tutor')).toBeVisible();
    });

    test('the home page and the library open an agent in the dashboard', async ({ page }) => {
      await page.context().addCookies(premiumSession);
      await page.addInitScript(() => localStorage.setItem('recent-agents', JSON.stringify(['ai-tutor'])));
      await page.addInitScript((key) => localStorage.setItem('openai-api-key', key), TEST_KEY);
      await page.goto('/');
      await main(page)
        .getByRole('link', { name: /AI Tutor/ })
        .click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        main(page).getByRole('tabpanel', { name: 'AGENT CHAT' }).getByText('AI TUTOR', { exact: true }),
      ).toBeVisible();

      await page.goto('/library');
      await main(page).getByRole('button', { name: 'Open in Dashboard' }).first().click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        main(page).getByRole('tabpanel', { name: 'AGENT CHAT' }).getByText('WRITING ASSISTANT', { exact: true }),
      ).toBeVisible();
    });

    test('?tab=email-assistant selects the email assistant; FLAGSHIP item does too', async ({ page }) => {
      await openDashboard(page, { path: '/dashboard?tab=email-assistant' });
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(tab(page, 'EMAIL ASSISTANT')).toHaveAttribute('aria-selected', 'true');
      await tab(page, 'AGENTS').click();
      await menu(page)
        .getByRole('button', { name: /AI Email Assistant/ })
        .click();
      await expect(tab(page, 'EMAIL ASSISTANT')).toHaveAttribute('aria-selected', 'true');
      await expect(menu(page).getByText('FLAGSHIP', { exact: true })).toBeVisible();
    });

    test('QUICK ACTIONS and YOUR AVAILABLE AGENTS collapse, and stay collapsed', async ({ page }) => {
      await openDashboard(page);
      const quick = menu(page).getByRole('button', { name: 'QUICK ACTIONS' });
      await expect(quick).toHaveAttribute('aria-expanded', 'true');
      await quick.click();
      await expect(quick).toHaveAttribute('aria-expanded', 'false');
      await expect(agentButton(menu(page), 'Dashboard Overview')).toBeHidden();
      const agents = menu(page).getByRole('button', { name: 'YOUR AVAILABLE AGENTS' });
      await agents.click();
      await expect(menu(page).getByPlaceholder('Search agents...')).toBeHidden();
      await page.reload();
      await expect(quick).toHaveAttribute('aria-expanded', 'false');
      await expect(agents).toHaveAttribute('aria-expanded', 'false');
      expect(await page.evaluate(() => localStorage.getItem('quick-actions-expanded'))).toBe('false');
    });

    test('Billing & Plans without a billing provider: Free is CURRENT, the operator handles changes', async ({
      page,
    }) => {
      await openDashboard(page);
      await agentButton(menu(page), 'Billing & Plans').click();
      const panel = main(page).getByRole('region', { name: 'BILLING & PLANS' });
      await expect(panel.getByText('No billing period — Free plan')).toBeVisible();
      await expect(panel.getByText('CURRENT', { exact: true })).toBeVisible();
      // The main test server runs without Stripe: plans are labelled, not sold, and the note says who sets them.
      await expect(panel.getByText('UPGRADE', { exact: true })).toHaveCount(2);
      await expect(panel.getByRole('button', { name: /^UPGRADE/ })).toHaveCount(0);
      await expect(panel.getByRole('button', { name: 'CANCEL SUBSCRIPTION' })).toHaveCount(0);
      await expect(
        panel.getByText('Billing is handled by the operator of this service. Contact them to change your plan.'),
      ).toBeVisible();
    });
  });

  test.describe('at 360px', () => {
    test.use({ viewport: MOBILE });

    test('the menu fills the page; a section opens full screen and closes back to the menu', async ({ page }) => {
      await openDashboard(page);
      await expect(main(page).getByRole('heading', { name: 'DASHBOARD MENU' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      const item = agentButton(menu(page), 'Billing & Plans');
      await item.click();
      const modal = page.getByRole('dialog', { name: 'BILLING & PLANS' });
      await expect(modal).toBeVisible();
      await expect(modal.getByText('No billing period — Free plan')).toBeVisible();
      await expect.poll(() => modal.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
      const box = await modal.boundingBox();
      expect(box && Math.round(box.width)).toBe(MOBILE.width);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(item).toBeFocused();
      await expect(main(page).getByRole('heading', { name: 'DASHBOARD MENU' })).toBeVisible();
    });

    test('choosing an agent opens its chat full screen; closing returns to the menu', async ({ page }) => {
      await openDashboard(page, { key: true, premium: true });
      const item = agentButton(list(page, 'ALL AGENTS'), 'Translator');
      await item.click();
      const modal = page.getByRole('dialog', { name: 'AGENT CHAT' });
      await expect(modal.getByRole('region', { name: 'Chat with Translator' })).toBeVisible();
      const box = await modal.boundingBox();
      expect(box && Math.round(box.width)).toBe(MOBILE.width);
      await expectNoHorizontalOverflow(page);
      await modal.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(modal).toBeHidden();
      await expect(item).toBeFocused();
      await expect(main(page).getByRole('heading', { name: 'DASHBOARD MENU' })).toBeVisible();
    });

    test('?selectedAgent=ai-tutor opens the agent chat full screen', async ({ page }) => {
      await openDashboard(page, { key: true, premium: true, path: '/dashboard?selectedAgent=ai-tutor' });
      const modal = page.getByRole('dialog', { name: 'AGENT CHAT' });
      await expect(modal.getByText('AI TUTOR', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await modal.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(main(page).getByRole('heading', { name: 'DASHBOARD MENU' })).toBeVisible();
    });
  });

  test('axe: no serious or critical violation in dark and light, at 1440px and 360px', async ({ page }) => {
    // Eight full axe passes over the dashboard: on a loaded machine that alone can pass a minute.
    test.slow();
    const results: string[] = [];
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      for (const theme of ['dark', 'light']) {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await openDashboard(page);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        const where = `${theme}, ${viewport.width}px`;
        results.push(...(await seriousViolations(page)).map((v) => `${where}: ${v}`));
        await agentButton(menu(page), 'Billing & Plans').click();
        if (viewport === MOBILE) await expect(page.getByRole('dialog')).toBeVisible();
        results.push(...(await seriousViolations(page)).map((v) => `${where}, billing: ${v}`));
      }
    }
    expect(results.join('\n'), 'axe violations').toBe('');
  });
});
