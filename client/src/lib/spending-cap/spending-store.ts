import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../storage';
import {
  addSpending,
  afterSend,
  capStatus,
  parseSpendingRecord,
  setCaps,
  type CapStatus,
  type KeySpending,
  type SpendingRecord,
} from './budget';

/**
 * The spending record in this browser's localStorage, next to the key settings: one versioned
 * record, one entry per key fingerprint. Every tab reads it through here, so the chat and the
 * settings see one figure; another tab's writes arrive through the storage event.
 */
export const SPENDING_STORAGE_KEY = 'agentops-spending-caps';

const listeners = new Set<() => void>();
let cached: SpendingRecord | null = null;

function read(): SpendingRecord {
  if (!cached) cached = parseSpendingRecord(readJson<unknown>(SPENDING_STORAGE_KEY, null));
  return cached;
}

function update(fingerprint: string, change: (current: KeySpending | undefined) => KeySpending | undefined): void {
  // Read fresh: another tab may have spent since this one cached the record.
  cached = null;
  const record = read();
  const next = change(record.keys[fingerprint]);
  if (next === record.keys[fingerprint]) return;
  const keys = { ...record.keys };
  if (next) keys[fingerprint] = next;
  else delete keys[fingerprint];
  cached = { ...record, keys };
  writeJson(SPENDING_STORAGE_KEY, cached);
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== null && e.key !== SPENDING_STORAGE_KEY) return;
    cached = null;
    listeners.forEach((l) => l());
  });
}

export const spending = {
  status: (fingerprint: string, now = new Date()): CapStatus => capStatus(read().keys[fingerprint], now),
  /** After a reply: the provider's usage priced, or the estimate; null cost for a model with no price. */
  record: (fingerprint: string, costUsd: number | null, now = new Date()) =>
    update(fingerprint, (s) => addSpending(s, costUsd, now)),
  /** A request left: a confirmed "one more" is used up. */
  sent: (fingerprint: string, now = new Date()) => update(fingerprint, (s) => afterSend(s, now)),
  allowOneMore: (fingerprint: string) => update(fingerprint, (s) => (s ? { ...s, oneMore: true } : s)),
  setCaps: (
    fingerprint: string,
    caps: { dailyCapUsd: number | null; monthlyCapUsd: number | null },
    now = new Date(),
  ) => update(fingerprint, (s) => setCaps(s, caps, now)),
  /** For tests: forget the cached copy. */
  reload: () => {
    cached = null;
    listeners.forEach((l) => l());
  },
};

/** This key's cap, kept current; the record is re-read when the day may have turned. */
export function useSpendingStatus(fingerprint: string | null): CapStatus | null {
  const record = useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
  return fingerprint ? capStatus(record.keys[fingerprint], new Date()) : null;
}
