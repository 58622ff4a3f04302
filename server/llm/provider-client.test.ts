import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHAT_ERROR_MESSAGES } from '../../common/chat.js';
import { loadConfig } from '../config.js';
import { DomainError } from '../lib/domain-error.js';
import { fakeKey, startFakeProvider, type FakeProvider, type FakeScenario } from '../test/fake-provider.js';
import {
  assertAllowedBaseUrl,
  completeJson,
  NOT_ALLOWED_MESSAGE,
  streamCompletion,
  UNREADABLE_ANSWER_MESSAGE,
  type AllowedBaseUrl,
} from './provider-client.js';

let provider: FakeProvider;
let baseUrl: AllowedBaseUrl;
const config = (extra = '') =>
  loadConfig({
    SESSION_SECRET: 'x'.repeat(32),
    ENCRYPTION_KEY: '0'.repeat(64),
    AI_ALLOWED_BASE_URLS: extra,
  });

beforeAll(async () => {
  provider = await startFakeProvider();
  baseUrl = assertAllowedBaseUrl(config(`${provider.baseUrl}/`), provider.baseUrl);
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.setScenario('ok');
  provider.requests.length = 0;
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a DomainError'),
    (e: unknown) => {
      expect(e).toBeInstanceOf(DomainError);
      return e as DomainError;
    },
  );

describe('assertAllowedBaseUrl', () => {
  it('accepts AI_BASE_URL and AI_ALLOWED_BASE_URLS, however they are spelled', () => {
    const c = config(provider.baseUrl);
    expect(assertAllowedBaseUrl(c, 'https://api.openai.com/v1')).toBe('https://api.openai.com/v1');
    expect(assertAllowedBaseUrl(c, 'HTTPS://API.OpenAI.com:443/v1//')).toBe('https://api.openai.com/v1');
    expect(assertAllowedBaseUrl(c, `${provider.baseUrl}/`)).toBe(provider.baseUrl);
  });

  it('accepts the built-in providers when AI_ALLOWED_BASE_URLS is unset', () => {
    expect(assertAllowedBaseUrl(config(), 'https://api.groq.com/openai/v1')).toBe('https://api.groq.com/openai/v1');
    expect(assertAllowedBaseUrl(config(), 'https://openrouter.ai/api/v1/')).toBe('https://openrouter.ai/api/v1');
  });

  it.each([
    'https://evil.example/v1',
    'https://api.openai.com.evil.example/v1',
    'https://api.openai.com:8443/v1',
    'http://api.openai.com/v1',
    'https://user:pw@api.openai.com/v1',
    'https://api.openai.com/v1?redirect=x',
    // The browser may use a model server on the user's computer; the server's own loopback is not the user's.
    'http://127.0.0.1:1/v1',
    'http://localhost:5432',
    'http://169.254.169.254/latest',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s as invalid', (url) => {
    let error: unknown;
    try {
      assertAllowedBaseUrl(config(), url);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ kind: 'invalid', code: 'provider_not_allowed', message: NOT_ALLOWED_MESSAGE });
  });

  it('refuses the built-in providers when the operator lists others', () => {
    expect(() => assertAllowedBaseUrl(config('https://gateway.example.com'), 'https://api.groq.com/openai/v1')).toThrow(
      NOT_ALLOWED_MESSAGE,
    );
  });
});

const Draft = z.object({ subject: z.string(), body: z.string() });
const GOOD = '{"subject":"Hello","body":"See you soon."}';
const draft = (apiKey = fakeKey()) =>
  completeJson({
    baseUrl,
    apiKey,
    model: 'gpt-4o',
    messages: [{ role: 'user', content: 'Write a short email as JSON {subject, body}' }],
    schema: Draft,
  });

describe('completeJson', () => {
  it('asks for a JSON object and returns it validated, with usage', async () => {
    provider.setScenario('json', { json: GOOD });
    const { data, usage } = await draft();
    expect(data).toEqual({ subject: 'Hello', body: 'See you soon.' });
    expect(usage.total_tokens).toBeGreaterThan(0);
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]?.body).toMatchObject({ model: 'gpt-4o', response_format: { type: 'json_object' } });
    expect(provider.requests[0]?.body).not.toHaveProperty('stream');
  });

  it.each([
    ['invalid JSON', 'Sure! Here is your email: {subject: Hello}', /not valid JSON/],
    ['a schema mismatch', '{"subject":"Hello"}', /body/],
  ])('retries once after %s, telling the model what was wrong', async (_label, bad, problem) => {
    provider.setScenario('json', { json: [bad, GOOD] });
    const { data, usage } = await draft();
    expect(data.subject).toBe('Hello');
    expect(provider.requests).toHaveLength(2);
    const retry = provider.requests[1]?.body as { messages: { role: string; content: string }[] };
    expect(retry.messages.at(-2)).toEqual({ role: 'assistant', content: bad });
    expect(retry.messages.at(-1)?.role).toBe('user');
    expect(retry.messages.at(-1)?.content).toMatch(problem);
    expect(usage.completion_tokens).toBeGreaterThan(1);
  });

  it('gives up (upstream failed) after the retry also fails', async () => {
    provider.setScenario('json', { json: ['nope'] });
    const error = await rejection(draft());
    expect(error).toMatchObject({ kind: 'upstream_failed', message: UNREADABLE_ANSWER_MESSAGE });
    expect(provider.requests).toHaveLength(2);
  });

  it.each([
    ['unauthorized', 'unauthorized', CHAT_ERROR_MESSAGES.invalid_key],
    ['rate_limited', 'rate_limited', CHAT_ERROR_MESSAGES.rate_limited],
    ['insufficient_quota', 'quota_exceeded', CHAT_ERROR_MESSAGES.insufficient_quota],
    ['server_error', 'upstream_failed', CHAT_ERROR_MESSAGES.other],
  ] as const)('maps a provider %s to %s with the standard message, key withheld', async (scenario, kind, message) => {
    const key = fakeKey(scenario as FakeScenario);
    const error = await rejection(draft(key));
    expect(error).toMatchObject({ kind, message });
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(key);
    expect(provider.requests).toHaveLength(1); // provider errors are not retried
  });

  it('fails upstream when the provider cannot be reached', async () => {
    const unreachable = 'http://127.0.0.1:9/v1' as AllowedBaseUrl;
    const error = await rejection(
      completeJson({ baseUrl: unreachable, apiKey: fakeKey(), model: 'm', messages: [], schema: Draft }),
    );
    expect(error).toMatchObject({
      kind: 'upstream_failed',
      code: 'provider_unreachable',
      message: CHAT_ERROR_MESSAGES.other,
    });
  });

  it('times out when the provider never answers', async () => {
    provider.setScenario('stall');
    const options = { baseUrl, apiKey: fakeKey(), model: 'm', messages: [], schema: Draft, timeoutMs: 200 };
    const error = await rejection(completeJson(options));
    expect(error).toMatchObject({ kind: 'upstream_timeout', code: 'provider_timeout' });
  });
});

describe('streamCompletion', () => {
  it('returns the upstream streamed Response untouched', async () => {
    const res = await streamCompletion({ baseUrl, apiKey: fakeKey(), body: { model: 'gpt-4o', messages: [] } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(await res.text()).toMatch(/data: \[DONE\]\n\n$/);
    expect(provider.requests[0]?.body).toMatchObject({ stream: true });
  });

  it('throws the mapped error before streaming anything', async () => {
    const options = { baseUrl, apiKey: fakeKey('rate_limited'), body: { model: 'gpt-4o', messages: [] } };
    const error = await rejection(streamCompletion(options));
    expect(error).toMatchObject({ kind: 'rate_limited', code: 'provider_rate_limited' });
  });
});
