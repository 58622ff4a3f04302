import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, strongEtag } from './etag.js';

describe('strongEtag', () => {
  it('names equal bytes alike and other bytes otherwise, as a strong quoted tag', () => {
    const tag = strongEtag(Buffer.from('{"a":1}'));
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(strongEtag(Buffer.from('{"a":1}'))).toBe(tag);
    expect(strongEtag(Buffer.from('{"a":2}'))).not.toBe(tag);
  });
});

describe('ifNoneMatchHits', () => {
  const etag = '"abc"';
  it('matches the tag itself, its weak form, one of a list, and *', () => {
    for (const header of ['"abc"', 'W/"abc"', '"x", "abc"', '"x",W/"abc" ', ' * ']) {
      expect([header, ifNoneMatchHits(header, etag)]).toEqual([header, true]);
    }
  });
  it('does not match another tag, the bare value, a prefix, or nothing', () => {
    for (const header of [undefined, '', '"abd"', 'abc', '"ab"', '"abc', '"x", "y"']) {
      expect([header, ifNoneMatchHits(header, etag)]).toEqual([header, false]);
    }
  });
});
