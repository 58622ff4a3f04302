import { describe, expect, it } from 'vitest';
import { makeMessage } from '../chat-logic';
import { aheadOfScroll, estimateMessageHeight, withKeptIndexes } from './message-window';

describe('withKeptIndexes', () => {
  it('adds the kept messages to the ones on screen, in the conversation order', () => {
    expect(withKeptIndexes([40, 41, 42], [3, 45], 100)).toEqual([3, 40, 41, 42, 45]);
  });

  it('leaves the window as it is when the kept ones are on screen or absent', () => {
    const onScreen = [10, 11, 12];
    expect(withKeptIndexes(onScreen, [11, -1, -1], 20)).toBe(onScreen);
  });

  it('names each message once and never one past the end', () => {
    expect(withKeptIndexes([5, 6], [2, 2, 9, 30], 10)).toEqual([2, 5, 6, 9]);
  });
});

describe('aheadOfScroll', () => {
  const range = { startIndex: 100, endIndex: 105, count: 5000, overscan: 4 };

  it('renders more messages below while scrolling down, and above while scrolling up', () => {
    expect(aheadOfScroll(range, 'forward', 4)).toEqual({ ...range, endIndex: 109 });
    expect(aheadOfScroll(range, 'backward', 4)).toEqual({ ...range, startIndex: 96 });
  });

  it('leaves the window as it is at rest, and never past either end of the conversation', () => {
    expect(aheadOfScroll(range, null, 4)).toBe(range);
    expect(aheadOfScroll({ ...range, endIndex: 4998 }, 'forward', 4).endIndex).toBe(4999);
    expect(aheadOfScroll({ ...range, startIndex: 2 }, 'backward', 4).startIndex).toBe(0);
  });
});

describe('estimateMessageHeight', () => {
  it('grows with the text and counts each line once at least', () => {
    const short = estimateMessageHeight(makeMessage('assistant', 'Hi'));
    const long = estimateMessageHeight(makeMessage('assistant', 'word '.repeat(200)));
    const lines = estimateMessageHeight(makeMessage('assistant', 'a\nb\nc\nd'));
    expect(long).toBeGreaterThan(short);
    expect(lines).toBeGreaterThan(short);
  });

  it('guesses a picture reply taller than a line of text', () => {
    const image = makeMessage('assistant', 'a cat', {
      images: [{ fileId: 'f', prompt: 'a cat', model: 'gpt-image-1', size: '1024x1024', costUsd: 0 }],
    } as never);
    expect(estimateMessageHeight(image)).toBeGreaterThan(estimateMessageHeight(makeMessage('assistant', 'a cat')));
  });
});
