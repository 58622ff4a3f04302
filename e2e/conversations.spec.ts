/**
 * Many conversations per agent in a real browser (issue 15): the upgrade of a v1 store, new chat,
 * titles from the first message, rename, pin, delete and undo, search with the hit highlighted,
 * export and import round trip, the current conversation reopened after a reload, axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { type BrowserContext, type Page } from '@playwright/test';
import { startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { seedV1Script } from '../scripts/lib/chat-db-seed';
import { expect, registerViaApi, test } from './fixtures';
import { useFakeProviderKey, writingAssistantChat } from './writing-assistant-chat';

const AGENT_ID = 'ai-writing-assistant';
const AGENT_URL = `/dashboard?selectedAgent=${AGENT_ID}`;
const REPLY = 'Here is the pelican census for the quarter, ready to share.';

let provider: FakeProvider;

test.beforeAll(async () => {
  provider = await startFakeProvider({ scenario: 'ok', reply: REPLY });
});

test.afterAll(async () => {
  await provider?.close();
});

/** A fresh Basic user (export is part of Basic) with the fake provider's key in this browser. */
async function signIn(context: BrowserContext) {
  await registerViaApi(context, { plan: 'basic' });
  await useFakeProviderKey(context, provider.baseUrl);
}

const chat = writingAssistantChat;

async function openList(page: Page) {
  const { panel, sidebar } = chat(page);
  if (!(await sidebar.isVisible())) await panel.getByRole('button', { name: 'Conversations', exact: true }).click();
  await expect(sidebar).toBeVisible();
}

async function send(page: Page, text: string) {
  const { box, log } = chat(page);
  await box.fill(text);
  await box.press('Enter');
  await expect(log).toContainText(REPLY);
}

async function exportAll(page: Page): Promise<{ conversations: Record<string, unknown>[] }> {
  const download = page.waitForEvent('download');
  await chat(page).sidebar.getByRole('button', { name: 'Export all as JSON' }).click();
  const file = await (await download).path();
  return JSON.parse(await readFile(file, 'utf8'));
}

test('a v1 store is upgraded without loss and its conversation reopens', async ({ context, page }) => {
  await signIn(context);
  // The landing page never opens the chat's database: the old one is written first, as it was.
  await page.goto('/');
  await page.evaluate(
    seedV1Script([
      {
        agentId: AGENT_ID,
        updatedAt: '2026-11-20T09:15:00.000Z',
        messages: [
          {
            id: 'v1-a',
            role: 'assistant',
            content: "Hello! I'm your Writing Assistant.",
            timestamp: '2026-11-20T09:00:00.000Z',
          },
          { id: 'v1-b', role: 'user', content: 'Outline the albatross essay', timestamp: '2026-11-20T09:10:00.000Z' },
          {
            id: 'v1-c',
            role: 'assistant',
            content: '## Albatross\n\nThree parts.',
            timestamp: '2026-11-20T09:10:02.000Z',
            usage: { promptTokens: 400, completionTokens: 20, estimated: false, model: 'gpt-4o' },
          },
        ],
      },
      {
        agentId: 'ai-task-planner',
        updatedAt: '2026-11-19T09:15:00.000Z',
        messages: [{ id: 'v1-d', role: 'user', content: 'Plan the move', timestamp: '2026-11-19T09:10:00.000Z' }],
      },
    ]),
  );
  await page.goto(AGENT_URL);
  const { log, list, search, sidebar } = chat(page);
  await expect(log).toContainText('Outline the albatross essay');
  await expect(log.getByRole('heading', { name: 'Albatross' })).toBeVisible();
  await expect(log).toContainText('420 tokens');
  await openList(page);
  await expect(list.getByRole('button', { name: /^Outline the albatross essay/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The other agent's record is there too, found by search.
  await search.fill('move');
  await expect(sidebar.getByRole('list', { name: 'Search results' })).toContainText('Plan the move');
  await expect(sidebar.getByRole('list', { name: 'Search results' })).toContainText('Task Planner');
});

test('new chat, titles, rename, pin, delete and undo, search, export and import, reopen', async ({
  context,
  page,
  browser,
}) => {
  await signIn(context);
  await page.goto(AGENT_URL);
  const { panel, log, list, sidebar, search } = chat(page);
  await expect(log).toContainText("I'm your Writing Assistant");

  // The first message names the conversation.
  await send(page, 'Count the pelicans at the harbour');
  await openList(page);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Count the pelicans at the harbour');

  // A second conversation from New chat; the first stays in the list.
  await sidebar.getByRole('button', { name: 'New chat' }).click();
  await expect(log).not.toContainText('Count the pelicans');
  await send(page, 'Draft the newsletter intro');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Most recent first.
  await expect(list.getByRole('listitem').first()).toContainText('Draft the newsletter intro');

  // Rename by keyboard.
  await list.getByRole('button', { name: 'Rename “Count the pelicans at the harbour”' }).click();
  const title = list.getByRole('textbox', { name: 'Conversation title' });
  await title.fill('Harbour birds');
  await title.press('Enter');
  await expect(list).toContainText('Harbour birds');

  // Pin moves it to the top.
  await list.getByRole('button', { name: 'Pin “Harbour birds”' }).click();
  await expect(list.getByRole('listitem').first()).toContainText('Harbour birds');
  await expect(list.getByRole('button', { name: 'Unpin “Harbour birds”' })).toBeVisible();

  // Delete the open one, then undo: it comes back, pinned and whole, with focus on Undo first.
  await list.getByRole('button', { name: 'Delete “Draft the newsletter intro”' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const undo = sidebar.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expect(sidebar.getByRole('status').filter({ hasText: 'deleted' })).toContainText(
    '“Draft the newsletter intro” deleted.',
  );
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(log).toContainText('Draft the newsletter intro');

  // Search across conversations; the result opens its conversation at the hit, highlighted.
  await search.fill('harbour');
  const results = sidebar.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(sidebar.getByText('1 conversation matches “harbour”.')).toBeAttached();
  await results.getByRole('button', { name: /Harbour birds/ }).click();
  const hit = log.locator('[data-search-hit]');
  await expect(hit).toContainText('Count the pelicans at the harbour');
  await expect(hit).toBeInViewport();
  await expect(hit).toContainText('Search match.');
  expect(await page.evaluate(`CSS.highlights.get('search-hit')?.size ?? 0`)).toBeGreaterThan(0);
  // A word of the agent's (Markdown) reply is found and highlighted too.
  await search.fill('census');
  await expect(results.getByRole('listitem')).toHaveCount(2);

  // The open conversation is the one the chat comes back to after a reload.
  await page.reload();
  await page.goto(AGENT_URL);
  await expect(chat(page).log).toContainText('Count the pelicans at the harbour');

  // Export all as JSON, import into another browser of the same user, export again: the same.
  await openList(page);
  const exported = await exportAll(page);
  expect(exported.conversations).toHaveLength(2);
  const markdown = page.waitForEvent('download');
  await chat(page).sidebar.getByRole('button', { name: 'Export this chat as Markdown' }).click();
  const md = await readFile(await (await markdown).path(), 'utf8');
  expect(md).toContain('# Harbour birds');
  expect(md).toContain(REPLY);

  const other = await browser.newContext({ storageState: await context.storageState() });
  const second = await other.newPage();
  await second.goto(AGENT_URL);
  await openList(second);
  await expect(chat(second).sidebar).toContainText('No saved conversations with Writing Assistant yet.');
  const fileFromFirst = await (async () => {
    const download = page.waitForEvent('download');
    await chat(page).sidebar.getByRole('button', { name: 'Export all as JSON' }).click();
    return (await download).path();
  })();
  await chat(second).sidebar.getByLabel('Conversation file to import').setInputFiles(fileFromFirst);
  await expect(chat(second).sidebar.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 2 conversations.',
  );
  await expect(chat(second).list.getByRole('listitem')).toHaveCount(2);
  const again = await exportAll(second);
  expect(again.conversations).toEqual(exported.conversations);
  // The imported messages are searchable in the new browser.
  await chat(second).search.fill('harbour');
  await expect(chat(second).sidebar.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(1);

  // A file that is not an export imports nothing and says why.
  await chat(second)
    .sidebar.getByLabel('Conversation file to import')
    .setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": 1}'),
    });
  await expect(chat(second).sidebar.getByRole('alert')).toHaveText(
    'Nothing was imported. This JSON file is not a conversation export of AgentOps.',
  );
  await other.close();

  // axe on the chat with its conversations open.
  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-label="Chat with Writing Assistant"]')
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await expect(panel).toBeVisible();
});
