/**
 * Edit and regenerate in the agent chat, against the fake provider: an edited message gets a new
 * reply and the earlier exchange stays as version 1 of 2; switching, reloading, regenerating,
 * what the provider is sent, the JSON export and its import into another browser; keyboard only,
 * axe clean. The conversation lives in the browser (IndexedDB): the server only signs the user in.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { seriousViolations } from './axe';
import { MOBILE, expect, expectNoHorizontalOverflow, registerViaApi, test } from './fixtures';
import { useFakeProviderKey, writingAssistantChat } from './writing-assistant-chat';
import { storedContents } from './chat-checks';

const AGENT_URL = '/dashboard?selectedAgent=ai-writing-assistant';

let provider: FakeProvider;

test.beforeAll(async () => {
  // No fixed reply: the provider answers "Echo: <the last user message>", so each reply names its question.
  provider = await startFakeProvider({ scenario: 'ok' });
});

test.afterAll(async () => {
  await provider?.close();
});

/** A Basic user (export is part of Basic) with the fake provider's key in this browser. */
async function signIn(context: BrowserContext) {
  await registerViaApi(context, { plan: 'basic' });
  await useFakeProviderKey(context, provider.baseUrl);
}

const chat = writingAssistantChat;

async function send(page: Page, text: string) {
  const { box, log } = chat(page);
  await box.fill(text);
  await box.press('Enter');
  await expect(log).toContainText(`Echo: ${text}`);
}

/** The message of the conversation that holds this text. */
const message = (page: Page, text: string) => chat(page).log.getByRole('listitem').filter({ hasText: text });

/** Presses a button with the keyboard, as someone without a mouse does. */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

/** The user messages of the last request the provider received. */
function lastRequestUserMessages(): string[] {
  const request = provider.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1);
  const messages = (request?.body as { messages: { role: string; content: unknown }[] }).messages;
  return messages.filter((m) => m.role === 'user').map((m) => String(m.content));
}

async function exportAll(page: Page): Promise<string> {
  const { panel, sidebar } = chat(page);
  if (!(await sidebar.isVisible())) await panel.getByRole('button', { name: 'Conversations', exact: true }).click();
  const download = page.waitForEvent('download');
  await sidebar.getByRole('button', { name: 'Export all as JSON' }).click();
  return (await download).path();
}

test('edit a message, switch versions, reload, regenerate, export and import: no version is lost', async ({
  context,
  page,
  browser,
}) => {
  await signIn(context);
  await page.goto(AGENT_URL);
  const { log } = chat(page);
  await expect(log).toContainText("I'm your Writing Assistant");
  await send(page, 'Plan a picnic');
  await send(page, 'Add drinks');

  // Edit the first message, by keyboard: the bubble becomes a box, Ctrl+Enter saves and sends.
  await press(message(page, 'Plan a picnic').first().getByRole('button', { name: 'Edit your message' }));
  const editBox = log.getByRole('textbox', { name: 'Your message, edited' });
  await expect(editBox).toBeFocused();
  await expect(editBox).toHaveValue('Plan a picnic');
  await expect(await seriousViolations(page, 'section[aria-label="Chat with Writing Assistant"]')).toEqual([]);
  await editBox.fill('Plan a beach picnic');
  await editBox.press('Control+Enter');
  await expect(log).toContainText('Echo: Plan a beach picnic');
  // The later exchange belongs to the first version now: it is not shown, and not sent.
  await expect(log).not.toContainText('Add drinks');
  expect(lastRequestUserMessages()).toEqual(['Plan a beach picnic']);
  const edited = message(page, 'Plan a beach picnic').first();
  await expect(edited.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();

  // Back to version 1: the original exchange, whole; the focus stays on the switcher.
  await press(edited.getByRole('button', { name: 'Previous version' }));
  await expect(log).toContainText('Echo: Add drinks');
  await expect(log).not.toContainText('beach');
  const original = message(page, 'Plan a picnic').first();
  await expect(original.getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
  await expect(original.getByRole('button', { name: 'Next version' })).toBeFocused();
  await expect(page.getByText('Showing version 1 of 2.')).toBeAttached();
  await expect(await seriousViolations(page, 'section[aria-label="Chat with Writing Assistant"]')).toEqual([]);

  // A reload opens the version that was shown, with its count.
  await expect.poll(() => storedContents(page)).toContain('Echo: Add drinks');
  await page.reload();
  await page.goto(AGENT_URL);
  await expect(log).toContainText('Echo: Add drinks');
  await expect(message(page, 'Plan a picnic').first().getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
  await press(message(page, 'Plan a picnic').first().getByRole('button', { name: 'Next version' }));
  await expect(log).toContainText('Echo: Plan a beach picnic');
  await expect.poll(() => storedContents(page)).toContain('Echo: Plan a beach picnic');
  await page.reload();
  await page.goto(AGENT_URL);
  await expect(log).toContainText('Echo: Plan a beach picnic');
  await expect(log).not.toContainText('Add drinks');
  // Search finds what the version shown says, not what the other one said.
  const { panel, sidebar, search } = chat(page);
  await panel.getByRole('button', { name: 'Conversations', exact: true }).click();
  await search.fill('drinks');
  await expect(sidebar.getByText('No conversation matches “drinks”.').first()).toBeAttached();
  await search.fill('beach');
  await expect(sidebar.getByText('1 conversation matches “beach”.').first()).toBeAttached();
  await search.fill('');

  // Regenerate the reply: a second answer, 2/2 on the reply, the first one a click away.
  provider.setScenario('ok', { reply: 'A second take on the beach' });
  try {
    await press(message(page, 'Echo: Plan a beach picnic').getByRole('button', { name: 'Regenerate this reply' }));
    await expect(log).toContainText('A second take on the beach');
  } finally {
    provider.setScenario('ok');
  }
  expect(lastRequestUserMessages()).toEqual(['Plan a beach picnic']);
  const regenerated = message(page, 'A second take on the beach');
  await expect(regenerated.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();
  await expect(log).not.toContainText('Echo: Plan a beach picnic');
  await press(regenerated.getByRole('button', { name: 'Previous version' }));
  await expect(log).toContainText('Echo: Plan a beach picnic');
  await expect(log).not.toContainText('A second take');

  // The JSON export holds every version; imported into another browser, they are all there.
  const file = await exportAll(page);
  const exported = await readFile(file, 'utf8');
  for (const text of ['Plan a picnic', 'Echo: Add drinks', 'Plan a beach picnic', 'A second take on the beach'])
    expect(exported).toContain(text);

  const other = await browser.newContext({ storageState: await context.storageState() });
  const second = await other.newPage();
  await second.goto(AGENT_URL);
  await chat(second).panel.getByRole('button', { name: 'Conversations', exact: true }).click();
  await chat(second).sidebar.getByLabel('Conversation file to import').setInputFiles(file);
  await expect(chat(second).sidebar.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 1 conversation.',
  );
  await chat(second)
    .list.getByRole('button', { name: /^Plan a beach picnic/ })
    .click();
  const secondLog = chat(second).log;
  await expect(secondLog).toContainText('Echo: Plan a beach picnic');
  await press(message(second, 'Plan a beach picnic').first().getByRole('button', { name: 'Previous version' }));
  await expect(secondLog).toContainText('Echo: Add drinks');
  await press(message(second, 'Plan a picnic').first().getByRole('button', { name: 'Next version' }));
  await press(message(second, 'Echo: Plan a beach picnic').getByRole('button', { name: 'Next version' }));
  await expect(secondLog).toContainText('A second take on the beach');
  await other.close();
});

test('Cancel and Escape leave the message as it was; nothing is sent; fits 360 px, axe clean', async ({
  context,
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await signIn(context);
  await page.goto(AGENT_URL);
  const { log } = chat(page);
  await send(page, 'Name the kite');
  const requests = provider.requests.length;
  const edit = message(page, 'Name the kite').first().getByRole('button', { name: 'Edit your message' });

  await press(edit);
  const box = log.getByRole('textbox', { name: 'Your message, edited' });
  await box.fill('Name the boat');
  await expectNoHorizontalOverflow(page);
  for (const theme of ['dark', 'light']) {
    await page.evaluate(
      `document.documentElement.classList.remove('dark', 'light'); document.documentElement.classList.add('${theme}')`,
    );
    expect(await seriousViolations(page, 'section[aria-label="Chat with Writing Assistant"]'), theme).toEqual([]);
  }
  await box.press('Escape');
  await expect(box).toBeHidden();
  await expect(edit).toBeFocused();

  await press(edit);
  await box.fill('Name the boat');
  await press(log.getByRole('button', { name: 'Cancel' }));
  await expect(box).toBeHidden();
  await expect(log).toContainText('Name the kite');
  await expect(log).not.toContainText('Name the boat');
  await expect(log.getByRole('group', { name: /^Version/ })).toHaveCount(0);
  expect(provider.requests.length).toBe(requests);
});
