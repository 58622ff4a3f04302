/** The Agent Library for a guest: the roster, the category tabs and the cards. */
import type { Locator, Page } from '@playwright/test';
import { AGENTS } from '../common/agents/catalogue';
import { AGENT_CATEGORIES, type AgentCategory } from '../common/schemas/agent';
import { DESKTOP, MOBILE, expect, expectNoHorizontalOverflow, main, signInDialog, test } from './fixtures';

/** The product's roster written out (id: name, by category), so any change to it is deliberate. */
const SPEC_ROSTER: Record<AgentCategory, Record<string, string>> = {
  Creative: {
    'ai-writing-assistant': 'Writing Assistant',
    'ai-image-generator': 'Image Generator',
    'ai-video-creator': 'Video Creator',
    'ai-presentation-designer': 'Presentation Designer',
    'ai-audio-generator': 'Audio/Music Generator',
  },
  Productivity: {
    'ai-calendar-scheduler': 'Calendar Scheduler',
    'ai-meeting-summarizer': 'Meeting Summarizer',
    'ai-task-planner': 'Task Planner',
    'ai-translator': 'Translator',
  },
  Education: {
    'ai-study-assistant': 'Study Assistant',
    'ai-language-buddy': 'Language Learning Buddy',
    'ai-skill-trainer': 'Skill Trainer',
    'ai-research-assistant': 'Research Assistant',
    'ai-tutor': 'AI Tutor',
  },
  Business: {
    'ai-business-analyst': 'Business Analyst',
    'ai-marketing-strategist': 'Marketing Strategist',
    'ai-sales-optimizer': 'Sales Optimizer',
    'ai-financial-advisor': 'Financial Advisor',
    'ai-project-manager': 'Project Manager',
  },
  Technical: {
    'ai-code-reviewer': 'Code Reviewer',
    'ai-system-architect': 'System Architect',
    'ai-security-specialist': 'Security Specialist',
    'ai-devops-engineer': 'DevOps Engineer',
    'ai-data-scientist': 'Data Scientist',
  },
};

const agentsIn = (category: AgentCategory) => AGENTS.filter((a) => a.category === category);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The innermost element holding the agent's name and an "Open in Dashboard" button: its card. */
function card(scope: Locator, name: string): Locator {
  return scope
    .locator('*')
    .filter({ has: scope.page().getByText(name, { exact: true }) })
    .filter({ has: scope.page().getByRole('button', { name: 'Open in Dashboard' }) })
    .last();
}

async function gotoLibrary(page: Page) {
  await page.goto('/library');
  // "Loading agent library..." may flash while the session is checked; then the guest view.
  await expect(main(page).getByText('GUEST MODE')).toBeVisible();
}

test('the catalogue matches the product roster', () => {
  const actual = Object.fromEntries(
    AGENT_CATEGORIES.map((c) => [c, Object.fromEntries(agentsIn(c).map((a) => [a.id, a.name]))]),
  );
  // The copy once said "roster of 23" but the list names 24 agents (5+4+5+5+5): all are kept
  // (decision 005).
  expect(actual).toEqual(SPEC_ROSTER);
});

test.describe('library at 1440px', () => {
  test.use({ viewport: DESKTOP });

  test('guest header, five tabs with Creative selected, Ready to Get Started?', async ({ page }) => {
    await gotoLibrary(page);
    const tabs = main(page).getByRole('tab');
    // A tab may carry its agent count after the name ("Creative 5").
    await expect(tabs).toHaveText(AGENT_CATEGORIES.map((c) => new RegExp(`^\\s*${c}(?![A-Za-z])`)));
    await expect(main(page).getByRole('tab', { name: 'Creative' })).toHaveAttribute('aria-selected', 'true');
    await expect.soft(main(page).getByText('Ready to Get Started?')).toBeVisible();
    await expect.soft(main(page).getByRole('button', { name: 'Sign In to Access Agents' })).toBeVisible();
    await expect.soft(main(page).getByText('AUTHORIZED', { exact: true }).filter({ visible: true })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  });

  test('each tab shows its agents as cards with 3 capabilities and "+N more"', async ({ page }) => {
    expect(AGENTS.length, 'common/agents/catalogue.ts is empty').toBeGreaterThan(0);
    await gotoLibrary(page);
    const anyName = new RegExp(`^(${AGENTS.map((a) => escapeRegExp(a.name)).join('|')})$`);
    for (const category of AGENT_CATEGORIES) {
      const tab = main(page).getByRole('tab', { name: category });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const expected = agentsIn(category).map((a) => a.name);
      // Exactly this category's agents are shown (one round trip for all names).
      await expect
        .poll(async () => (await main(page).getByText(anyName).filter({ visible: true }).allTextContents()).sort())
        .toEqual([...expected].sort());

      const panel = main(page).getByRole('tabpanel');
      for (const agent of agentsIn(category)) {
        const c = card(panel, agent.name);
        await expect.soft(c, `${category}: card of ${agent.name}`).toBeVisible();
        if (!(await c.isVisible())) continue;
        // innerText is what is rendered (hidden capabilities excluded); CSS may change the case.
        const shown = normalise(await c.innerText());
        const expectShown = (text: string, what: string) =>
          expect.soft(shown.includes(normalise(text)), `${agent.name}: ${what} "${text}" shown`).toBe(true);
        expectShown(agent.description, 'description');
        expectShown(agent.usageInstructions, 'usage instructions');
        for (const capability of agent.capabilities.slice(0, 3)) expectShown(capability, 'capability');
        const more = agent.capabilities.length - 3;
        if (more > 0) expectShown(`+${more} more`, 'remainder');
        // A hidden capability may be quoted by the description: look only outside the prose.
        const outsideProse = [agent.description, agent.usageInstructions].reduce(
          (text, prose) => text.replace(normalise(prose), ''),
          shown,
        );
        for (const capability of agent.capabilities.slice(3)) {
          expect.soft(outsideProse.includes(normalise(capability)), `${agent.name} hides "${capability}"`).toBe(false);
        }
      }
    }
  });

  test('as a guest, Open in Dashboard and the card itself open the sign-in dialog', async ({ page }) => {
    await gotoLibrary(page);
    const panel = main(page).getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Open in Dashboard' }).first().click();
    await expect(signInDialog(page)).toBeVisible();
    await expect(page).toHaveURL('/library');
    await page.keyboard.press('Escape');
    await expect(signInDialog(page)).toBeHidden();

    await panel.getByText('Writing Assistant', { exact: true }).click();
    await expect(signInDialog(page)).toBeVisible();
    await expect(page).toHaveURL('/library');
  });

  test('Sign In to Access Agents opens the sign-in dialog', async ({ page }) => {
    await gotoLibrary(page);
    await main(page).getByRole('button', { name: 'Sign In to Access Agents' }).click();
    await expect(signInDialog(page)).toBeVisible();
  });

  test('LOGIN in the header opens the sign-in dialog here too', async ({ page }) => {
    await gotoLibrary(page);
    await page.getByRole('banner').getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(signInDialog(page)).toBeVisible();
  });
});

test.describe('library at 360px', () => {
  test.use({ viewport: MOBILE });

  /** A native <select> or a Radix Select (combobox button + listbox). */
  async function choose(page: Page, select: Locator, category: string) {
    if ((await select.evaluate((el) => el.tagName)) === 'SELECT') {
      // Options may carry a count after the name ("Technical (5)").
      const option = select.locator('option').filter({ hasText: new RegExp(`^\\s*${category}(?![A-Za-z])`) });
      await select.selectOption((await option.getAttribute('value')) ?? category);
    } else {
      await select.click();
      await page.getByRole('option', { name: category, exact: true }).click();
    }
  }

  async function selectedLabel(select: Locator): Promise<string> {
    return select.evaluate((el) =>
      el.tagName === 'SELECT'
        ? ((el as unknown as { selectedOptions: { textContent: string }[] }).selectedOptions[0]?.textContent ?? '')
        : (el.textContent ?? ''),
    );
  }

  test('a select replaces the tabs and switches the category', async ({ page }) => {
    await gotoLibrary(page);
    await expect(main(page).getByRole('tablist')).toBeHidden();
    const select = main(page).getByRole('combobox');
    await expect(select).toBeVisible();
    await expect.poll(() => selectedLabel(select)).toContain('Creative');
    await expect(main(page).getByText('Writing Assistant', { exact: true })).toBeVisible();

    await choose(page, select, 'Technical');
    await expect.poll(() => selectedLabel(select)).toContain('Technical');
    await expect(main(page).getByText('Code Reviewer', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Writing Assistant', { exact: true }).filter({ visible: true })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  });
});
