/**
 * The user's own agents in a real browser: created in MY AGENTS, listed in the roster with the
 * CUSTOM mark, chatted with through the fake provider (its prompt, model and temperature are what
 * leaves the browser), a NextChat mask imported and a bad file refused, exported in our format, and
 * seen from a second browser of the same user. axe on the section and its dialogs.
 */
import { fileURLToPath } from 'node:url';
import { startFakeProvider, fakeKey, type FakeProvider } from '../server/test/fake-provider';
import { seriousViolations } from './axe';
import { expect, registerViaApi, test } from './fixtures';

const MASK_FILE = fileURLToPath(new URL('../common/custom-agent-files/fixtures/nextchat-mask.json', import.meta.url));

let provider: FakeProvider;
test.beforeAll(async () => {
  provider = await startFakeProvider({ reply: 'Added: custom agents.' });
});
test.afterAll(async () => {
  await provider?.close();
});

test('create, chat with, import and export custom agents; they follow the user to another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const account = await registerViaApi(page, { plan: 'basic' });
  await page.addInitScript(
    ([key, baseUrl]) => {
      localStorage.setItem('openai-api-key', key);
      localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
    },
    [fakeKey('ok'), provider.baseUrl] as const,
  );
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('button', { name: 'My Agents', exact: true })
    .click();
  const section = page.getByRole('region', { name: 'MY AGENTS' });
  await expect(section.getByText('You have no agents of your own yet.')).toBeVisible();

  // Create one.
  await section.getByRole('button', { name: 'NEW AGENT' }).click();
  const editor = page.getByRole('dialog', { name: 'NEW AGENT' });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await editor.getByLabel('Name').fill('Changelog Writer');
  await editor.getByLabel('Description').fill('Turns commits into a changelog');
  await editor.getByLabel('Category').selectOption('Technical');
  await editor.getByLabel('System prompt').fill('You write changelogs. Group entries under Added, Changed, Fixed.');
  await editor.getByLabel('Model').fill('gpt-4o-mini');
  await editor.getByLabel('Temperature').fill('0.2');
  await editor.getByRole('button', { name: 'CREATE AGENT' }).click();
  await expect(editor).toBeHidden();
  const list = section.getByRole('list', { name: 'Your agents' });
  await expect(list.getByText('Technical · gpt-4o-mini · temperature 0.2')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Listed in the roster beside the library's, with its mark.
  const mine = page.getByRole('list', { name: 'MY AGENTS' });
  await expect(
    mine.getByRole('button', { name: 'Changelog Writer' }).getByText('CUSTOM', { exact: true }),
  ).toBeVisible();

  // Chat with it: the request carries its prompt, model and temperature.
  await section.getByRole('button', { name: 'Chat with Changelog Writer' }).click();
  const chat = page.getByRole('region', { name: 'Chat with Changelog Writer' });
  await chat.getByRole('textbox', { name: 'Message to Changelog Writer' }).fill('Summarise: add custom agents');
  await chat.getByRole('button', { name: 'SEND' }).click();
  await expect(chat.getByRole('log')).toContainText('Added: custom agents.');
  const sent = provider.requests.at(-1)!.body as {
    model: string;
    temperature: number;
    messages: { role: string; content: string }[];
  };
  expect(sent.model).toBe('gpt-4o-mini');
  expect(sent.temperature).toBe(0.2);
  expect(sent.messages[0]).toEqual({
    role: 'system',
    content: 'You write changelogs. Group entries under Added, Changed, Fixed.',
  });

  // Import: a bad file says what is wrong and imports nothing; a NextChat mask is previewed and imported.
  await page.getByRole('button', { name: 'Manage my agents' }).click();
  await section.getByRole('button', { name: 'IMPORT' }).click();
  const importer = page.getByRole('dialog', { name: 'IMPORT AGENTS' });
  await importer.getByLabel('Agent file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"title":"not an agent"}'),
  });
  await expect(importer.getByRole('alert')).toHaveText(
    'The file is not an agent file we know. Choose an AgentOps export, a NextChat mask or a LobeChat agent.',
  );
  await expect(importer.getByRole('button', { name: 'IMPORT' })).toBeDisabled();
  await importer.getByLabel('Agent file').setInputFiles(MASK_FILE);
  await expect(importer.getByText('NextChat mask: 1 agent')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await importer.getByRole('button', { name: 'IMPORT' }).click();
  await expect(importer).toBeHidden();
  await expect(list.getByRole('heading', { name: 'Release Notes Editor' })).toBeVisible();

  // Export: our format, both agents, nothing of the server's.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'EXPORT' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^agentops-agents-\d{4}-\d\d-\d\d\.json$/);
  const file = JSON.parse(await streamText(await download.createReadStream())) as {
    format: string;
    version: number;
    agents: { name: string; model: string | null; temperature: number | null }[];
  };
  expect(file.format).toBe('agentops.custom-agents');
  expect(file.version).toBe(1);
  expect(file.agents.map((a) => [a.name, a.model, a.temperature])).toEqual([
    ['Release Notes Editor', 'gpt-4o-mini', 0.3],
    ['Changelog Writer', 'gpt-4o-mini', 0.2],
  ]);

  // Another browser of the same user sees them.
  const other = await browser.newContext();
  await other.addCookies(account.cookies);
  const second = await other.newPage();
  await second.goto('/dashboard');
  await expect(
    second.getByRole('list', { name: 'MY AGENTS' }).getByRole('button', { name: 'Changelog Writer' }),
  ).toBeVisible();
  await other.close();
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
