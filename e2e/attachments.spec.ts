/**
 * Attachments in a real browser (issue 16, item 1): an image picked, downscaled and seen by the
 * provider as an image part; a PDF's text in the request; drag and drop and paste; each refusal
 * (unknown type, too large, a model that cannot see images) sending nothing; thumbnails after a
 * reload; export and import carrying the picture; axe. The analyze tab's are in analyze-pictures.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { fakeKey, startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { makePdf } from '../client/src/lib/attachments/testing/make-pdf';
import { dispatchFiles, inPage, jpegSize, picture, signInWithKey } from './attachment-steps';
import { expect, test } from './fixtures';
import { writingAssistantChat } from './writing-assistant-chat';
import { storedContents } from './chat-checks';

const AGENT_URL = '/dashboard?selectedAgent=ai-writing-assistant';
const REPLY = 'I looked at what you attached.';

let provider: FakeProvider;

test.beforeAll(async () => {
  provider = await startFakeProvider({ scenario: 'ok', reply: REPLY });
});

test.afterAll(async () => {
  await provider?.close();
});

/** A Basic user whose browser talks to the fake provider with the `ok` key and these settings. */
const signIn = (context: BrowserContext, settings: Record<string, string> = {}) =>
  signInWithKey(context, provider.baseUrl, fakeKey('ok'), settings);

function chat(page: Page) {
  const parts = writingAssistantChat(page);
  return {
    ...parts,
    input: parts.panel.getByTestId('attach-input'),
    pending: parts.panel.getByRole('list', { name: 'Files to send' }),
    alert: parts.panel.getByRole('alert').filter({ hasText: /\S/ }),
    send: parts.panel.getByRole('button', { name: 'SEND' }),
  };
}

async function openChat(page: Page) {
  await page.goto(AGENT_URL);
  await expect(chat(page).log).toContainText("I'm your Writing Assistant");
}

interface SentMessage {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[];
}

/** The last chat request whose last user message mentions `marker`. */
function sentWith(marker: string): SentMessage {
  const requests = provider.requests.filter((r) => r.path === '/v1/chat/completions');
  for (const request of [...requests].reverse()) {
    const messages = (request.body as { messages: SentMessage[] }).messages;
    const last = messages.at(-1)!;
    if (JSON.stringify(last.content).includes(marker)) return last;
  }
  throw new Error(`No request mentions ${marker}`);
}

async function sendText(page: Page, text: string) {
  const { box, send, log } = chat(page);
  await box.fill(text);
  await send.click();
  await expect(log.getByText(REPLY).last()).toBeVisible();
}

test('an image picked is downscaled, sent as an image part, kept after a reload, exported and imported', async ({
  context,
  page,
}) => {
  await signIn(context);
  await openChat(page);
  const { input, pending, log, panel } = chat(page);

  // A 12-megapixel photo: the provider gets it at 1024×768 (2048 box, short side 768).
  await input.setInputFiles(await picture(page, 'photo.jpg', 4000, 3000));
  await expect(pending.getByRole('img', { name: 'photo.jpg' })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Remove photo.jpg' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await sendText(page, 'What is in photo-marker?');
  const message = sentWith('photo-marker');
  expect(Array.isArray(message.content)).toBe(true);
  const parts = message.content as Exclude<SentMessage['content'], string>;
  expect(parts[0]).toEqual({ type: 'text', text: 'What is in photo-marker?' });
  const url = parts.find((p) => p.type === 'image_url')?.image_url?.url ?? '';
  expect(url).toMatch(/^data:image\/jpeg;base64,/);
  expect(jpegSize(Buffer.from(url.split(',')[1]!, 'base64'))).toEqual({ width: 1024, height: 768 });
  await expect(pending).toBeHidden();

  // In the conversation: a thumbnail that opens the full picture.
  const thumbnail = log.getByRole('button', { name: 'Open photo.jpg full size' });
  await expect(thumbnail.getByRole('img', { name: 'photo.jpg' })).toBeVisible();

  // Kept in IndexedDB: the thumbnail and the full image are there after a reload (made once the
  // chat has saved the message: a reload before that would interrupt the write).
  await expect.poll(() => storedContents(page)).toContain('What is in photo-marker?');
  await page.reload();
  await page.goto(AGENT_URL);
  await chat(page).log.getByRole('button', { name: 'Open photo.jpg full size' }).click();
  const dialog = page.getByRole('dialog', { name: 'photo.jpg' });
  await expect(dialog.getByRole('img', { name: 'photo.jpg' })).toHaveJSProperty('naturalWidth', 1024);
  await page.keyboard.press('Escape');

  // Export carries the picture's bytes; importing into another browser brings it back.
  const sidebar = chat(page).sidebar;
  if (!(await sidebar.isVisible())) await panel.getByRole('button', { name: 'Conversations', exact: true }).click();
  const download = page.waitForEvent('download');
  await sidebar.getByRole('button', { name: 'Export all as JSON' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, 'utf8')) as {
    conversations: { messages: { attachments?: { id: string; name: string }[] }[]; files?: { id: string }[] }[];
  };
  const withPhoto = exported.conversations.find((c) => c.messages.some((m) => m.attachments?.length));
  const attachment = withPhoto?.messages.flatMap((m) => m.attachments ?? [])[0];
  expect(attachment?.name).toBe('photo.jpg');
  expect(withPhoto?.files?.map((f) => f.id)).toEqual([attachment?.id]);

  const second = await context.browser()!.newContext();
  try {
    await signIn(second);
    const other = await second.newPage();
    await openChat(other);
    const otherSidebar = chat(other).sidebar;
    if (!(await otherSidebar.isVisible()))
      await chat(other).panel.getByRole('button', { name: 'Conversations', exact: true }).click();
    await otherSidebar.getByLabel('Conversation file to import').setInputFiles(file);
    await expect(otherSidebar.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
    await otherSidebar
      .getByRole('button', { name: /What is in photo-marker/ })
      .first()
      .click();
    await chat(other).log.getByRole('button', { name: 'Open photo.jpg full size' }).click();
    await expect(other.getByRole('dialog').getByRole('img', { name: 'photo.jpg' })).toHaveJSProperty(
      'naturalWidth',
      1024,
    );
  } finally {
    await second.close();
  }
});

test('a picture alone is sent with Send and an empty box: the provider gets just the image', async ({
  context,
  page,
}) => {
  await signIn(context);
  await openChat(page);
  const { input, pending, log, send, box, panel } = chat(page);
  await expect(send).toBeDisabled();
  await input.setInputFiles(await picture(page, 'only-picture.png', 300, 200, 'image/png'));
  await expect(pending.getByRole('img', { name: 'only-picture.png' })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(send).toBeEnabled();
  const before = provider.requests.length;
  await send.click();
  await expect(log.getByRole('button', { name: 'Open only-picture.png full size' })).toBeVisible();
  await expect(log.getByText(REPLY).last()).toBeVisible();

  const request = provider.requests.slice(before).find((r) => r.path === '/v1/chat/completions')!;
  const last = (request.body as { messages: SentMessage[] }).messages.at(-1)!;
  expect(last.role).toBe('user');
  const parts = last.content as Exclude<SentMessage['content'], string>;
  expect(parts.map((p) => p.type)).toEqual(['image_url']);
  expect(parts[0]?.image_url?.url).toMatch(/^data:image\/(png|webp|jpeg);base64,/);
  await expect(pending).toBeHidden();

  // The conversation is named by the picture.
  const sidebar = chat(page).sidebar;
  if (!(await sidebar.isVisible())) await panel.getByRole('button', { name: 'Conversations', exact: true }).click();
  await expect(sidebar.getByRole('button', { name: /only-picture\.png/ }).first()).toBeVisible();
});

/** The bytes of every picture in the chat's file store, read straight from IndexedDB. */
const STORED_FILE_BYTES = inPage<[], Promise<number>>(`async () => {
  const request = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const db = await request(indexedDB.open('agentops-chat'));
  const rows = await request(db.transaction('files').objectStore('files').getAll());
  db.close();
  return rows.reduce((sum, row) => sum + row.blob.size, 0);
}`);

/** The storage meter in settings, in bytes (it shows KB). */
async function meterBytes(page: Page): Promise<number> {
  await page.goto('/settings?tab=api');
  const line = page.getByText('Conversations stored in this browser:');
  await expect(line).toContainText(/\d KB/);
  const kb = /([\d,.]+) KB/.exec((await line.textContent()) ?? '')?.[1] ?? '';
  return Number(kb.replace(/,/g, '')) * 1024;
}

test('the storage meter counts a picture sent, and Clear all conversations deletes it', async ({ context, page }) => {
  await signIn(context);
  const before = await meterBytes(page);
  await openChat(page);
  await chat(page).input.setInputFiles(await picture(page, 'meter.png', 1600, 1200, 'image/png'));
  await expect(chat(page).pending.getByRole('img', { name: 'meter.png' })).toBeVisible();
  await sendText(page, 'Look at meter-marker');
  const stored = await page.evaluate(STORED_FILE_BYTES);
  expect(stored).toBeGreaterThan(1024);

  const after = await meterBytes(page);
  // The meter rounds to whole KB above 10 KB; the picture alone makes it grow by its size.
  expect(after - before).toBeGreaterThanOrEqual(stored - 1024);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Clear all conversations' }).click();
  await expect(page.getByText('Conversations stored in this browser:')).toContainText(/ 0(\.0)? KB/);
  expect(await page.evaluate(STORED_FILE_BYTES)).toBe(0);
});

test('a PDF and a CSV go as text naming the file; drag and drop and paste attach too', async ({ context, page }) => {
  await signIn(context);
  await openChat(page);
  const { input, pending, panel, box, log } = chat(page);

  const pdf = makePdf([['Quarterly pelican census'], ['Page two: 42 pelicans']]);
  await input.setInputFiles({ name: 'census.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await expect(pending.getByText('census.pdf')).toBeVisible();

  // Dropped on the chat: the overlay shows while the file is over it.
  const csv = { name: 'sales.csv', type: 'text/csv', text: 'month,total\njan,10\nfeb,12\n' };
  await dispatchFiles(log, 'dragenter', [csv]);
  await expect(panel.getByText('Drop files to attach')).toBeVisible();
  await dispatchFiles(log, 'drop', [csv]);
  await expect(panel.getByText('Drop files to attach')).toBeHidden();
  await expect(pending.getByText('sales.csv')).toBeVisible();

  // Pasted into the box: a copied file becomes an attachment.
  await dispatchFiles(box, 'paste', [{ name: 'clip.txt', type: 'text/plain', text: 'notes from the clipboard' }]);
  await expect(pending.getByText('clip.txt')).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // "What is sent" lists the files waiting to go with the text.
  await box.fill('Summarise census-marker');
  await panel.getByRole('button', { name: 'What is sent' }).click();
  const files = page.getByRole('dialog', { name: 'What is sent' }).getByTestId('preview-files');
  await expect(files).toContainText('census.pdf · PDF, sent as its text');
  await expect(files).toContainText('sales.csv · text file');
  await page.keyboard.press('Escape');

  await sendText(page, 'Summarise census-marker');
  const content = sentWith('census-marker').content;
  expect(typeof content).toBe('string');
  expect(content).toContain(
    '--- File: census.pdf (PDF, 2 pages) ---\n[Page 1 of 2]\nQuarterly pelican census\n\n[Page 2 of 2]\nPage two: 42 pelicans\n--- End of census.pdf ---',
  );
  expect(content).toContain('--- File: sales.csv (CSV, 2 rows after the header) ---\nmonth,total\njan,10\nfeb,12\n');
  expect(content).toContain('--- File: clip.txt (text) ---\nnotes from the clipboard\n--- End of clip.txt ---');
  // The sent message shows its files as chips.
  const sent = log.getByRole('list', { name: 'Attached files' });
  await expect(sent.getByText('census.pdf')).toBeVisible();
  await expect(sent.getByText('sales.csv')).toBeVisible();
});

test('unknown, too large, unreadable and password-protected files are refused and nothing is sent', async ({
  context,
  page,
}) => {
  await signIn(context);
  await openChat(page);
  const { input, pending, alert } = chat(page);

  await input.setInputFiles({
    name: 'archive.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK\u0003\u0004'),
  });
  await expect(alert).toContainText(
    "“archive.zip” can't be attached: only images (PNG, JPEG, WebP, GIF), PDFs and text files",
  );
  await input.setInputFiles({ name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(3_000_000, 97) });
  await expect(alert).toContainText('“huge.txt” is too large (3 MB). Text files can be up to 2 MB.');
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html></html>') });
  await expect(alert).toContainText('“fake.png” could not be opened as an image');
  await input.setInputFiles({
    name: 'locked.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(makePdf([['secret']], { password: true })),
  });
  await expect(alert).toContainText('“locked.pdf” is protected by a password');
  await input.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(makePdf([[]], { scanned: true })),
  });
  await expect(alert).toContainText('“scan.pdf” has no text to read: it looks like a scan');
  await expect(pending).toBeHidden();

  await sendText(page, 'refused-marker');
  expect(JSON.stringify(sentWith('refused-marker'))).not.toMatch(/archive|huge|fake\.png|locked|scan\.pdf/);
});

for (const [what, settings] of [
  ['a model the table says is text only', { model: 'gpt-3.5-turbo' }],
  ['the setting "This model can see images: No"', { seesImages: 'no' }],
] as const) {
  test(`an image for ${what} is refused with the reason`, async ({ context, page }) => {
    await signIn(context, settings);
    await openChat(page);
    const { input, pending, alert, panel } = chat(page);
    await input.setInputFiles(await picture(page, 'chart.png', 300, 200, 'image/png'));
    await expect(alert).toContainText('“chart.png” is an image, and the model');
    await expect(alert).toContainText('cannot see images');
    await expect(pending).toBeHidden();
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toHaveCount(0);
    await sendText(page, 'no-image-marker');
    expect(JSON.stringify(sentWith('no-image-marker'))).not.toContain('image_url');
  });
}
