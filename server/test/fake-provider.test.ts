import OpenAI, { AuthenticationError, RateLimitError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeKey, startFakeProvider, type FakeProvider } from './fake-provider.js';

/** The official SDK is the judge of the fake's wire format: if it parses, the real API would too. */
let provider: FakeProvider;
const client = (apiKey = fakeKey()) => new OpenAI({ apiKey, baseURL: provider.baseUrl, maxRetries: 0 });

beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());
beforeEach(() => provider.setScenario('ok'));

describe('fake provider, seen through the official openai SDK', () => {
  it('streams a completion chunk by chunk, ending with usage', async () => {
    const stream = await client().chat.completions.create({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'Say hello to the tests' },
      ],
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let deltas = 0;
    let finish: string | null = null;
    let usage: OpenAI.CompletionUsage | null | undefined;
    for await (const chunk of stream) {
      expect(chunk.object).toBe('chat.completion.chunk');
      const choice = chunk.choices[0];
      if (choice?.delta.content) deltas += 1;
      text += choice?.delta.content ?? '';
      finish = choice?.finish_reason ?? finish;
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toBe('Echo: Say hello to the tests');
    expect(deltas).toBeGreaterThan(1);
    expect(finish).toBe('stop');
    expect(usage?.total_tokens).toBe((usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0));
    expect(usage?.completion_tokens).toBeGreaterThan(0);
  });

  it('answers a non-streamed completion with a message and usage', async () => {
    provider.setScenario('ok', { reply: 'Fixed reply.' });
    const completion = await client().chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toBe('gpt-4o-mini');
    expect(completion.choices[0]?.message.content).toBe('Fixed reply.');
    expect(completion.usage?.prompt_tokens).toBeGreaterThan(0);
  });

  it('lists models', async () => {
    const ids: string[] = [];
    for await (const model of client().models.list()) ids.push(model.id);
    expect(ids).toContain('gpt-4o');
  });

  it('records what it was sent, key included, for tests to inspect', async () => {
    await client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] });
    const last = provider.requests.at(-1);
    expect(last?.path).toBe('/v1/chat/completions');
    expect(last?.headers.authorization).toBe(`Bearer ${fakeKey()}`);
    expect(last?.body).toMatchObject({ model: 'gpt-4o' });
  });

  it('raises AuthenticationError for a wrong key', async () => {
    const error = await client('sk-fake-unauthorized-0123456789abcdef')
      .models.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).code).toBe('invalid_api_key');
    expect((error as AuthenticationError).message).not.toContain('0123456789abcdef');
  });

  it('raises RateLimitError with code rate_limit_exceeded', async () => {
    provider.setScenario('rate_limited');
    const error = await client()
      .chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }], stream: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).status).toBe(429);
    expect((error as RateLimitError).code).toBe('rate_limit_exceeded');
  });

  it('raises a 429 with code insufficient_quota, selected by the key', async () => {
    const error = await client(fakeKey('insufficient_quota'))
      .chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).code).toBe('insufficient_quota');
    expect((error as RateLimitError).type).toBe('insufficient_quota');
  });

  it('answers CORS preflight so the browser can call it directly', async () => {
    const res = await fetch(`${provider.baseUrl}/chat/completions`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});
