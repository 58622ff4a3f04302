import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildChatRequest, CHAT_ERROR_MESSAGES } from '../../../common/chat';
import {
  ChatError,
  directChatTarget,
  streamChatCompletion,
  streamDirectReply,
  type StreamChatOptions,
} from './chat-stream';

/**
 * The fake provider is Node code (node:http) and the client's tsconfig has no Node types, so it is
 * loaded through a specifier TypeScript does not follow and typed by the part this test uses.
 */
type Scenario = 'ok' | 'slow' | 'stall' | 'unauthorized' | 'rate_limited' | 'insufficient_quota' | 'server_error';
interface FakeProvider {
  baseUrl: string;
  setScenario(
    scenario: Scenario,
    settings?: { reply?: string; chunkDelayMs?: number; stallAfterChunks?: number },
  ): void;
  close(): Promise<void>;
}
interface FakeProviderModule {
  startFakeProvider(): Promise<FakeProvider>;
  fakeKey(scenario?: Scenario): string;
}
const FAKE_PROVIDER_MODULE = '../../../server/test/fake-provider';
const { startFakeProvider, fakeKey } = (await import(/* @vite-ignore */ FAKE_PROVIDER_MODULE)) as FakeProviderModule;

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());
beforeEach(() => provider.setScenario('ok'));

const REPLY = 'One two three four five six seven eight nine ten.';
const body = buildChatRequest({
  systemPrompt: 'You are helpful.',
  history: [{ role: 'user', content: 'Count to ten' }],
});
const call = (overrides: Partial<StreamChatOptions> = {}, key = fakeKey()) =>
  streamChatCompletion({ ...directChatTarget(provider.baseUrl, key), body, ...overrides });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a ChatError'),
    (e: unknown) => {
      expect(e).toBeInstanceOf(ChatError);
      return e as ChatError;
    },
  );

describe('streamChatCompletion against an OpenAI-compatible provider', () => {
  it('delivers the streamed text in order, then the usage', async () => {
    provider.setScenario('ok', { reply: REPLY });
    const deltas: string[] = [];
    const usages: unknown[] = [];
    const result = await call({ onDelta: (t) => deltas.push(t), onUsage: (u) => usages.push(u) });
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(REPLY);
    expect(result).toMatchObject({ text: REPLY, finishReason: 'stop', aborted: false });
    expect(result.usage?.completion_tokens).toBeGreaterThan(0);
    expect(usages).toEqual([result.usage]);
  });

  it.each([
    ['unauthorized', 401, 'invalid_api_key', CHAT_ERROR_MESSAGES.invalid_key],
    ['rate_limited', 429, 'rate_limit_exceeded', CHAT_ERROR_MESSAGES.rate_limited],
    ['insufficient_quota', 429, 'insufficient_quota', CHAT_ERROR_MESSAGES.insufficient_quota],
    ['server_error', 500, 'server_error', CHAT_ERROR_MESSAGES.other],
  ] as const)('maps %s to the standard message', async (scenario, status, code, message) => {
    const error = await failure(call({}, fakeKey(scenario)));
    expect(error).toMatchObject({ status, code, message });
  });

  it('returns the partial text, not an error, when the caller stops it', async () => {
    provider.setScenario('slow', { reply: REPLY, chunkDelayMs: 40 });
    const controller = new AbortController();
    const result = await call({
      signal: controller.signal,
      onDelta: (t) => t.startsWith('two') && controller.abort(),
    });
    expect(result.aborted).toBe(true);
    expect(result.text).toBe('One two ');
    expect(result.finishReason).toBeNull();
  });

  it('does not call at all with a signal already aborted', async () => {
    const result = await call({ signal: AbortSignal.abort() });
    expect(result).toEqual({ text: '', finishReason: null, aborted: true });
  });

  it('gives up on a stalled stream after the idle timeout, keeping what came', async () => {
    provider.setScenario('stall', { reply: REPLY, stallAfterChunks: 2 });
    const started = Date.now();
    // Long enough that a loaded machine's gap between the two chunks is not taken for the stall.
    const error = await failure(call({ idleTimeoutMs: 1000 }));
    expect(error.reason).toBe('stalled');
    expect(error.message).toBe('The provider stopped responding. Please try again.');
    expect(error.partialText).toBe('One two ');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports a network failure with the generic message', async () => {
    const error = await failure(
      streamChatCompletion({ url: 'http://127.0.0.1:9/v1/chat/completions', body, idleTimeoutMs: 5000 }),
    );
    expect(error).toMatchObject({ reason: 'other', status: undefined, message: CHAT_ERROR_MESSAGES.other });
  });

  it('refuses to call without a well-formed key', () => {
    for (const key of [undefined, '', 'not-a-key', 'sk-short']) {
      expect(() => directChatTarget(provider.baseUrl, key)).toThrow(CHAT_ERROR_MESSAGES.missing_key);
    }
    expect(directChatTarget(`${provider.baseUrl}/`, fakeKey()).url).toBe(`${provider.baseUrl}/chat/completions`);
  });
});

describe('streamDirectReply', () => {
  it('reports the whole text so far each time more arrives', async () => {
    provider.setScenario('ok', { reply: REPLY });
    const seen: string[] = [];
    const result = await streamDirectReply({
      baseUrl: provider.baseUrl,
      apiKey: fakeKey(),
      model: 'gpt-test',
      systemPrompt: 'You are helpful.',
      history: [{ role: 'user', content: 'Count to ten' }],
      signal: new AbortController().signal,
      onText: (soFar) => seen.push(soFar),
    });
    expect(result.text).toBe(REPLY);
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.at(-1)).toBe(REPLY);
    expect(seen.every((text, i) => i === 0 || text.startsWith(seen[i - 1]!))).toBe(true);
  });
});
