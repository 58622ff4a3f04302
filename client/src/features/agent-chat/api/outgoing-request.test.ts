import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeChatFetch } from '@/lib/chat-engine/testing/fake-chat-fetch';
import { makeMessage, type ConversationMessage } from '../chat-logic';
import { buildOutgoingRequest, previewOf, type OutgoingInput } from './outgoing-request';
import { requestReply } from './request-reply';

const KEY = 'sk-test-0123456789abcdefghij';
const history: ConversationMessage[] = [
  makeMessage('system', 'Agent initialized.'),
  makeMessage('assistant', 'Hello!'),
  makeMessage('system', 'Failed.', { kind: 'error' }),
  makeMessage('user', 'Write me a haiku.'),
];
const direct: OutgoingInput = {
  agentId: 'writing-assistant',
  systemPrompt: 'You write.',
  temperature: 0.3,
  history,
  route: { kind: 'direct', baseUrl: 'http://127.0.0.1:9/v1/', apiKey: KEY, model: 'gpt-4o-mini' },
};

afterEach(() => vi.unstubAllGlobals());

/** Sends one request through requestReply and hands back what the network received. */
async function sent(input: OutgoingInput) {
  const network = installFakeChatFetch();
  const done = requestReply({ ...input, signal: new AbortController().signal, onText: () => undefined });
  await vi.waitFor(() => network.lastReply());
  network.lastReply().end();
  await done;
  const [url, init] = network.fetch.mock.calls[0]!;
  return { url: String(url), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) };
}

describe('the chat request: one builder for the preview and the send', () => {
  it('previews exactly the body, address and model that requestReply sends', async () => {
    const preview = previewOf(buildOutgoingRequest(direct));
    const wire = await sent(direct);
    expect(wire.url).toBe(preview.url);
    expect(preview.url).toBe('http://127.0.0.1:9/v1/chat/completions');
    expect(wire.body).toEqual({
      model: preview.model,
      messages: [{ role: 'system', content: preview.systemPrompt }, ...preview.messages],
      ...preview.parameters,
    });
    expect(preview.parameters).toMatchObject({ temperature: 0.3, max_tokens: 1000, stream: true });
    // Our own notes and error lines never leave.
    expect(preview.messages).toEqual([
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'Write me a haiku.' },
    ]);
  });

  it('masks the key in the preview while the request carries it', async () => {
    const preview = previewOf(buildOutgoingRequest(direct));
    expect(preview.headers).toEqual({ authorization: 'Bearer sk-…ghij' });
    expect(JSON.stringify(preview)).not.toContain(KEY);
    expect((await sent(direct)).headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('lists what the context window leaves out, and sends only the rest', async () => {
    const long = (i: number) => makeMessage(i % 2 ? 'assistant' : 'user', `m${i} ${'x'.repeat(8_000)}`);
    const input = { ...direct, route: { ...direct.route, model: 'local-model' }, history: [0, 1, 2, 3, 4].map(long) };
    const preview = previewOf(buildOutgoingRequest(input));
    expect(preview.excluded.map((m) => m.content.slice(0, 2))).toEqual(['m0', 'm1']);
    expect(preview.messages.map((m) => m.content.slice(0, 2))).toEqual(['m2', 'm3', 'm4']);
    const wire = await sent(input);
    expect(wire.body.messages.slice(1)).toEqual(preview.messages);
  });

  it('gives the estimate, and no cost for a model without a price', () => {
    const priced = previewOf(buildOutgoingRequest(direct));
    expect(priced.estimatedPromptTokens).toBeGreaterThan(0);
    expect(priced.estimatedPromptCostUsd).toBeGreaterThan(0);
    expect(priced.maxCostUsd).toBeGreaterThan(priced.estimatedPromptCostUsd!);
    const unpriced = previewOf(buildOutgoingRequest({ ...direct, route: { ...direct.route, model: 'llama3' } }));
    expect(unpriced.estimatedPromptCostUsd).toBeNull();
    expect(unpriced.maxCostUsd).toBeNull();
  });

  it('on the relay, shows our server as the address and says the server adds the prompt', async () => {
    const relay: OutgoingInput = { ...direct, systemPrompt: '', route: { kind: 'relay', model: 'gpt-4o' } };
    const preview = previewOf(buildOutgoingRequest(relay));
    expect(preview).toMatchObject({ url: '/api/chat/completions', systemPrompt: null, model: 'gpt-4o' });
    expect(preview.parameters).toMatchObject({ temperature: 0.7 });
    expect(preview.notes).toHaveLength(1);
    const wire = await sent(relay);
    expect(wire.body).toEqual({ agentId: 'writing-assistant', messages: preview.messages });
  });
});

describe('files in the request', () => {
  const picture = { id: 'pic-1', name: 'chart.png', mimeType: 'image/png', size: 2048, kind: 'image' as const };
  const pdf = {
    id: 'doc-1',
    name: 'report.pdf',
    mimeType: 'application/pdf',
    size: 9000,
    kind: 'pdf' as const,
    text: 'Sales rose 4%.',
  };
  const withFiles: OutgoingInput = {
    ...direct,
    history: [...history.slice(0, 3), makeMessage('user', 'Compare these.', { attachments: [picture, pdf] })],
  };

  it('sends a picture as an image part to a model that sees, a document as text naming the file', () => {
    const { request } = buildOutgoingRequest({ ...withFiles, seesImages: true });
    expect(request.messages.at(-1)?.content).toEqual([
      {
        type: 'text',
        text: 'Compare these.\n\n--- File: report.pdf (PDF) ---\nSales rose 4%.\n--- End of report.pdf ---',
      },
      { type: 'image_url', image_url: { url: 'attachment:pic-1' } },
    ]);
    const preview = previewOf(buildOutgoingRequest({ ...withFiles, seesImages: true }));
    expect(preview.files).toEqual([
      { name: 'chart.png', kind: 'image', size: 2048 },
      { name: 'report.pdf', kind: 'pdf', size: 9000 },
    ]);
    expect(preview.messages.at(-1)?.content).toContain('[Picture]');
  });

  it('names the picture instead for a model that cannot see, and on the text-only relay', () => {
    const blind = buildOutgoingRequest(withFiles).request.messages.at(-1)?.content;
    expect(blind).toContain('[Picture chart.png not shown: this model cannot see pictures]');
    const relay = buildOutgoingRequest({ ...withFiles, seesImages: true, route: { kind: 'relay', model: 'gpt-4o' } });
    expect(typeof (relay.body as { messages: { content: unknown }[] }).messages.at(-1)?.content).toBe('string');
  });

  it('leaves with the picture bytes from the file store, never the placeholder', async () => {
    const { rememberFiles } = await import('../conversations/file-store');
    const blob = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await rememberFiles('c1', [{ id: 'pic-1', blob }]);
    const wire = await sent({ ...withFiles, seesImages: true });
    expect(wire.body.messages.at(-1).content[1]).toEqual({
      type: 'image_url',
      image_url: { url: 'data:image/png;base64,iVBORw==' },
    });
  });
});
