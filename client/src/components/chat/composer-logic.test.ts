import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '@common/chat';
import { canSubmit, counterText, isSendKey } from './composer-logic';

describe('counterText', () => {
  it('counts characters against 2048', () => {
    expect(counterText('')).toBe('0/2048');
    expect(counterText('abc')).toBe('3/2048');
    expect(counterText('line\nbreak')).toBe('10/2048');
  });
});

describe('canSubmit', () => {
  const ready = { text: 'hello', disabled: false, pending: false };

  it('sends non-blank text from an enabled, idle box', () => {
    expect(canSubmit(ready)).toBe(true);
    expect(canSubmit({ ...ready, text: '   \n\t ' })).toBe(false);
    expect(canSubmit({ ...ready, text: '' })).toBe(false);
    expect(canSubmit({ ...ready, disabled: true })).toBe(false);
    expect(canSubmit({ ...ready, pending: true })).toBe(false);
  });

  it('sends an empty box when files wait to go, but never from a busy or disabled box', () => {
    const withFiles = { ...ready, text: '', hasAttachments: true };
    expect(canSubmit({ ...ready, text: '' })).toBe(false);
    expect(canSubmit(withFiles)).toBe(true);
    expect(canSubmit({ ...withFiles, text: '  ' })).toBe(true);
    expect(canSubmit({ ...withFiles, pending: true })).toBe(false);
    expect(canSubmit({ ...withFiles, disabled: true })).toBe(false);
    expect(canSubmit({ ...withFiles, text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) })).toBe(false);
  });

  it('refuses text over the maximum', () => {
    expect(canSubmit({ ...ready, text: 'x'.repeat(CHAT_MESSAGE_MAX) })).toBe(true);
    expect(canSubmit({ ...ready, text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) })).toBe(false);
  });
});

describe('isSendKey', () => {
  const enter = { key: 'Enter', shiftKey: false, isComposing: false };

  it('sends on Enter', () => {
    expect(isSendKey(enter)).toBe(true);
  });

  it('keeps Shift+Enter for a newline and Enter for an input method', () => {
    expect(isSendKey({ ...enter, shiftKey: true })).toBe(false);
    expect(isSendKey({ ...enter, isComposing: true })).toBe(false);
  });

  it('ignores other keys', () => {
    expect(isSendKey({ ...enter, key: 'a' })).toBe(false);
    expect(isSendKey({ ...enter, key: 'NumpadEnter' })).toBe(false);
  });
});
