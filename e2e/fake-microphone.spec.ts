/**
 * The fake microphone of fake-media.ts, in the app's page and under its policy: it records
 * something the fake provider transcribes, and the refused and missing variants fail the way
 * Chromium does when the user says no or has no microphone.
 */
import type { Page } from '@playwright/test';
import { fakeKey, startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { mediaLaunchOptions, withoutMicrophone } from './fake-media';
import { expect, test } from './fixtures';

test.use({ launchOptions: mediaLaunchOptions() });

let provider: FakeProvider;
test.beforeAll(async () => {
  provider = await startFakeProvider();
});
test.afterAll(() => provider?.close());

/** Asks for the microphone: the error's name, or a moment of it recorded and transcribed. */
const record = (page: Page) =>
  page.evaluate(`(async ({ base, key }) => {
    let stream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      return { error: error.name };
    }
    const recorder = new MediaRecorder(stream);
    const parts = [];
    recorder.ondataavailable = (e) => parts.push(e.data);
    // Stops once the first quarter second has been encoded: a recording, without a fixed wait.
    const recorded = new Promise((r) => recorder.addEventListener('dataavailable', r, { once: true }));
    recorder.start(250);
    await recorded;
    recorder.stop();
    await new Promise((r) => (recorder.onstop = r));
    const form = new FormData();
    form.append('file', new Blob(parts, { type: recorder.mimeType }), 'speech.webm');
    form.append('model', 'gpt-4o-mini-transcribe');
    const answer = await fetch(base + '/audio/transcriptions', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + key },
      body: form,
    });
    return { type: recorder.mimeType, text: (await answer.json()).text };
  })(${JSON.stringify({ base: provider.baseUrl, key: fakeKey() })})`) as Promise<{
    error?: string;
    type?: string;
    text?: string;
  }>;

test('the fake microphone records speech that the provider transcribes', async ({ page }) => {
  await page.goto('/');
  const result = await record(page);
  expect(result.type).toMatch(/^audio\/webm/);
  expect(result.text).toMatch(/^Transcript of speech\.webm \(\d{3,} bytes\)\.$/);
  expect(provider.requests.at(-1)?.body).toMatchObject({
    model: 'gpt-4o-mini-transcribe',
    file: { name: 'speech.webm' },
  });
});

test('a refused microphone fails with NotAllowedError, a missing one with NotFoundError', async ({ page }) => {
  await withoutMicrophone(page, 'refused');
  await page.goto('/');
  expect(await record(page)).toEqual({ error: 'NotAllowedError' });

  const other = await page.context().newPage();
  await withoutMicrophone(other, 'missing');
  await other.goto(page.url());
  expect(await record(other)).toEqual({ error: 'NotFoundError' });
  await other.close();
});
