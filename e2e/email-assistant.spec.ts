/**
 * The email assistant and email account linking in the dashboard. The server calls the AI provider
 * for compose, and it only calls base URLs it is configured for, so this file starts its own built
 * server with AI_BASE_URL pointing at a fake provider started here (which the browser's chat calls
 * too).
 */
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { snapshotBuild, startBuiltServer, type BuildSnapshot, type BuiltServer } from '../scripts/lib/built-server';
import { fakeKey, startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { DESKTOP, MOBILE, expect, expectNoHorizontalOverflow, main, registerOnOwnServer, test } from './fixtures';

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

const COMPOSED = {
  subject: 'Atlas review: on track',
  body: 'Hi Sam,\n\nAtlas is on track for the review on Friday.\n\nBest regards,\nAda',
  sentiment: 0.8,
  suggestions: ['Name the review time', 'Offer a short call'],
};
const CHAT_REQUEST = {
  to: 'sam@example.com',
  subject: 'Atlas status',
  context: 'Tell Sam that Atlas is on track for Friday.',
  tone: 'friendly',
  length: 'brief',
};

let provider: FakeProvider;
let build: BuildSnapshot;
let server: BuiltServer;
let session: Parameters<BrowserContext['addCookies']>[0];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  provider = await startFakeProvider();
  build = snapshotBuild();
  server = await startBuiltServer({
    name: 'e2e-email-assistant',
    buildRoot: build.root,
    env: { AI_BASE_URL: provider.baseUrl },
  });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  session = await registerOnOwnServer(api, 'assistant');
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
  build?.remove();
  await provider?.close();
});

/** Signs in on this file's server; with `key`, also stores a provider key and points the browser at the fake provider. */
async function openDashboard(page: Page, opts: { key?: boolean; theme?: 'dark' | 'light'; path?: string } = {}) {
  await page.context().addCookies(session);
  await page.addInitScript(
    ([key, baseUrl, theme]) => {
      if (key) localStorage.setItem('openai-api-key', key);
      localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
      if (theme) localStorage.setItem('theme', theme);
    },
    [opts.key ? fakeKey() : '', provider.baseUrl, opts.theme ?? ''] as const,
  );
  await page.goto(`${server.url}${opts.path ?? '/dashboard'}`);
  await expect(main(page).getByText('OPERATIONAL', { exact: true })).toBeVisible();
}

const widePanel = (page: Page) => main(page).getByRole('tabpanel', { name: 'EMAIL ASSISTANT' });
const toast = (page: Page, title: string) => page.locator('li[data-state="open"]').filter({ hasText: title });
const tab = (scope: Locator, name: string) => scope.getByRole('tab', { name, exact: true });

async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('at 1440px', () => {
  test.use({ viewport: DESKTOP });

  test('without a key: API KEY REQUIRED with how to configure it', async ({ page }) => {
    await openDashboard(page);
    const panel = widePanel(page);
    await expect(panel.getByRole('heading', { name: 'API KEY REQUIRED' })).toBeVisible();
    await expect(panel).toContainText('Configure your AI-provider API key');
    await expect(panel.getByRole('tab')).toHaveCount(0);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`header, No Accounts Connected, six tabs, chat greeting, keyboard resize, axe (${theme})`, async ({
      page,
    }) => {
      await openDashboard(page, { key: true, theme });
      const panel = widePanel(page);
      await expect(panel.getByRole('heading', { name: 'AI EMAIL ASSISTANT' })).toBeVisible();
      await expect(panel.getByText('No Accounts Connected', { exact: true })).toBeVisible();
      for (const name of ['compose', 'analyze', 'templates', 'automation', 'drafts', 'insights']) {
        await expect(tab(panel, name)).toBeVisible();
      }
      const log = panel.getByRole('log', { name: 'Conversation with the Email Assistant' });
      await expect(log).toContainText('How can I assist you with your email tasks?');

      // The handle between work area and chat moves by 10% per arrow key.
      const handle = panel.getByRole('separator', { name: 'Resize the AI chat panel' });
      const before = Number(await handle.getAttribute('aria-valuenow'));
      await handle.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => Number(await handle.getAttribute('aria-valuenow'))).toBeCloseTo(before - 10, 0);

      await tab(panel, 'automation').click();
      await expect(panel).toContainText(
        "No email accounts connected. Automations are saved but won't execute until you connect an email account.",
      );
      await tab(panel, 'compose').click();
      expect(await seriousViolations(page, '#dashboard-panel')).toEqual([]);

      // The chat can be hidden and shown again without losing the conversation.
      const toggle = panel.getByRole('switch', { name: 'AI CHAT' });
      await toggle.click();
      await expect(log).toBeHidden();
      await expect(handle).toBeHidden();
      await toggle.click();
      await expect(log).toContainText('How can I assist you with your email tasks?');
    });
  }

  test('validation toasts for compose, send, analyze and templates', async ({ page }) => {
    await openDashboard(page, { key: true });
    const panel = widePanel(page);
    await panel.getByRole('button', { name: 'GENERATE EMAIL' }).click();
    await expect(toast(page, 'Context Required')).toContainText('Please provide context for the email');

    // Without an account, Send stays disabled even with a recipient.
    await panel.getByLabel('To', { exact: true }).fill('sam@example.com');
    await expect(panel.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await panel.getByRole('switch', { name: 'Schedule send' }).click();
    await expect(panel.getByRole('button', { name: 'Schedule', exact: true })).toBeDisabled();

    await tab(panel, 'analyze').click();
    await panel.getByRole('button', { name: 'EXTRACT', exact: true }).click();
    await expect(toast(page, 'Content Required')).toContainText('Please provide email content to analyze');

    await tab(panel, 'templates').click();
    await panel.getByRole('button', { name: 'SUGGEST TEMPLATES' }).click();
    await expect(toast(page, 'Missing Information')).toContainText('Please provide both category and context');
  });

  test('compose: the generated email with its sentiment as a percent, saved in drafts', async ({ page }) => {
    provider.setScenario('json', { json: JSON.stringify(COMPOSED) });
    await openDashboard(page, { key: true });
    const panel = widePanel(page);
    await panel.getByLabel('To', { exact: true }).fill('sam@example.com');
    await panel.getByLabel('Tone').selectOption('friendly');
    await panel.getByLabel('Context').fill('Tell Sam that Atlas is on track for the review on Friday.');
    await panel.getByRole('button', { name: 'GENERATE EMAIL' }).click();
    await expect(toast(page, 'Email Generated')).toContainText('Your email has been composed and saved as a draft.');

    const generated = panel.getByRole('region', { name: 'GENERATED EMAIL' });
    await expect(generated.getByLabel('Subject')).toHaveValue(COMPOSED.subject);
    await expect(generated.getByLabel('Body')).toHaveValue(COMPOSED.body);
    await expect(generated).toContainText('80%');
    await expect(generated).toContainText('friendly');
    await expect(generated).toContainText('Offer a short call');

    await tab(panel, 'drafts').click();
    const drafts = panel.getByRole('region', { name: 'SAVED DRAFTS' });
    await expect(drafts).toContainText(COMPOSED.subject);
    await expect(drafts).toContainText('To sam@example.com');

    await tab(panel, 'insights').click();
    await expect(panel.getByRole('region', { name: 'OVERVIEW' })).toContainText(/Drafts\s*1/);
  });

  test('chat: a streamed reply with a compose request fills the compose form; CLEAR', async ({ page }) => {
    const block = ['```compose', JSON.stringify(CHAT_REQUEST), '```'].join('\n');
    provider.setScenario('ok', { reply: `Here is what I would send.\n\n${block}` });
    await openDashboard(page, { key: true });
    const panel = widePanel(page);
    const log = panel.getByRole('log', { name: 'Conversation with the Email Assistant' });
    const box = panel.getByRole('textbox', { name: 'Message to the Email Assistant' });
    await box.fill('Write to Sam that Atlas is on track');
    await box.press('Enter');
    await expect(log).toContainText('Here is what I would send.');
    await expect(log).not.toContainText('```compose');
    await log.getByRole('button', { name: 'Fill compose form' }).click();

    await expect(tab(panel, 'compose')).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByLabel('To', { exact: true })).toHaveValue(CHAT_REQUEST.to);
    await expect(panel.getByLabel('Subject (optional guidance)')).toHaveValue(CHAT_REQUEST.subject);
    await expect(panel.getByLabel('Context')).toHaveValue(CHAT_REQUEST.context);
    await expect(panel.getByLabel('Tone')).toHaveValue('friendly');
    await expect(panel.getByLabel('Length')).toHaveValue('brief');

    await panel.getByRole('button', { name: 'CLEAR' }).click();
    await expect(log).toContainText('Chat history cleared. Email Assistant ready for new conversation.');
    await expect(log).toContainText('How can I assist you with your email tasks?');
    await expect(log).not.toContainText('Here is what I would send.');
  });

  test('linked accounts: security note, provider buttons, not-configured providers, app-password form', async ({
    page,
  }) => {
    await openDashboard(page);
    await main(page).getByRole('button', { name: 'Linked Accounts' }).click();
    const panel = main(page).getByRole('region', { name: 'LINKED ACCOUNTS' });
    await expect(panel).toContainText('OAuth 2.0 is used and passwords are never stored');
    await expect(panel).toContainText('Automation features are available with the Pro plan.');
    // No Google or Microsoft client is configured on this server: those say so instead of failing.
    for (const [label, name] of [
      ['Gmail', 'Connect Gmail'],
      ['Outlook', 'Connect Outlook'],
    ]) {
      const button = panel.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(panel).toContainText(`${label} linking is not configured on this server.`);
    }
    await expect(panel.getByRole('button', { name: 'Connect Yahoo' })).toBeEnabled();
    await panel.getByRole('button', { name: 'Connect iCloud' }).click();

    const dialog = page.getByRole('dialog', { name: 'CONNECT ICLOUD' });
    await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('App-specific password', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /app-specific password/ })).toHaveAttribute('target', '_blank');
    await dialog.getByRole('button', { name: 'CONNECT', exact: true }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(dialog).toBeHidden();
    expect(await seriousViolations(page, '#dashboard-panel')).toEqual([]);
  });
});

test('at 800px: chat above a section dropdown without drafts and insights', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openDashboard(page, { key: true, path: '/dashboard?tab=email-assistant' });
  const modal = page.getByRole('dialog', { name: 'EMAIL ASSISTANT' });
  const section = modal.getByRole('combobox', { name: 'Section' });
  await expect(section).toBeVisible();
  await expect(modal.getByRole('tab')).toHaveCount(0);
  await expect(section.locator('option')).toHaveText(['compose', 'analyze', 'templates', 'automation']);
  const chat = modal.getByRole('log', { name: 'Conversation with the Email Assistant' });
  await expect(chat).toContainText('How can I assist you with your email tasks?');
  const [chatBox, selectBox] = await Promise.all([chat.boundingBox(), section.boundingBox()]);
  expect(chatBox!.y).toBeLessThan(selectBox!.y);
  await section.selectOption('analyze');
  await expect(modal.getByLabel('Information to extract')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('at 360px: the reduced analyze form, no sideways scrolling', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await openDashboard(page, { key: true, path: '/dashboard?tab=email-assistant' });
  const modal = page.getByRole('dialog', { name: 'EMAIL ASSISTANT' });
  await expect(modal.getByText('No Accounts Connected', { exact: true })).toBeVisible();
  await modal.getByRole('combobox', { name: 'Section' }).selectOption('analyze');
  await expect(modal.getByLabel('Email content')).toBeVisible();
  await expect(modal.getByLabel('Information to extract')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
