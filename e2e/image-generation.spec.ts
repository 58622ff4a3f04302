/**
 * Images made with the user's key, against the fake provider's POST /v1/images/generations: the
 * Image Generator's Send makes one, shown with its prompt as alternative text, opened full size,
 * downloaded, kept across a reload and added to the conversation's cost; any agent's "Generate
 * image" action; the provider's refusals in plain words; axe.
 */
import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { fakeKey, startFakeProvider, type FakeProvider, type FakeScenario } from '../server/test/fake-provider';
import { seriousViolations } from './axe';
import { MOBILE, expect, expectNoHorizontalOverflow, registerViaApi, test } from './fixtures';

const IMAGE_AGENT = { id: 'ai-image-generator', name: 'Image Generator' };
const WRITER = { id: 'ai-writing-assistant', name: 'Writing Assistant' };
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

let provider: FakeProvider;
let sessionCookies: Parameters<BrowserContext['addCookies']>[0];

test.beforeAll(async () => {
  provider = await startFakeProvider({ reply: 'Try a low camera angle. THE-END' });
  // The Image Generator is in the full library: a Basic account opens it.
  const api = await playwrightRequest.newContext();
  sessionCookies = (await registerViaApi(api, { firstName: 'Image', lastName: 'Maker', plan: 'basic' })).cookies;
  await api.dispose();
});

test.afterAll(async () => {
  await provider?.close();
});

/** Signs in with a key (its shape picks the fake's scenario) and opens the agent's chat. */
async function openChat(page: Page, agent: { id: string; name: string }, scenario: FakeScenario = 'ok') {
  await page.context().addCookies(sessionCookies);
  await page.addInitScript(
    ([key, baseUrl]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('openai-api-key', key);
      localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
    },
    [fakeKey(scenario), provider.baseUrl] as const,
  );
  await page.goto(`/dashboard?selectedAgent=${agent.id}`);
  return parts(page, agent);
}

function parts(page: Page, agent: { name: string }) {
  const panel = page.getByRole('region', { name: `Chat with ${agent.name}` });
  return {
    panel,
    log: panel.getByRole('log'),
    box: panel.getByRole('textbox', { name: `Message to ${agent.name}` }),
    send: panel.getByRole('button', { name: 'SEND', exact: true }),
    action: panel.getByRole('button', { name: 'Generate image' }),
    toggle: panel.getByRole('switch', { name: 'Send makes an image' }),
    total: panel.getByText(/Conversation total:/),
  };
}

const imageRequests = () => provider.requests.filter((r) => r.path === '/v1/images/generations');

test.describe('generated images', () => {
  test('the Image Generator makes an image that opens full size, downloads, survives a reload and costs', async ({
    page,
  }) => {
    const { panel, log, box, send, toggle, total } = await openChat(page, IMAGE_AGENT);
    await expect(toggle).toBeChecked();
    await expect(panel.getByText(/Estimated cost: \$0\.042/)).toBeVisible();
    const before = imageRequests().length;
    const requestsBefore = provider.requests.length;

    await box.fill('A lighthouse at dusk');
    // "What is sent" shows the image request this message becomes.
    await panel.getByRole('button', { name: 'What is sent' }).click();
    const sheet = page.getByRole('dialog', { name: 'What is sent' });
    await expect(sheet.getByTestId('preview-url')).toHaveText(`POST ${provider.baseUrl}/images/generations`);
    await expect(sheet.getByTestId('preview-model')).toHaveText('gpt-image-1');
    await expect(sheet.getByTestId('preview-messages')).toContainText('A lighthouse at dusk');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await send.click();
    const thumbnail = log.getByRole('img', { name: 'A lighthouse at dusk' });
    await expect(thumbnail).toBeVisible({ timeout: 20_000 });
    await expect(thumbnail).toHaveAttribute('src', /^data:image\//);
    await expect(
      panel.locator('[aria-live="polite"]').filter({ hasText: 'Image ready: A lighthouse at dusk' }),
    ).toBeAttached();

    // Sent by the browser, with gpt-image-1's body (no response_format, which it refuses).
    const sent = imageRequests().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${fakeKey('ok')}`);
    expect(sent[0]?.body).toEqual({
      model: 'gpt-image-1',
      prompt: 'A lighthouse at dusk',
      n: 1,
      size: '1024x1024',
      quality: 'medium',
    });
    // No chat request was made for it.
    expect(provider.requests.slice(requestsBefore).some((r) => r.path === '/v1/chat/completions')).toBe(false);

    await expect(log.getByText('gpt-image-1 · 1024×1024 · Medium · $0.042')).toBeVisible();
    await expect(total).toHaveText('Conversation total: 0 tokens · $0.0420 (estimated)');

    // Full size, from the stored Blob.
    await log.getByRole('button', { name: 'Open full size' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generated image' });
    const full = dialog.getByRole('img', { name: 'A lighthouse at dusk' });
    await expect(full).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => full.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(1024);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('a-lighthouse-at-dusk.png');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The message's own Download button, operated from the keyboard.
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      log.getByRole('button', { name: 'Download' }).press('Enter'),
    ]);
    expect(again.suggestedFilename()).toBe('a-lighthouse-at-dusk.png');

    for (const theme of ['dark', 'light']) {
      await page.evaluate(
        `document.documentElement.classList.remove('dark', 'light'); document.documentElement.classList.add('${theme}')`,
      );
      const violations = await seriousViolations(page, `section[aria-label="Chat with ${IMAGE_AGENT.name}"]`);
      expect(violations, theme).toEqual([]);
    }

    // Kept in the conversation: the thumbnail, the full image and the cost come back after a reload.
    await page.reload();
    await page.goto(`/dashboard?selectedAgent=${IMAGE_AGENT.id}`);
    const reloaded = parts(page, IMAGE_AGENT);
    await expect(reloaded.log.getByText('A lighthouse at dusk', { exact: true }).first()).toBeVisible();
    await expect(reloaded.log.getByRole('img', { name: 'A lighthouse at dusk' })).toBeVisible();
    await expect(reloaded.total).toHaveText('Conversation total: 0 tokens · $0.0420 (estimated)');
    await reloaded.log.getByRole('button', { name: 'Open full size' }).click();
    await expect(page.getByRole('dialog').getByRole('img', { name: 'A lighthouse at dusk' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
  });

  test('Regenerate on an image reply makes a new image and keeps the first as version 1', async ({ page }) => {
    const { log, box, send, total } = await openChat(page, IMAGE_AGENT);
    await box.fill('A windmill');
    await send.click();
    await expect(log.getByRole('img', { name: 'A windmill' })).toBeVisible({ timeout: 20_000 });
    const before = imageRequests().length;
    await log.getByRole('button', { name: 'Regenerate this reply' }).click();
    await expect(log.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible({ timeout: 20_000 });
    await expect(log.getByRole('img', { name: 'A windmill' })).toBeVisible();
    expect(imageRequests()).toHaveLength(before + 1);
    // Both images were paid for.
    await expect(total).toHaveText('Conversation total: 0 tokens · $0.0840 (estimated)');
    await log.getByRole('button', { name: 'Previous version' }).click();
    await expect(log.getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
    await expect(log.getByRole('img', { name: 'A windmill' })).toBeVisible();
  });

  test('with "Send makes an image" off, Send asks the Image Generator for prompt advice (on a phone)', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    const { log, box, toggle } = await openChat(page, IMAGE_AGENT);
    await expectNoHorizontalOverflow(page);
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    const before = imageRequests().length;
    await box.fill('How do I get a moody lighthouse?');
    await box.press('Enter');
    await expect(log).toContainText('THE-END');
    expect(imageRequests()).toHaveLength(before);
  });

  test('any agent makes an image from the composer through "Generate image"', async ({ page }) => {
    const { log, box, action, total } = await openChat(page, WRITER);
    await box.fill('A red kite over the sea');
    await action.click();
    const dialog = page.getByRole('dialog', { name: 'Generate an image' });
    await expect(dialog.getByRole('textbox', { name: 'Prompt' })).toHaveValue('A red kite over the sea');
    await dialog.getByRole('combobox', { name: 'Model' }).selectOption('dall-e-3');
    await dialog.getByRole('combobox', { name: 'Quality' }).selectOption('hd');
    await expect(dialog.getByText('Estimated cost: $0.080')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    const before = imageRequests().length;
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });

    expect(imageRequests().slice(before)[0]?.body).toEqual({
      model: 'dall-e-3',
      prompt: 'A red kite over the sea',
      n: 1,
      size: '1024x1024',
      quality: 'hd',
      response_format: 'b64_json',
    });
    await expect(log.getByRole('img', { name: 'A red kite over the sea' })).toBeVisible();
    await expect(
      log.getByText('As the provider rewrote it: A red kite over the sea, shown in soft, even light.'),
    ).toBeVisible();
    await expect(total).toHaveText('Conversation total: 0 tokens · $0.0800 (estimated)');
  });

  test('the spending cap counts each image and refuses one past it', async ({ page }) => {
    await openChat(page, IMAGE_AGENT);
    await page.goto('/settings?tab=api');
    await page.getByLabel('Daily budget (USD)').fill('0.05');
    await page.getByRole('button', { name: 'Save caps' }).click();
    await page.goto(`/dashboard?selectedAgent=${IMAGE_AGENT.id}`);
    const { panel, log, box, send, action } = parts(page, IMAGE_AGENT);

    await box.fill('A first lighthouse');
    await send.click();
    await expect(log.getByRole('img', { name: 'A first lighthouse' })).toBeVisible({ timeout: 20_000 });
    // $0.042 of $0.05.
    await expect(panel.getByText(/84 % of your daily budget is used/)).toBeVisible();
    await box.fill('A second lighthouse');
    await send.click();
    await expect(log.getByRole('img', { name: 'A second lighthouse' })).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByText(/Spending cap reached/)).toBeVisible();

    const before = imageRequests().length;
    await box.fill('A third lighthouse');
    await expect(send).toBeDisabled();
    await box.press('Enter');
    await expect(action).toBeDisabled();
    expect(imageRequests()).toHaveLength(before);
  });

  test('a prompt the provider refuses under its content policy reads plainly', async ({ page }) => {
    const { log, box, send } = await openChat(page, IMAGE_AGENT, 'content_policy');
    await box.fill('Something the safety system refuses');
    await send.click();
    await expect(log).toContainText('The provider refused this prompt under its content policy. Try rewording it.');
    await expect(log.getByRole('img')).toHaveCount(0);
  });

  test('a provider without image generation says so in the dialog', async ({ page }) => {
    const { action } = await openChat(page, WRITER, 'no_images');
    await action.click();
    const dialog = page.getByRole('dialog', { name: 'Generate an image' });
    await dialog.getByRole('textbox', { name: 'Prompt' }).fill('A lighthouse');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This provider does not offer image generation.');
  });

  test('an exhausted quota reads as in the chat', async ({ page }) => {
    const { log, box, send } = await openChat(page, IMAGE_AGENT, 'insufficient_quota');
    await box.fill('A lighthouse');
    await send.click();
    await expect(log).toContainText('Insufficient quota. Please check your provider account.');
  });
});
