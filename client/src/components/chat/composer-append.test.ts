import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '@common/chat';
import { appendedText } from './composer-logic';

describe('appendedText (a dictated sentence put in the box)', () => {
  it('fills an empty box', () => {
    expect(appendedText('', ' Hello there. ')).toBe('Hello there.');
  });

  it('follows what was typed with one space', () => {
    expect(appendedText('Please', 'summarize this.')).toBe('Please summarize this.');
    expect(appendedText('Line one\n', 'line two')).toBe('Line one\nline two');
  });

  it('leaves the box as it was when nothing was heard', () => {
    expect(appendedText('Typed', '   ')).toBe('Typed');
  });

  it('never goes past the message maximum', () => {
    expect(appendedText('x'.repeat(CHAT_MESSAGE_MAX - 2), 'abcdef')).toHaveLength(CHAT_MESSAGE_MAX);
  });
});
