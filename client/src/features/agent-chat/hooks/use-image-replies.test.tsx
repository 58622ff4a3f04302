import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetImageSettingsCache } from '@/components/generated-images/use-image-settings';
import type { ConversationMessage } from '../chat-logic';
import { rememberFiles } from '../conversations/file-store';
import { IMAGE_AGENT_ID, useImageReplies } from './use-image-replies';

vi.mock('../conversations/file-store', () => ({ rememberFiles: vi.fn(() => Promise.resolve()) }));
// happy-dom draws no pictures: the decoder answers with the size the provider was asked for.
vi.mock('@/lib/image-generation/thumbnail', () => ({
  decodeImage: () => Promise.resolve({ width: 1024, height: 1024, thumbnail: 'data:image/webp;base64,AAAA' }),
}));

const KEY = 'sk-test-0123456789abcdefghij';
const PNG_B64 = btoa('\x89PNG\r\n\x1a\n-bytes');
const direct = { kind: 'direct' as const, baseUrl: 'https://provider.test/v1', apiKey: KEY, model: 'gpt-4o' };

function setup({
  agentId = IMAGE_AGENT_ID,
  canSend = true,
  route = direct as Parameters<typeof useImageReplies>[0]['route'],
} = {}) {
  const messages: ConversationMessage[] = [];
  const cap = { sent: vi.fn(), recordCost: vi.fn() };
  const append = vi.fn((added: ConversationMessage[]) => {
    messages.push(...added);
    return true;
  });
  const replace = vi.fn((shown: ConversationMessage[]) => {
    messages.splice(0, messages.length, ...shown);
  });
  const hook = renderHook(() =>
    useImageReplies({
      agent: { id: agentId },
      conversationId: 'c1',
      route,
      canSend: () => canSend,
      cap,
      append,
      replace,
    }),
  );
  return { hook, messages, cap, append };
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => forgetImageSettingsCache());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('useImageReplies', () => {
  it("makes Send an image for the Image Generator with the user's key only", () => {
    expect(setup().hook.result.current.sendMakesImage).toBe(true);
    expect(setup({ agentId: 'ai-writing-assistant' }).hook.result.current.sendMakesImage).toBe(false);
    const relay = setup({ route: { kind: 'relay', model: 'gpt-4o' } }).hook.result.current;
    expect([relay.available, relay.sendMakesImage]).toEqual([false, false]);
  });

  it('Send: the message at once, then a reply with the image, its file stored first and its cost recorded', async () => {
    const fetch = answer(200, { data: [{ b64_json: PNG_B64 }] });
    const { hook, messages, cap } = setup();
    act(() => {
      expect(hook.result.current.send('  A lighthouse  ')).toBe(true);
    });
    expect(messages.map((m) => [m.role, m.content])).toEqual([['user', 'A lighthouse']]);
    expect(hook.result.current.busy).toBe(true);
    await waitFor(() => expect(messages).toHaveLength(2));
    const reply = messages[1]!;
    expect(reply).toMatchObject({ role: 'assistant', content: 'A lighthouse' });
    expect(reply.images?.[0]).toMatchObject({ prompt: 'A lighthouse', model: 'gpt-image-1', costUsd: 0.042 });
    const stored = vi.mocked(rememberFiles).mock.calls[0]!;
    expect(stored[0]).toBe('c1');
    expect(stored[1][0]?.id).toBe(reply.images?.[0]?.id);
    expect(cap.sent).toHaveBeenCalledTimes(1);
    expect(cap.recordCost).toHaveBeenCalledWith(0.042);
    expect(fetch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(hook.result.current.announcement).toBe('Image ready: A lighthouse');
  });

  it("Send: the provider's refusal becomes an error line in plain words, and nothing is recorded", async () => {
    answer(400, {
      error: {
        message: 'Rejected by the safety system.',
        type: 'image_generation_user_error',
        code: 'content_policy_violation',
      },
    });
    const { hook, messages, cap } = setup();
    act(() => {
      hook.result.current.send('Something refused');
    });
    await waitFor(() => expect(messages).toHaveLength(2));
    expect(messages[1]).toMatchObject({
      role: 'system',
      kind: 'error',
      content: 'The provider refused this prompt under its content policy. Try rewording it.',
    });
    expect(cap.recordCost).not.toHaveBeenCalled();
    expect(rememberFiles).not.toHaveBeenCalled();
  });

  it('refuses past the spending cap (or before the chat is ready) without a request', async () => {
    const fetch = answer(200, { data: [{ b64_json: PNG_B64 }] });
    const { hook, messages } = setup({ canSend: false });
    act(() => {
      expect(hook.result.current.send('A lighthouse')).toBe(false);
    });
    const failure = await hook.result.current.fromDialog(
      { model: 'gpt-image-1', size: '1024x1024', quality: 'low', n: 1, prompt: 'x' },
      new AbortController().signal,
    );
    expect(failure).toMatch(/spending cap/);
    expect(fetch).not.toHaveBeenCalled();
    expect(messages).toEqual([]);
  });

  it('the dialog: prompt and reply go in together on success; an error is returned to the dialog only', async () => {
    answer(200, { data: [{ b64_json: PNG_B64, revised_prompt: 'A tall red kite' }] });
    const { hook, messages } = setup({ agentId: 'ai-writing-assistant' });
    let result: string | null = 'unset';
    await act(async () => {
      result = await hook.result.current.fromDialog(
        { model: 'dall-e-3', size: '1024x1024', quality: 'hd', n: 1, prompt: 'A kite' },
        new AbortController().signal,
      );
    });
    expect(result).toBeNull();
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'A kite'],
      ['assistant', 'A tall red kite'],
    ]);

    answer(404, { error: { message: 'Invalid URL (POST /v1/images/generations)', type: 'invalid_request_error' } });
    await act(async () => {
      result = await hook.result.current.fromDialog(
        { model: 'dall-e-3', size: '1024x1024', quality: 'hd', n: 1, prompt: 'Another' },
        new AbortController().signal,
      );
    });
    expect(result).toBe('This provider does not offer image generation.');
    expect(messages).toHaveLength(2);
  });

  it('"What is sent" shows the image request the message will become, the key masked', () => {
    const preview = setup().hook.result.current.preview('A lighthouse');
    expect(preview).toMatchObject({
      url: 'https://provider.test/v1/images/generations',
      headers: { authorization: 'Bearer sk-…ghij' },
      model: 'gpt-image-1',
      parameters: { n: 1, size: '1024x1024', quality: 'medium' },
      messages: [{ role: 'user', content: 'A lighthouse' }],
      notes: [
        'Send makes an image: this message is the prompt, and nothing else of the conversation is sent. Estimated cost: $0.042.',
      ],
    });
    expect(setup({ route: { kind: 'relay', model: 'gpt-4o' } }).hook.result.current.preview('x')).toBeNull();
  });

  it('Regenerate: the history before the reply, then a new image carrying the earlier version', async () => {
    answer(200, { data: [{ b64_json: PNG_B64 }] });
    const { hook, messages } = setup();
    const user: ConversationMessage = { id: 'u1', role: 'user', content: 'A lighthouse', timestamp: '' };
    const old: ConversationMessage = { id: 'a1', role: 'assistant', content: 'old', timestamp: '' };
    const branches = { index: 1, others: [[old]] } as unknown as ConversationMessage['branches'];
    act(() => {
      expect(hook.result.current.continueFrom([user], { reply: { branches }, fallback: [user, old] })).toBe(true);
    });
    await waitFor(() => expect(messages).toHaveLength(2));
    expect(messages[0]).toBe(user);
    expect(messages[1]).toMatchObject({ role: 'assistant', content: 'A lighthouse', branches });
    expect(messages[1]?.images).toHaveLength(1);
  });

  it('Regenerate that fails gives the earlier reply back, with the error after it', async () => {
    answer(429, { error: { message: 'quota', type: 'insufficient_quota', code: 'insufficient_quota' } });
    const { hook, messages } = setup();
    const user: ConversationMessage = { id: 'u1', role: 'user', content: 'A lighthouse', timestamp: '' };
    const old: ConversationMessage = { id: 'a1', role: 'assistant', content: 'old', timestamp: '' };
    act(() => {
      hook.result.current.continueFrom([user], { fallback: [user, old] });
    });
    await waitFor(() => expect(messages).toHaveLength(3));
    expect(messages.map((m) => m.content)).toEqual([
      'A lighthouse',
      'old',
      'Insufficient quota. Please check your provider account.',
    ]);
  });

  it('Stop ends the image in flight and adds nothing after the message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          ),
      ),
    );
    const { hook, messages, cap } = setup();
    act(() => {
      hook.result.current.send('A lighthouse');
    });
    act(() => hook.result.current.stop());
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(messages.map((m) => m.role)).toEqual(['user']);
    expect(cap.recordCost).not.toHaveBeenCalled();
  });
});
