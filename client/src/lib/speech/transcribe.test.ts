// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpeechError } from './speech-error';
import { transcribe, transcriptionForm } from './transcribe';

const KEY = 'sk-test-0123456789abcdefghij';
const access = { baseUrl: 'https://provider.example/v1/', apiKey: KEY };
const audio = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' });

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('transcriptionForm', () => {
  it('carries the file under its name, the model and a JSON answer format', () => {
    const form = transcriptionForm({ ...access, audio, fileName: 'dictation.webm' });
    const file = form.get('file') as File;
    expect(file.name).toBe('dictation.webm');
    expect(file.size).toBe(3);
    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('response_format')).toBe('json');
    expect(form.has('language')).toBe(false);
    expect(form.has('prompt')).toBe(false);
  });

  it('passes a chosen model, the language and the previous words when given', () => {
    const form = transcriptionForm({
      ...access,
      audio,
      fileName: 'a.wav',
      model: 'gpt-4o-transcribe',
      language: 'fr',
      prompt: 'Bonjour',
    });
    expect(form.get('model')).toBe('gpt-4o-transcribe');
    expect(form.get('language')).toBe('fr');
    expect(form.get('prompt')).toBe('Bonjour');
  });
});

describe('transcribe', () => {
  it('posts the form to {base}/audio/transcriptions with the key and returns the text', async () => {
    const fetch = stubFetch(Response.json({ text: ' Hello world. ' }));
    await expect(transcribe({ ...access, audio, fileName: 'dictation.webm' })).resolves.toBe('Hello world.');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://provider.example/v1/audio/transcriptions');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ authorization: `Bearer ${KEY}` });
    expect(init?.body).toBeInstanceOf(FormData);
  });

  it('reads the chat’s error kinds from the provider’s answer', async () => {
    const cases: [Response, string][] = [
      [Response.json({ error: { code: 'invalid_api_key' } }, { status: 401 }), 'invalid_key'],
      [Response.json({ error: { code: 'rate_limit_exceeded' } }, { status: 429 }), 'rate_limited'],
      [Response.json({ error: { code: 'insufficient_quota' } }, { status: 429 }), 'insufficient_quota'],
      [new Response('<html>Bad gateway</html>', { status: 502 }), 'other'],
      [new Response('Not Found', { status: 404 }), 'provider_unsupported'],
      [Response.json({ error: { code: 'model_not_found' } }, { status: 400 }), 'provider_unsupported'],
      [Response.json({ error: { message: 'Maximum content size limit exceeded' } }, { status: 413 }), 'too_large'],
    ];
    for (const [response, reason] of cases) {
      stubFetch(response);
      await expect(transcribe({ ...access, audio, fileName: 'a.webm' })).rejects.toMatchObject({ reason });
    }
  });

  it('refuses an invalid key before any request', async () => {
    const fetch = stubFetch(Response.json({ text: 'x' }));
    const error = await transcribe({ ...access, apiKey: 'nope', audio, fileName: 'a.webm' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechError);
    expect((error as SpeechError).reason).toBe('missing_key');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts a server that answers plain text', async () => {
    stubFetch(new Response('Just text'));
    await expect(transcribe({ ...access, audio, fileName: 'a.webm' })).resolves.toBe('Just text');
  });
});
