import { describe, expect, it } from 'vitest';
import {
  addSpending,
  afterSend,
  capStatus,
  emptySpending,
  keyFingerprint,
  mayBeSent,
  parseSpendingRecord,
  rollOver,
  setCaps,
  SPENDING_RECORD_VERSION,
} from './budget';

// Local times: the budget's days and months are the user's own.
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h, 0, 0);
const noon = at(2026, 3, 15);

const capped = (daily: number | null, monthly: number | null, now = noon) =>
  setCaps(undefined, { dailyCapUsd: daily, monthlyCapUsd: monthly }, now);

describe('spending cap: budget math', () => {
  it('has no level without a cap, and counts spending all the same', () => {
    const s = addSpending(undefined, 0.5, noon);
    const status = capStatus(s, noon);
    expect(status.level).toBe('none');
    expect(status.daySpentUsd).toBe(0.5);
    expect(mayBeSent(status)).toBe(true);
  });

  it('warns from 80 % and blocks at 100 %', () => {
    let s = capped(1, null);
    s = addSpending(s, 0.79, noon);
    expect(capStatus(s, noon).level).toBe('ok');
    s = addSpending(s, 0.01, noon);
    expect(capStatus(s, noon).level).toBe('warning');
    s = addSpending(s, 0.2, noon);
    const status = capStatus(s, noon);
    expect(status.level).toBe('blocked');
    expect(status.daily).toMatchObject({ capUsd: 1, remainingUsd: 0 });
    expect(mayBeSent(status)).toBe(false);
  });

  it('takes the fuller of the daily and the monthly budget', () => {
    const s = addSpending(capped(10, 1), 0.9, noon);
    const status = capStatus(s, noon);
    expect(status.limiting).toBe('monthly');
    expect(status.level).toBe('warning');
  });

  it('a cap of 0 stops at once', () => {
    expect(capStatus(capped(0, null), noon).level).toBe('blocked');
  });

  it('counts a reply from a model without a price apart, not as dollars', () => {
    const s = addSpending(capped(1, null), null, noon);
    expect(capStatus(s, noon)).toMatchObject({ daySpentUsd: 0, unpricedReplies: 1, level: 'ok' });
  });

  it('"one more" lets exactly one request through, then blocks again', () => {
    let s = addSpending(capped(1, null), 1, noon);
    s = { ...s, oneMore: true };
    expect(mayBeSent(capStatus(s, noon))).toBe(true);
    s = afterSend(s, noon)!;
    expect(s.oneMore).toBe(false);
    expect(mayBeSent(capStatus(s, noon))).toBe(false);
  });

  it('a send under the cap leaves a confirmation alone; new caps withdraw it', () => {
    const s = { ...capped(5, null), oneMore: true };
    expect(afterSend(s, noon)?.oneMore).toBe(true);
    expect(setCaps(s, { dailyCapUsd: 10, monthlyCapUsd: null }, noon).oneMore).toBe(false);
  });
});

describe('spending cap: rollover in local time', () => {
  it('starts a new day from nothing at local midnight, keeping the month', () => {
    const late = at(2026, 3, 15, 23);
    const s = addSpending(capped(1, 5), 1, late);
    const next = rollOver(s, at(2026, 3, 16, 0));
    expect(next).toMatchObject({ day: '2026-03-16', daySpentUsd: 0, monthSpentUsd: 1, dailyCapUsd: 1 });
    expect(capStatus(s, at(2026, 3, 16, 0)).level).toBe('ok');
  });

  it('starts a new month from nothing on the 1st', () => {
    const s = addSpending(capped(null, 1), 1, at(2026, 3, 31, 22));
    expect(capStatus(s, at(2026, 3, 31, 23)).level).toBe('blocked');
    expect(capStatus(s, at(2026, 4, 1, 0))).toMatchObject({ level: 'ok', monthSpentUsd: 0 });
  });

  it('adds to the new day after a rollover', () => {
    const s = addSpending(addSpending(undefined, 2, at(2026, 3, 15)), 1, at(2026, 3, 16));
    expect(s).toMatchObject({ daySpentUsd: 1, monthSpentUsd: 3 });
  });
});

describe('spending cap: the stored record', () => {
  it('keeps well-formed entries and drops other versions', () => {
    const good = { ...emptySpending(noon), dailyCapUsd: 2, daySpentUsd: 1 };
    expect(parseSpendingRecord({ version: SPENDING_RECORD_VERSION, keys: { k: good } }).keys.k).toEqual(good);
    expect(parseSpendingRecord({ version: 99, keys: { k: good } }).keys).toEqual({});
    expect(parseSpendingRecord('nonsense').keys).toEqual({});
    const bad = parseSpendingRecord({ version: 1, keys: { k: { dailyCapUsd: -3, daySpentUsd: 'x', oneMore: 'yes' } } });
    expect(bad.keys.k).toMatchObject({ dailyCapUsd: null, daySpentUsd: 0, oneMore: false });
  });

  it('names a key by a fingerprint that does not contain it', () => {
    const key = 'sk-test-0123456789abcdefghij';
    const fp = keyFingerprint(key);
    expect(fp).toMatch(/^key-[0-9a-f]+$/);
    expect(fp).not.toContain(key.slice(3));
    expect(keyFingerprint(key)).toBe(fp);
    expect(keyFingerprint(`${key}x`)).not.toBe(fp);
  });
});
