import { describe, expect, it } from 'vitest';
import {
  buildChatRequest,
  CHAT_ERROR_MESSAGES,
  CHAT_MAX_TOKENS,
  CHAT_MESSAGE_MAX,
  CHAT_TEMPERATURE,
  chatErrorKind,
  chatErrorMessage,
  type ChatMessage,
  DEFAULT_MODEL,
  estimateCostUsd,
  estimatePromptTokens,
  estimateTokens,
  NO_RESPONSE_TEXT,
} from './chat';
import { ChatMessageSchema } from './schemas/chat';

const openAiError = (code: string | null, type: string) => ({ error: { message: 'x', type, param: null, code } });

describe('chat constants', () => {
  it('keep their agreed values', () => {
    expect([DEFAULT_MODEL, CHAT_MAX_TOKENS, CHAT_TEMPERATURE, CHAT_MESSAGE_MAX]).toEqual(['gpt-4o', 1000, 0.7, 2048]);
    expect(NO_RESPONSE_TEXT).toBe('No response generated');
  });
});

describe('ChatMessageSchema', () => {
  it('accepts the three roles with an ISO timestamp', () => {
    for (const role of ['system', 'user', 'assistant']) {
      expect(ChatMessageSchema.safeParse({ role, content: 'hi', timestamp: new Date().toISOString() }).success).toBe(
        true,
      );
    }
  });
  it('refuses other roles and non-ISO timestamps', () => {
    const now = new Date().toISOString();
    expect(ChatMessageSchema.safeParse({ role: 'tool', content: 'hi', timestamp: now }).success).toBe(false);
    expect(ChatMessageSchema.safeParse({ role: 'user', content: 'hi', timestamp: '12:00:00' }).success).toBe(false);
  });
});

describe('buildChatRequest', () => {
  it("puts the agent's prompt first, then the non-system history as role and content", () => {
    const timestamp = new Date().toISOString();
    const history: ChatMessage[] = [
      { role: 'system', content: 'Agent AI Tutor initialized. Ready for operations.', timestamp },
      { role: 'assistant', content: 'Hello!', timestamp },
      { role: 'user', content: 'Explain fractions', timestamp },
    ];
    const request = buildChatRequest({ systemPrompt: 'You are a tutor.', history });
    expect(request).toEqual({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 'You are a tutor.' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'Explain fractions' },
      ],
      max_tokens: 1000,
      temperature: 0.7,
      stream: true,
      stream_options: { include_usage: true },
    });
  });
  it('uses the given model, falling back to the default when blank', () => {
    expect(buildChatRequest({ model: 'gpt-4.1', systemPrompt: 's', history: [] }).model).toBe('gpt-4.1');
    expect(buildChatRequest({ model: '', systemPrompt: 's', history: [] }).model).toBe('gpt-4o');
  });
});

describe('chat error messages', () => {
  it('maps 401 to the invalid key message', () => {
    expect(chatErrorMessage(401, openAiError('invalid_api_key', 'invalid_request_error'))).toBe(
      'Invalid API key. Please check your API key.',
    );
  });
  it('maps 429 to the rate limit message', () => {
    expect(chatErrorMessage(429, openAiError('rate_limit_exceeded', 'requests'))).toBe(
      'Rate limit exceeded. Please try again later.',
    );
  });
  it('checks insufficient_quota before 429, by code, type or text', () => {
    const quota = 'Insufficient quota. Please check your provider account.';
    expect(chatErrorMessage(429, openAiError('insufficient_quota', 'insufficient_quota'))).toBe(quota);
    expect(chatErrorMessage(429, openAiError(null, 'insufficient_quota'))).toBe(quota);
    expect(chatErrorMessage(429, 'Error: insufficient_quota')).toBe(quota);
  });
  it('maps everything else to the generic message', () => {
    expect(chatErrorMessage(500, openAiError(null, 'server_error'))).toBe(
      'Failed to communicate with agent. Please try again.',
    );
    expect(chatErrorMessage(undefined, undefined)).toBe(CHAT_ERROR_MESSAGES.other);
    expect(chatErrorKind(400, 'not json')).toBe('other');
  });
  it('recognises an invalid key by its code when the status is lost', () => {
    expect(chatErrorKind(undefined, openAiError('invalid_api_key', 'invalid_request_error'))).toBe('invalid_key');
  });
  it('says that a valid provider key is required', () => {
    expect(CHAT_ERROR_MESSAGES.missing_key).toMatch(/valid provider API key.*required/);
  });
});

describe('cost and token estimates', () => {
  it('prices gpt-4o at $2.50 / $10 per million tokens', () => {
    expect(estimateCostUsd('gpt-4o', 1_000_000, 0)).toBeCloseTo(2.5);
    expect(estimateCostUsd('gpt-4o', 0, 1_000_000)).toBeCloseTo(10);
    expect(estimateCostUsd('gpt-4o', 200, 150)).toBeCloseTo(0.002);
  });
  it('prices gpt-4o-mini at $0.15 / $0.60, and dated snapshots like their family', () => {
    expect(estimateCostUsd('gpt-4o-mini', 1_000_000, 1_000_000)).toBeCloseTo(0.75);
    expect(estimateCostUsd('gpt-4o-2024-08-06', 1_000_000, 0)).toBeCloseTo(2.5);
    for (const model of ['gpt-4.1', 'gpt-4.1-mini', 'o4-mini'])
      expect(estimateCostUsd(model, 1000, 1000)).toBeGreaterThan(0);
  });
  it('answers null for an unknown model', () => {
    expect(estimateCostUsd('llama3:8b', 1000, 1000)).toBeNull();
  });
  it('estimates about four characters per token', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimatePromptTokens([{ role: 'user', content: 'abcd' }])).toBe(8);
  });
});
