/**
 * Speech with the user's own key, against the fake provider: dictation with Chromium's fake
 * microphone (transcript into the box, cancel, refused or missing microphone, a provider error),
 * a reply read aloud and stopped, the Meeting Summarizer's recording transcribed (progress shown)
 * and summarized, axe on the chat with the new controls. (Without a key of one's own nothing is
 * offered: agent-chat-speech.test.tsx, since the relay needs a server with a key of its own.)
 */
import { writeFile } from 'node:fs/promises';
import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { startFakeProvider, type FakeProvider, type RecordedRequest } from '../server/test/fake-provider';
import { seriousViolations } from './axe';
import { mediaLaunchOptions, speechLikeWav, withoutMicrophone } from './fake-media';
import { speechLikeSamples, wavFile } from '../server/test/media-samples';
import { MOBILE, expect, expectNoHorizontalOverflow, registerViaApi, test } from './fixtures';

// A granted fake microphone playing speech-like tones, for every test of the file.
test.use({ launchOptions: mediaLaunchOptions() });

const WRITING = { id: 'ai-writing-assistant', name: 'Writing Assistant' };
const MEETINGS = { id: 'ai-meeting-summarizer', name: 'Meeting Summarizer' };

let provider: FakeProvider;
let sessionCookies: Parameters<BrowserContext['addCookies']>[0];

test.beforeAll(async () => {
  provider = await startFakeProvider({ reply: 'Here is your summary.' });
  const api = await playwrightRequest.newContext();
  // Basic: the Meeting Summarizer is outside the starter agents.
  sessionCookies = (await registerViaApi(api, { firstName: 'Speech', lastName: 'Tester', plan: 'basic' })).cookies;
  await api.dispose();
});

test.afterAll(async () => {
  await provider?.close();
});

/** A key of the test's own (the fake reads the scenario from its shape), so its requests can be told apart. */
const keyFor = (scenario: string, name: string) => `sk-fake-${scenario}-${name}-0123456789abcdef`;

const requestsWith = (key: string, path: string): RecordedRequest[] =>
  provider.requests.filter((r) => r.path === `/v1/${path}` && r.headers.authorization === `Bearer ${key}`);

/** Signs in with the provider key `key` (or none) and opens the agent's chat. */
async function openChat(page: Page, agent: { id: string; name: string }, key: string | null) {
  await page.context().addCookies(sessionCookies);
  if (key) {
    await page.addInitScript(
      ([k, baseUrl]) => {
        localStorage.setItem('openai-api-key', k);
        localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
      },
      [key, provider.baseUrl] as const,
    );
  }
  await page.goto(`/dashboard?selectedAgent=${agent.id}`);
  const panel = page.getByRole('region', { name: `Chat with ${agent.name}` });
  await expect(panel).toBeVisible();
  return {
    panel,
    log: panel.getByRole('log'),
    box: panel.getByRole('textbox', { name: `Message to ${agent.name}` }),
    mic: panel.getByRole('button', { name: 'Dictate a message' }),
    strip: panel.getByRole('group', { name: 'Recording' }),
  };
}

test.describe('speech', () => {
  test('dictates into the message box: recording state with time, Done sends the sound as multipart', async ({
    page,
  }) => {
    const key = keyFor('ok', 'dictation');
    const { panel, box, mic, strip } = await openChat(page, WRITING, key);
    await box.fill('Please');

    await mic.click();
    await expect(strip).toBeVisible();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByText('Recording', { exact: true })).toBeAttached();
    // The time recorded runs.
    await expect(strip).toContainText(/00:0[1-9]/);
    await strip.getByRole('button', { name: 'Stop recording and transcribe' }).click();

    await expect(box).toHaveValue(/^Please Transcript of dictation\.webm \(\d+ bytes\)\.$/);
    await expect(strip).toBeHidden();
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.getByText('Transcribed: the text is in the message box.')).toBeAttached();

    const [sent] = requestsWith(key, 'audio/transcriptions');
    expect(sent, 'one transcription request').toBeTruthy();
    expect(String(sent!.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const fields = sent!.body as { model: string; file: { name: string; size: number } };
    expect(fields.model).toBe('whisper-1');
    expect(fields.file.name).toBe('dictation.webm');
    expect(fields.file.size).toBeGreaterThan(0);
  });

  test('cancelling a recording sends nothing and leaves the box as it was', async ({ page }) => {
    const key = keyFor('ok', 'cancel');
    const { panel, box, mic, strip } = await openChat(page, WRITING, key);
    await mic.click();
    await expect(strip).toBeVisible();
    await strip.getByRole('button', { name: 'Cancel the recording' }).click();
    await expect(strip).toBeHidden();
    await expect(mic).toBeFocused();
    await expect(panel.getByText('Recording cancelled.')).toBeAttached();
    await expect(box).toHaveValue('');
    expect(requestsWith(key, 'audio/transcriptions')).toHaveLength(0);
  });

  test('a refused or missing microphone says so plainly', async ({ page }) => {
    await withoutMicrophone(page, 'refused');
    const { panel, mic } = await openChat(page, WRITING, keyFor('ok', 'refused'));
    await mic.click();
    await expect(panel.getByRole('alert')).toContainText('Microphone permission was refused.');

    const other = await page.context().newPage();
    await withoutMicrophone(other, 'missing');
    const missing = await openChat(other, WRITING, keyFor('ok', 'missing'));
    await missing.mic.click();
    await expect(missing.panel.getByRole('alert')).toContainText('No microphone was found.');
  });

  test('a provider error reads like the chat’s', async ({ page }) => {
    const { panel, mic, strip, box } = await openChat(page, WRITING, keyFor('rate_limited', 'dictation'));
    await mic.click();
    await strip.getByRole('button', { name: 'Stop recording and transcribe' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Rate limit exceeded. Please try again later.');
    await expect(box).toHaveValue('');
  });

  test('reads a reply aloud while it downloads, and stops', async ({ page }) => {
    const key = keyFor('slow', 'read-aloud');
    const { log } = await openChat(page, WRITING, key);
    // The greeting is the first reply.
    const read = log.getByRole('button', { name: 'Read aloud' }).first();
    await read.click();
    const stop = log.getByRole('button', { name: 'Stop reading' });
    await expect(stop).toBeVisible();
    // The sound plays (MediaSource fed chunk by chunk in Chromium) while the reply still downloads.
    await expect(log.getByText('Reading aloud.')).toBeAttached();
    expect(await page.evaluate('MediaSource.isTypeSupported("audio/mpeg")')).toBe(true);

    const [sent] = requestsWith(key, 'audio/speech');
    expect(sent!.body).toMatchObject({ model: 'tts-1', response_format: 'mp3' });
    expect((sent!.body as { input: string }).input).toContain('Writing Assistant');

    await stop.click();
    await expect(stop).toBeHidden();
    await expect(log.getByRole('button', { name: 'Read aloud' }).first()).toBeVisible();
  });

  test('the Meeting Summarizer transcribes a recording with progress and summarizes it', async ({ page }) => {
    const key = keyFor('ok', 'meeting');
    const { panel, log } = await openChat(page, MEETINGS, key);
    // The transcription waits until the progress bar has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${provider.baseUrl}/audio/transcriptions`, async (route) => {
      await held;
      await route.continue();
    });

    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Summarize a recording' }).click();
    await (await chooser).setFiles({ name: 'standup.wav', mimeType: 'audio/wav', buffer: speechLikeWav(3) });

    const bar = panel.getByRole('progressbar', { name: 'Transcription progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', 'Transcribing part 1 of 1');
    await expect(panel.getByText('Transcribing part 1 of 1').first()).toBeAttached();
    release();

    await expect(bar).toBeHidden();
    await expect(log).toContainText('Summarize this meeting recording.');
    await expect(log).toContainText('Here is your summary.');
    const [transcription] = requestsWith(key, 'audio/transcriptions');
    expect((transcription!.body as { file: { name: string } }).file.name).toBe('standup.wav');
    const chat = requestsWith(key, 'chat/completions').at(-1);
    expect(JSON.stringify(chat!.body)).toContain('Transcript of standup.wav');
  });

  test('a recording over 25 MB is decoded and sent in WAV parts, part 1 of 2 shown, the text joined', async ({
    page,
  }, testInfo) => {
    const key = keyFor('ok', 'long-meeting');
    const { panel, log } = await openChat(page, MEETINGS, key);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${provider.baseUrl}/audio/transcriptions`, async (route) => {
      await held;
      await route.continue();
    });
    // 830 s of 16 kHz 16-bit mono: 26.6 MB, over the provider's 26,214,400 bytes.
    const buffer = wavFile(speechLikeSamples(830, 16_000), 16_000);
    expect(buffer.length).toBeGreaterThan(26_214_400);

    // Picked from a file on disk, as a user would: 26 MB of bytes sent through the browser's
    // protocol instead can outlast the action timeout on a loaded machine.
    const file = testInfo.outputPath('all-hands.wav');
    await writeFile(file, buffer);
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Summarize a recording' }).click();
    await (await chooser).setFiles(file);

    const bar = panel.getByRole('progressbar', { name: 'Transcription progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Transcribing part 1 of 2', { timeout: 30_000 });
    release();
    await expect(log).toContainText('Summarize this meeting recording.', { timeout: 30_000 });
    // The reply shows once the provider has the chat request whose body is read below.
    await expect(log).toContainText('Here is your summary.', { timeout: 30_000 });

    const parts = requestsWith(key, 'audio/transcriptions').map(
      (r) => (r.body as { file: { name: string; size: number } }).file,
    );
    expect(parts.map((f) => f.name)).toEqual(['all-hands-part-1.wav', 'all-hands-part-2.wav']);
    for (const file of parts) expect(file.size).toBeLessThan(26_214_400);
    // Ten minutes at 16 kHz, cut in the pause nearest its end.
    expect(parts[0]!.size).toBeGreaterThan(44 + 590 * 32_000);
    const chat = JSON.stringify(requestsWith(key, 'chat/completions').at(-1)!.body);
    expect(chat).toContain('Transcript of all-hands-part-1.wav');
    expect(chat).toContain('Transcript of all-hands-part-2.wav');
  });

  test('axe finds nothing serious on the chat with the speech controls, idle and recording', async ({ page }) => {
    const { mic, strip, log } = await openChat(page, MEETINGS, keyFor('ok', 'axe'));
    await expect(log.getByRole('button', { name: 'Read aloud' }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await mic.click();
    await expect(strip).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('on a phone the speech controls fit beside the box, the recording strip too', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const { panel, mic, strip } = await openChat(page, MEETINGS, keyFor('ok', 'phone'));
    await expect(panel.getByRole('button', { name: 'Summarize a recording' })).toBeInViewport();
    await expect(mic).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await mic.click();
    await expect(strip.getByRole('button', { name: 'Stop recording and transcribe' })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    // Escape throws the recording away, from the keyboard.
    await mic.press('Escape');
    await expect(strip).toBeHidden();
  });
});
