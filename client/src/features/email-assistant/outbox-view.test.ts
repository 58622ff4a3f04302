import { describe, expect, it } from 'vitest';
import type { OutboxItem, OutboxStatus } from './api/outbox-api';
import { outboxRefetchInterval, outboxRows, RECENT_OUTBOX_ROWS } from './outbox-view';

const NOW = Date.parse('2026-11-22T10:00:00Z');
let n = 0;
const item = (status: OutboxStatus, sendAt = NOW - 60_000): OutboxItem => ({
  id: `m${++n}`,
  accountId: 'a1',
  to: 'sam@example.com',
  subject: `Subject ${n}`,
  body: 'Hello',
  status,
  sendAt: new Date(sendAt).toISOString(),
  attempts: 0,
  nextAttemptAt: null,
  lastError: null,
  sentAt: null,
  createdAt: new Date(NOW - 120_000).toISOString(),
});

describe('outboxRows', () => {
  it('puts scheduled messages first, soonest first, then the newest others as listed', () => {
    const later = item('scheduled', NOW + 3_600_000);
    const sent = item('sent');
    const sooner = item('scheduled', NOW + 60_000);
    const failed = item('failed');
    expect(outboxRows([later, sent, sooner, failed]).map((m) => m.id)).toEqual([
      sooner.id,
      later.id,
      sent.id,
      failed.id,
    ]);
  });

  it(`keeps every scheduled message but only the ${RECENT_OUTBOX_ROWS} latest others`, () => {
    const others = Array.from({ length: RECENT_OUTBOX_ROWS + 5 }, () => item('sent'));
    const waiting = Array.from({ length: 12 }, (_, i) => item('scheduled', NOW + i * 60_000));
    const rows = outboxRows([...others, ...waiting]);
    expect(rows.filter((m) => m.status === 'scheduled')).toHaveLength(12);
    expect(rows.filter((m) => m.status === 'sent').map((m) => m.id)).toEqual(
      others.slice(0, RECENT_OUTBOX_ROWS).map((m) => m.id),
    );
  });
});

describe('outboxRefetchInterval', () => {
  it('does not poll an empty or settled outbox', () => {
    expect(outboxRefetchInterval(undefined, NOW)).toBe(false);
    expect(outboxRefetchInterval([], NOW)).toBe(false);
    expect(outboxRefetchInterval([item('sent'), item('failed'), item('cancelled'), item('uncertain')], NOW)).toBe(
      false,
    );
  });

  it('polls every 3 s while a message is being sent or due within a minute (or overdue: a retry)', () => {
    expect(outboxRefetchInterval([item('sent'), item('sending')], NOW)).toBe(3_000);
    expect(outboxRefetchInterval([item('scheduled', NOW + 59_000)], NOW)).toBe(3_000);
    expect(outboxRefetchInterval([item('scheduled', NOW - 5_000)], NOW)).toBe(3_000);
  });

  it('polls every 30 s while messages wait further ahead', () => {
    expect(outboxRefetchInterval([item('scheduled', NOW + 2 * 3_600_000)], NOW)).toBe(30_000);
  });
});
