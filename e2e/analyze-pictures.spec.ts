/**
 * The email assistant's analyze tab with pictures (issue 16): with the user's own key and a model
 * that sees pictures, the browser sends the picture straight to the provider and only the text it
 * reads comes into the email content (our server never receives the picture); a model that cannot
 * see pictures, or a provider failure, gives the reason and leaves the content alone. A PDF's text
 * goes into the content too, read in the browser.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { fakeKey, startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { makePdf } from '../client/src/lib/attachments/testing/make-pdf';
import { dispatchFiles, inPage, signInWithKey } from './attachment-steps';
import { expect, main, test } from './fixtures';

let provider: FakeProvider;

test.beforeAll(async () => {
  // No fixed reply: the chat echoes the user's text and counts the images it got ("[images: 1]").
  provider = await startFakeProvider({ scenario: 'ok' });
});

test.afterAll(async () => {
  await provider?.close();
});

const signIn = (context: BrowserContext, key: string | null, settings: Record<string, string> = {}) =>
  signInWithKey(context, provider.baseUrl, key, settings);

async function openAnalyze(page: Page) {
  await page.goto('/dashboard');
  const panel = main(page).getByRole('tabpanel', { name: 'EMAIL ASSISTANT' });
  await panel.getByRole('tab', { name: 'analyze', exact: true }).click();
  return {
    panel,
    content: panel.getByRole('textbox', { name: /content/i }),
    input: panel.getByTestId('attach-input'),
    alert: panel.getByRole('alert').filter({ hasText: /\S/ }),
  };
}

/** A small PNG of an email's words, painted by the browser. */
const PAINT_LETTER = inPage<[], Promise<string>>(`async () => {
      const canvas = new OffscreenCanvas(400, 300);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 400, 300);
      ctx.fillStyle = '#000';
      ctx.font = '24px sans-serif';
      ctx.fillText('Dear Ada, the invoice is due.', 20, 60);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    }`);

async function picture(page: Page, name: string) {
  const base64 = await page.evaluate(PAINT_LETTER);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

const chatRequests = () => provider.requests.filter((r) => r.path === '/v1/chat/completions');

test('a picture’s text is read by the own provider from the browser and added to the email content', async ({
  context,
  page,
}) => {
  await signIn(context, fakeKey('ok'), { model: 'gpt-4o' });
  // Everything the page sends to our own server, to prove the picture never goes there.
  const toServer: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) toServer.push(request.postData() ?? '');
  });
  const { content, input, panel } = await openAnalyze(page);
  await content.fill('Please check the attached letter.');
  const before = chatRequests().length;

  await input.setInputFiles(await picture(page, 'letter.png'));
  await expect(content).toHaveValue(
    'Please check the attached letter.\n\n--- File: letter.png (picture, its text as read by the model) ---\n' +
      'Echo: Transcribe the text in this picture. [images: 1]\n--- End of letter.png ---',
  );
  await expect(panel.getByText('Reading the picture')).toHaveCount(0);

  // The provider got the downscaled picture as an image part, with the user's key.
  const request = chatRequests().slice(before).at(-1)!;
  expect(request.headers.authorization).toBe(`Bearer ${fakeKey('ok')}`);
  const body = request.body as { messages: { role: string; content: unknown }[] };
  expect(JSON.stringify(body.messages.at(-1)?.content)).toMatch(/"type":"image_url","image_url":\{"url":"data:image\//);
  expect(toServer.some((data) => data.includes('base64'))).toBe(false);

  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('a model that cannot see pictures, and a provider failure, are refused with the reason', async ({
  context,
  page,
}) => {
  await signIn(context, fakeKey('ok'), { model: 'gpt-3.5-turbo' });
  const { content, input, alert, panel } = await openAnalyze(page);
  const before = chatRequests().length;
  await input.setInputFiles(await picture(page, 'scan.png'));
  await expect(alert).toContainText('“scan.png” is a picture, and the model gpt-3.5-turbo cannot see pictures');
  await expect(content).toHaveValue('');
  expect(chatRequests().length).toBe(before);
  await panel.getByRole('button', { name: 'Dismiss' }).click();

  // A key the provider rate-limits: the chat's plain message.
  await page.evaluate(
    ([key, url]) => {
      localStorage.setItem('openai-api-key', key);
      localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl: url, model: 'gpt-4o' }));
    },
    [fakeKey('rate_limited'), provider.baseUrl] as const,
  );
  const again = await openAnalyze(page);
  await again.input.setInputFiles(await picture(page, 'scan.png'));
  await expect(again.alert).toContainText(
    'The text of “scan.png” could not be read: Rate limit exceeded. Please try again later.',
  );
  await expect(again.content).toHaveValue('');
});

test('while the provider reads, “Reading the picture…” shows; then the text is there', async ({ context, page }) => {
  // A slow provider for this key (chunks 300 ms apart), so the progress can be seen.
  provider.setScenario('ok', { chunkDelayMs: 300 });
  try {
    await signIn(context, fakeKey('slow'), { model: 'gpt-4o' });
    const { content, input, panel } = await openAnalyze(page);
    await input.setInputFiles(await picture(page, 'slow.png'));
    // The visible line (busy) and its announcement for screen readers.
    const progress = panel.locator('[aria-busy="true"]').filter({ hasText: 'Reading the picture “slow.png”…' });
    await expect(progress).toBeVisible();
    await expect(panel.locator('[aria-live="polite"]').filter({ hasText: 'Reading the picture' })).toHaveCount(1);
    await expect(content).toHaveValue(/--- File: slow\.png \(picture/);
    await expect(progress).toHaveCount(0);
    await expect(
      panel.locator('[aria-live="polite"]').filter({ hasText: 'was added to the email content' }),
    ).toHaveCount(1);
  } finally {
    provider.setScenario('ok');
  }
});

test('without an own key the assistant (and so the picture reading) is not offered', async ({ context, page }) => {
  await signIn(context, null);
  await page.goto('/dashboard');
  const panel = main(page).getByRole('tabpanel', { name: 'EMAIL ASSISTANT' });
  await expect(panel.getByText('API KEY REQUIRED')).toBeVisible();
  await expect(panel.getByTestId('attach-input')).toHaveCount(0);
});

test('the analyze tab puts a PDF’s text into the email content and refuses a broken picture', async ({
  context,
  page,
}) => {
  await signIn(context, fakeKey('ok'));
  await page.goto('/dashboard');
  const panel = main(page).getByRole('tabpanel', { name: 'EMAIL ASSISTANT' });
  await panel.getByRole('tab', { name: 'analyze', exact: true }).click();
  const content = panel.getByRole('textbox', { name: /content/i });
  await content.fill('Please check the attached letter.');

  const input = panel.getByTestId('attach-input');
  await input.setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(makePdf([['Dear Ada,', 'The invoice is due on Friday.']])),
  });
  await expect(content).toHaveValue(
    'Please check the attached letter.\n\n--- File: letter.pdf (PDF, 1 page) ---\n[Page 1 of 1]\nDear Ada,\nThe invoice is due on Friday.\n--- End of letter.pdf ---',
  );
  await dispatchFiles(content, 'drop', [{ name: 'scan.png', type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] }]);
  // Pictures are read by the own provider (analyze-pictures.spec.ts); this one is no picture at all.
  await expect(panel.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    '“scan.png” could not be opened as an image',
  );
  await expect(content).not.toHaveValue(/scan\.png/);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
