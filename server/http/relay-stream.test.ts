import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatError, streamChatCompletion } from '../../client/src/lib/chat-stream.js';
import { buildChatRequest, CHAT_ERROR_MESSAGES } from '../../common/chat.js';
import { registerErrorHandling } from '../plugins/error-handler.js';
import { fakeKey, startFakeProvider, type FakeProvider } from '../test/fake-provider.js';
import { type AllowedBaseUrl, streamCompletion } from '../llm/provider-client.js';
import { relayStream, type RelayResult } from './relay-stream.js';

const REPLY = 'one two three four five six seven eight';
let provider: FakeProvider;
let app: FastifyInstance;
let relayUrl: string;
let lastRelay: Promise<RelayResult>;

/** A route shaped like the admin chat route: provider errors before streaming, then a plain relay. */
beforeAll(async () => {
  provider = await startFakeProvider();
  app = Fastify();
  registerErrorHandling(app);
  app.post('/api/chat', async (request, reply) => {
    const abort = new AbortController();
    const baseUrl = provider.baseUrl as AllowedBaseUrl;
    const upstream = await streamCompletion({
      baseUrl,
      apiKey: fakeKey(),
      body: request.body as object,
      signal: abort.signal,
    });
    lastRelay = relayStream(request, reply, upstream, abort);
    await lastRelay;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  relayUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/chat`;
});
afterAll(async () => {
  await app.close();
  await provider.close();
});
beforeEach(() => provider.setScenario('ok', { reply: REPLY }));

const body = buildChatRequest({ systemPrompt: 'You count.', history: [{ role: 'user', content: 'count' }] });

describe('relayStream', () => {
  it('forwards each chunk as it arrives, with SSE headers, not after the provider finishes', async () => {
    provider.setScenario('slow', { reply: REPLY, chunkDelayMs: 80 });
    const res = await fetch(relayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toContain('no-cache');
    expect(res.headers.get('x-accel-buffering')).toBe('no');

    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    let firstWordAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
      if (!firstWordAt && received.includes('"content":"one "')) firstWordAt = Date.now();
    }
    // Seven more words at 80 ms each were still to come when the first one was read.
    expect(Date.now() - firstWordAt).toBeGreaterThanOrEqual(400);
    expect(received).toMatch(/data: \[DONE\]\n\n$/);
  });

  it('is read by the browser client exactly like the provider, and reports usage', async () => {
    const result = await streamChatCompletion({ url: relayUrl, body });
    expect(result).toMatchObject({ text: REPLY, finishReason: 'stop', aborted: false });
    const relayed = await lastRelay;
    expect(relayed).toMatchObject({ aborted: false, usage: result.usage, textLength: REPLY.length });
  });

  it('cancels the provider call when the browser stops', async () => {
    provider.setScenario('slow', { reply: REPLY, chunkDelayMs: 60 });
    const controller = new AbortController();
    const result = await streamChatCompletion({
      url: relayUrl,
      body,
      signal: controller.signal,
      onDelta: () => controller.abort(),
    });
    expect(result).toMatchObject({ aborted: true, text: 'one ' });
    expect(await lastRelay).toMatchObject({ aborted: true, usage: null });
  });

  it('answers a provider error before streaming as a JSON error the client maps', async () => {
    provider.setScenario('insufficient_quota');
    const error = await streamChatCompletion({ url: relayUrl, body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({
      status: 402,
      code: 'insufficient_quota',
      message: CHAT_ERROR_MESSAGES.insufficient_quota,
    });
  });

  it('ends with an error event when the provider fails mid-stream', async () => {
    provider.setScenario('stall', { reply: REPLY, stallAfterChunks: 2 });
    const pending = streamChatCompletion({
      url: relayUrl,
      body,
      onDelta: (t) => t === 'two ' && void provider.close(),
    });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'other', partialText: 'one two ' });
    expect(await lastRelay).toMatchObject({ aborted: false });
    provider = await startFakeProvider(); // the one above was closed on purpose
  });
});
