import { describe, expect, it } from 'vitest';
import { readOpenerMessage } from './oauth-opener-message';

describe('readOpenerMessage', () => {
  it('reads a success and an error as the result page posts them', () => {
    const account = { provider: 'gmail', email: 'a@b.example' };
    expect(readOpenerMessage({ type: 'oauth-success', ...account, account })).toEqual({
      type: 'oauth-success',
      ...account,
      account,
    });
    expect(readOpenerMessage({ type: 'oauth-error', error: 'Access was denied', provider: 'yahoo' })).toEqual({
      type: 'oauth-error',
      error: 'Access was denied',
      provider: 'yahoo',
    });
  });

  it('gives fields that are not text as empty text, so the reader falls back to its own wording', () => {
    expect(readOpenerMessage({ type: 'oauth-error', error: 42 })).toEqual({
      type: 'oauth-error',
      error: '',
      provider: '',
    });
  });

  it('ignores anything else posted to the window', () => {
    for (const data of [null, undefined, 'oauth-success', 7, {}, { type: 'other' }, []]) {
      expect(readOpenerMessage(data)).toBeNull();
    }
  });
});
