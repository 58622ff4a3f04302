import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { generateImages, type GenerateImagesDeps } from './generate-images';
import { imageErrorText, ImageGenerationError } from './image-error';

const KEY = 'sk-test-0123456789abcdefghij';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PNG_B64 = btoa(String.fromCharCode(...PNG));
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const providerError = (status: number, code: string | null, message: string, type = 'invalid_request_error') =>
  json(status, { error: { message, type, param: null, code } });

function stub(...responses: (Response | Error)[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  let id = 0;
  const deps: GenerateImagesDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    decode: () => Promise.resolve({ width: 1536, height: 1024, thumbnail: 'data:image/webp;base64,AAAA' }),
    newId: () => `img-${++id}`,
  };
  return { calls, deps };
}

const ask = (deps: GenerateImagesDeps, overrides: Partial<Parameters<typeof generateImages>[0]> = {}) =>
  generateImages(
    {
      baseUrl: 'https://provider.test/v1/',
      apiKey: KEY,
      model: 'gpt-image-1',
      prompt: 'A lighthouse at dusk',
      size: '1536x1024',
      quality: 'medium',
      ...overrides,
    },
    deps,
  );

async function failure(promise: Promise<unknown>): Promise<ImageGenerationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageGenerationError);
  return error as ImageGenerationError;
}

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('generateImages', () => {
  it("posts the model's request to {base}/images/generations with the user's key", async () => {
    const { calls, deps } = stub(json(200, { created: 1, data: [{ b64_json: PNG_B64 }] }));
    await ask(deps);
    expect(calls[0]?.url).toBe('https://provider.test/v1/images/generations');
    expect(calls[0]?.init?.method).toBe('POST');
    expect((calls[0]?.init?.headers as Record<string, string>).authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      model: 'gpt-image-1',
      prompt: 'A lighthouse at dusk',
      n: 1,
      size: '1536x1024',
      quality: 'medium',
    });
  });

  it('turns base64 into a PNG Blob described with its prompt, size, thumbnail and cost', async () => {
    const { deps } = stub(json(200, { data: [{ b64_json: PNG_B64 }] }));
    const [made] = await ask(deps);
    expect(made?.blob.type).toBe('image/png');
    expect(new Uint8Array(await made!.blob.arrayBuffer())).toEqual(PNG);
    expect(made?.image).toEqual({
      id: 'img-1',
      prompt: 'A lighthouse at dusk',
      model: 'gpt-image-1',
      size: '1536x1024',
      quality: 'medium',
      mimeType: 'image/png',
      thumbnail: 'data:image/webp;base64,AAAA',
      width: 1536,
      height: 1024,
      costUsd: 0.063,
    });
  });

  it('downloads an image given as a link without sending the key, and keeps the revised prompt', async () => {
    const { calls, deps } = stub(
      json(200, { data: [{ url: 'https://files.provider.test/a.jpg', revised_prompt: 'A tall lighthouse at dusk' }] }),
      new Response(JPEG, { status: 200 }),
    );
    const [made] = await ask(deps, { model: 'dall-e-3', size: '1024x1024', quality: 'hd' });
    expect(calls[1]?.url).toBe('https://files.provider.test/a.jpg');
    expect(calls[1]?.init?.headers).toBeUndefined();
    expect(made?.blob.type).toBe('image/jpeg');
    expect(made?.image.revisedPrompt).toBe('A tall lighthouse at dusk');
    expect(made?.image.costUsd).toBe(0.08);
  });

  it("prices an 'auto' image by the size the provider chose", async () => {
    const { deps } = stub(json(200, { data: [{ b64_json: PNG_B64 }] }));
    const [made] = await ask(deps, { size: 'auto', quality: 'high' });
    expect(made?.image.costUsd).toBe(0.25);
  });

  it('has no cost figure for a size with no known price', async () => {
    const { deps } = stub(json(200, { data: [{ b64_json: PNG_B64 }] }));
    deps.decode = () => Promise.resolve({ width: 640, height: 480, thumbnail: 'data:,' });
    const [made] = await ask(deps, { size: 'auto' });
    expect(made?.image.costUsd).toBeNull();
  });

  it('refuses before any request without a valid key', async () => {
    const { calls, deps } = stub();
    const error = await failure(ask(deps, { apiKey: 'nope' }));
    expect(error.reason).toBe('missing_key');
    expect(calls).toHaveLength(0);
  });

  it('lets a cancel through as an abort, not an error message', async () => {
    const { deps } = stub(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(ask(deps)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('image errors', () => {
  const cases: [string, Response | Error, string][] = [
    [
      'content policy (DALL·E)',
      providerError(400, 'content_policy_violation', 'Your request was rejected as a result of our safety system.'),
      'The provider refused this prompt under its content policy. Try rewording it.',
    ],
    [
      'content policy (gpt-image-1)',
      providerError(
        400,
        'moderation_blocked',
        'Your request was rejected by the safety system.',
        'image_generation_user_error',
      ),
      'The provider refused this prompt under its content policy. Try rewording it.',
    ],
    ['no endpoint (404)', new Response('Not Found', { status: 404 }), 'This provider does not offer image generation.'],
    ['no endpoint (405)', new Response('', { status: 405 }), 'This provider does not offer image generation.'],
    [
      'a size the model refuses',
      providerError(400, null, "Invalid size '1536x1024'. Supported sizes are 256x256, 512x512, and 1024x1024."),
      "The provider refused these settings: Invalid size '1536x1024'. Supported sizes are 256x256, 512x512, and 1024x1024. Try another model, size or quality.",
    ],
    [
      'a model the provider lacks',
      providerError(404, 'model_not_found', 'The model `gpt-image-9` does not exist'),
      'The provider refused these settings: The model `gpt-image-9` does not exist. Try another model, size or quality.',
    ],
    [
      'quota',
      providerError(429, 'insufficient_quota', 'You exceeded your current quota', 'insufficient_quota'),
      'Insufficient quota. Please check your provider account.',
    ],
    [
      'a wrong key',
      providerError(401, 'invalid_api_key', 'Incorrect API key'),
      'Invalid API key. Please check your API key.',
    ],
    [
      'rate limit',
      providerError(429, 'rate_limit_exceeded', 'Slow down'),
      'Rate limit exceeded. Please try again later.',
    ],
    ['the network', new TypeError('Failed to fetch'), 'Failed to communicate with agent. Please try again.'],
    ['a server error', new Response('<html>', { status: 502 }), 'Failed to communicate with agent. Please try again.'],
    ['an answer with no image', json(200, { data: [] }), 'The provider answered without an image. Please try again.'],
  ];

  for (const [what, response, text] of cases) {
    it(`read plainly for ${what}`, async () => {
      const { deps } = stub(response);
      expect(imageErrorText(await failure(ask(deps)))).toBe(text);
    });
  }

  it('say so when a link cannot be downloaded', async () => {
    const { deps } = stub(
      json(200, { data: [{ url: 'https://files.provider.test/gone.png' }] }),
      new Response('', { status: 403 }),
    );
    expect(imageErrorText(await failure(ask(deps)))).toMatch(/could not download it/);
  });

  it('cut a very long provider message', async () => {
    const { deps } = stub(providerError(400, null, `Bad ${'size '.repeat(200)}`));
    const text = imageErrorText(await failure(ask(deps)));
    expect(text.length).toBeLessThan(340);
    expect(text).toContain('…');
  });

  it('read in the interface language', async () => {
    await act(() => activateLanguage('de'));
    const { deps } = stub(providerError(400, 'content_policy_violation', 'Rejected'));
    expect(imageErrorText(await failure(ask(deps)))).toBe(
      'Der Anbieter hat diese Eingabe wegen seiner Inhaltsrichtlinie abgelehnt. Formulieren Sie sie bitte um.',
    );
  });
});
