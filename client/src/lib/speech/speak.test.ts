import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak, speechRequestBody } from './speak';

afterEach(() => vi.unstubAllGlobals());

describe('speechRequestBody', () => {
  it('asks for mp3 with the default model and voice, the text within the limit', () => {
    const body = speechRequestBody({ text: ` ${'word '.repeat(1500)}` });
    expect(body).toMatchObject({ model: 'tts-1', voice: 'alloy', response_format: 'mp3' });
    expect(body.input.length).toBeLessThanOrEqual(4096);
    expect(body.input.startsWith('word')).toBe(true);
  });

  it('keeps a chosen model and voice', () => {
    expect(speechRequestBody({ text: 'Hi', model: 'gpt-4o-mini-tts', voice: 'nova' })).toMatchObject({
      model: 'gpt-4o-mini-tts',
      voice: 'nova',
      input: 'Hi',
    });
  });
});

describe('speak', () => {
  const access = { baseUrl: 'https://provider.example/v1', apiKey: 'sk-test-0123456789abcdefghij' };

  it('posts to {base}/audio/speech with the key and reports a provider refusal as the chat does', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(Response.json({ error: { code: 'rate_limit_exceeded' } }, { status: 429 }));
    vi.stubGlobal('fetch', fetch);
    await expect(speak({ ...access, text: 'Hello' }).done).rejects.toMatchObject({ reason: 'rate_limited' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://provider.example/v1/audio/speech');
    expect(init?.headers).toMatchObject({ authorization: `Bearer ${access.apiKey}` });
    expect(JSON.parse(String(init?.body))).toMatchObject({ input: 'Hello', response_format: 'mp3' });
  });

  it('ends quietly when stopped while the audio downloads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError'))),
        );
      }),
    );
    const playback = speak({ ...access, text: 'Hello' });
    playback.stop();
    await expect(playback.done).resolves.toBeUndefined();
  });
});
