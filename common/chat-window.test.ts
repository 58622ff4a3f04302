import { describe, expect, it } from 'vitest';
import {
  CHAT_MAX_TOKENS,
  contextTokensFor,
  DEFAULT_CONTEXT_TOKENS,
  fitContextWindow,
  type ProviderMessage,
} from './chat.js';
import { maskHeaders, maskSecret } from './request-preview.js';

const msg = (role: 'user' | 'assistant', chars: number, tag: string): ProviderMessage => ({
  role,
  content: tag + 'x'.repeat(chars - tag.length),
});

describe('context window', () => {
  it('knows the listed models and a dated snapshot; assumes a small window for others', () => {
    expect(contextTokensFor('gpt-4o-2024-08-06')).toBe(128_000);
    expect(contextTokensFor('llama3.1:8b')).toBe(DEFAULT_CONTEXT_TOKENS);
  });

  it('sends everything that fits', () => {
    const history = [msg('user', 40, 'a'), msg('assistant', 40, 'b')];
    expect(fitContextWindow('gpt-4o', 'sys', history)).toEqual({ included: history, excluded: [] });
  });

  it('leaves the oldest messages out whole when they do not fit, keeping the newest', () => {
    // An unknown model: 8,192 tokens, less the reply's room; each message about 2,000 tokens.
    const history = [0, 1, 2, 3, 4].map((i) => msg(i % 2 ? 'assistant' : 'user', 8_000, `m${i}`));
    const { included, excluded } = fitContextWindow('local-model', 'You help.', history);
    expect(excluded.map((m) => m.content.slice(0, 2))).toEqual(['m0', 'm1']);
    expect(included.map((m) => m.content.slice(0, 2))).toEqual(['m2', 'm3', 'm4']);
    expect(CHAT_MAX_TOKENS).toBeGreaterThan(0);
  });

  it('keeps a newest message even when it alone is too long', () => {
    const huge = msg('user', 100_000, 'h');
    expect(fitContextWindow('local-model', '', [msg('user', 10, 'old'), huge])).toEqual({
      included: [huge],
      excluded: [msg('user', 10, 'old')],
    });
  });
});

describe('masking', () => {
  it('shows a key as its first three and last four characters', () => {
    expect(maskSecret('sk-test-0123456789abcdefghij')).toBe('sk-…ghij');
    expect(maskHeaders({ authorization: 'Bearer sk-test-0123456789abcdefghij', 'x-requested-with': 'fetch' })).toEqual({
      authorization: 'Bearer sk-…ghij',
      'x-requested-with': 'fetch',
    });
    expect(maskHeaders({ 'x-api-key': 'sk-test-0123456789abcdefghij' })).toEqual({ 'x-api-key': 'sk-…ghij' });
  });
});
