import { describe, expect, it } from 'vitest';
import { groupThousands } from './group-thousands.js';

describe('groupThousands', () => {
  it('writes whole numbers as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 4096, 65_536, 100_000, 1_048_576, 10_000_000, -1234, Number.MAX_SAFE_INTEGER]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('leaves anything else to en-US formatting', () => {
    expect(groupThousands(1234.5)).toBe((1234.5).toLocaleString('en-US'));
  });
});
