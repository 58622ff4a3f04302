import type { OutboxItem, OutboxStatus } from './api/outbox-api';
import type { MailKey } from './i18n';

/** How many delivered, failed or cancelled messages the outbox list shows under the scheduled ones. */
export const RECENT_OUTBOX_ROWS = 10;

/** Scheduled messages first, soonest first, then the most recent others (the server lists newest first). */
export function outboxRows(items: readonly OutboxItem[]): OutboxItem[] {
  const scheduled = items
    .filter((m) => m.status === 'scheduled')
    .sort((a, b) => Date.parse(a.sendAt) - Date.parse(b.sendAt));
  const recent = items.filter((m) => m.status !== 'scheduled').slice(0, RECENT_OUTBOX_ROWS);
  return [...scheduled, ...recent];
}

const SOON_MS = 60_000;

/**
 * How often to look at the outbox again, so a state change on the server (a scheduled message
 * going out, a retry) shows without a manual refresh: every 3 s while something is being sent or
 * is due within a minute, every 30 s while something waits further ahead, otherwise not at all.
 */
export function outboxRefetchInterval(items: readonly OutboxItem[] | undefined, now: number): number | false {
  if (!items?.length) return false;
  if (items.some((m) => m.status === 'sending')) return 3_000;
  const waiting = items.filter((m) => m.status === 'scheduled');
  if (waiting.length === 0) return false;
  return waiting.some((m) => Date.parse(m.sendAt) - now <= SOON_MS) ? 3_000 : 30_000;
}

/** The note under a row in this state (a failed one shows its error instead). */
export const STATUS_NOTES: Partial<Record<OutboxStatus, MailKey>> = {
  sending: 'email-assistant.outbox.noteSending',
  uncertain: 'email-assistant.outbox.noteUncertain',
};

export function statusVariant(status: OutboxStatus): 'default' | 'success' | 'destructive' | 'outline' {
  if (status === 'sent') return 'success';
  if (status === 'failed' || status === 'uncertain') return 'destructive';
  if (status === 'scheduled' || status === 'sending') return 'default';
  return 'outline';
}
