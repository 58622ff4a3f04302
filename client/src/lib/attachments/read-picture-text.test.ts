// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAttachment } from './read-attachment';
import { readPictureText, type PictureTextSettings } from './read-picture-text';

const KEY = `sk-${'a'.repeat(40)}`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const settings: PictureTextSettings = { apiKey: KEY, baseUrl: 'https://llm.example/v1/', model: 'gpt-4o' };
const scan = () => new File([PNG], 'letter.png', { type: 'image/png' });

/** Node has no canvas: the downscale gives a small JPEG whose bytes the request must carry. */
const read = (file: File) =>
  readAttachment(file, {
    downscale: async () => ({
      blob: new Blob(['tiny-jpeg'], { type: 'image/jpeg' }),
      mimeType: 'image/jpeg',
      width: 1024,
      height: 768,
      thumbnail: 'data:image/webp;base64,AAAA',
    }),
    newId: () => 'p1',
  });

/** The provider: answers each request with these SSE chunks (or this status and body), and records it. */
function stubProvider(answer: { chunks?: string[]; status?: number; body?: unknown }) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    if (answer.status) return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    const events = (answer.chunks ?? []).map(
      (text) => `data: ${JSON.stringify({ choices: [{ delta: { content: text }, finish_reason: null }] })}\n\n`,
    );
    return new Response(`${events.join('')}data: [DONE]\n\n`, { headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('readPictureText', () => {
  it('sends the downscaled picture from the browser to the own provider and gives its text, named by the file', async () => {
    const fetch = stubProvider({ chunks: ['Dear Ada,\n', 'The invoice is due on Friday.'] });
    const result = await readPictureText(scan(), settings, { read });
    expect(result).toEqual({
      text: '--- File: letter.png (picture, its text as read by the model) ---\nDear Ada,\nThe invoice is due on Friday.\n--- End of letter.png ---',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://llm.example/v1/chat/completions');
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${KEY}`);
    const body = JSON.parse(init.body as string) as {
      model: string;
      messages: { role: string; content: unknown }[];
    };
    expect(body.model).toBe('gpt-4o');
    const user = body.messages.at(-1)!;
    expect(user.role).toBe('user');
    expect(user.content).toContainEqual({
      type: 'image_url',
      image_url: { url: `data:image/jpeg;base64,${btoa('tiny-jpeg')}`, detail: 'high' },
    });
    expect(JSON.stringify(body.messages[0])).toMatch(/transcribe/i);
  });

  it('refuses without an own key, or for a model that cannot see pictures, sending nothing', async () => {
    const fetch = stubProvider({ chunks: ['x'] });
    expect(await readPictureText(scan(), { ...settings, apiKey: null }, { read })).toEqual({ problem: 'needs_key' });
    expect(await readPictureText(scan(), { ...settings, apiKey: 'not-a-key' }, { read })).toEqual({
      problem: 'needs_key',
    });
    expect(await readPictureText(scan(), { ...settings, model: 'gpt-3.5-turbo' }, { read })).toEqual({
      problem: 'cannot_see',
    });
    // The provider setting wins over the table both ways.
    expect(await readPictureText(scan(), { ...settings, model: 'gpt-4o', visionOverride: 'no' }, { read })).toEqual({
      problem: 'cannot_see',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(
      await readPictureText(scan(), { ...settings, model: 'my-local-llava', visionOverride: 'yes' }, { read }),
    ).toHaveProperty('text');
  });

  it('maps the provider’s failures to the chat’s reasons, and a picture without text to no_text', async () => {
    stubProvider({ status: 401, body: { error: { code: 'invalid_api_key', message: 'bad key' } } });
    expect(await readPictureText(scan(), settings, { read })).toEqual({ problem: 'provider', reason: 'invalid_key' });
    stubProvider({ status: 429, body: { error: { code: 'rate_limit_exceeded', message: 'slow down' } } });
    expect(await readPictureText(scan(), settings, { read })).toEqual({ problem: 'provider', reason: 'rate_limited' });
    stubProvider({ chunks: ['[no text]'] });
    expect(await readPictureText(scan(), settings, { read })).toEqual({ problem: 'no_text' });
    stubProvider({ chunks: [] });
    expect(await readPictureText(scan(), settings, { read })).toEqual({ problem: 'no_text' });
  });

  it('gives the reading error of a file that is not really a picture, without calling the provider', async () => {
    const fetch = stubProvider({ chunks: ['x'] });
    const result = await readPictureText(new File(['<html>'], 'fake.png', { type: 'image/png' }), settings, { read });
    expect(result).toEqual({ error: expect.stringContaining('fake.png') });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops when the caller aborts', async () => {
    stubProvider({ chunks: ['x'] });
    const controller = new AbortController();
    controller.abort();
    expect(await readPictureText(scan(), { ...settings, signal: controller.signal }, { read })).toEqual({
      problem: 'aborted',
    });
  });
});
