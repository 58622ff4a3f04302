/**
 * The spending cap's rules, with no React and no storage in them: per key, a daily and a monthly
 * budget in US dollars, estimated from token counts and the price table (common/chat.ts). Days and
 * months roll over in the user's local time. Warning from 80 %, sending stops at 100 % until the
 * cap is raised or the user allows exactly one more request.
 */

import { usdFormat } from '@/lib/i18n/number-format';

export const SPENDING_RECORD_VERSION = 1;
export const WARNING_RATIO = 0.8;

export interface KeySpending {
  dailyCapUsd: number | null;
  monthlyCapUsd: number | null;
  /** Local yyyy-mm-dd of daySpentUsd. */
  day: string;
  daySpentUsd: number;
  /** Local yyyy-mm of monthSpentUsd. */
  month: string;
  monthSpentUsd: number;
  /** Replies from a model without a price: counted here, not in dollars. */
  unpricedReplies: number;
  /** The user confirmed one more request past the cap; the next send uses it up. */
  oneMore: boolean;
}

export interface SpendingRecord {
  version: typeof SPENDING_RECORD_VERSION;
  /** By key fingerprint (keyFingerprint), never by the key. */
  keys: Record<string, KeySpending>;
}

export type CapLevel = 'none' | 'ok' | 'warning' | 'blocked';

export interface CapMeter {
  capUsd: number;
  spentUsd: number;
  remainingUsd: number;
  /** spent / cap (0 for a cap of 0 with nothing spent). */
  ratio: number;
}

export interface CapStatus {
  level: CapLevel;
  daily: CapMeter | null;
  monthly: CapMeter | null;
  /** The budget that decided the level (the fuller one). */
  limiting: 'daily' | 'monthly' | null;
  oneMore: boolean;
  unpricedReplies: number;
  /** Spent today and this month, with or without a cap. */
  daySpentUsd: number;
  monthSpentUsd: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayOf = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
export const monthOf = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;

export function emptySpending(now: Date): KeySpending {
  return {
    dailyCapUsd: null,
    monthlyCapUsd: null,
    day: dayOf(now),
    daySpentUsd: 0,
    month: monthOf(now),
    monthSpentUsd: 0,
    unpricedReplies: 0,
    oneMore: false,
  };
}

/** A new local day (or month) starts its budget from nothing; the caps stay. */
export function rollOver(spending: KeySpending, now: Date): KeySpending {
  const day = dayOf(now);
  const month = monthOf(now);
  if (spending.day === day && spending.month === month) return spending;
  return {
    ...spending,
    day,
    daySpentUsd: spending.day === day ? spending.daySpentUsd : 0,
    month,
    monthSpentUsd: spending.month === month ? spending.monthSpentUsd : 0,
  };
}

/** After a reply: its cost (null when the model has no price) is added to today and this month. */
export function addSpending(spending: KeySpending | undefined, costUsd: number | null, now: Date): KeySpending {
  const current = rollOver(spending ?? emptySpending(now), now);
  if (costUsd === null) return { ...current, unpricedReplies: current.unpricedReplies + 1 };
  const cost = Math.max(0, costUsd);
  return { ...current, daySpentUsd: current.daySpentUsd + cost, monthSpentUsd: current.monthSpentUsd + cost };
}

function meter(capUsd: number | null, spentUsd: number): CapMeter | null {
  if (capUsd === null) return null;
  const ratio = capUsd > 0 ? spentUsd / capUsd : spentUsd > 0 ? Infinity : 1;
  return { capUsd, spentUsd, remainingUsd: Math.max(0, capUsd - spentUsd), ratio };
}

const levelOf = (ratio: number): CapLevel => (ratio >= 1 ? 'blocked' : ratio >= WARNING_RATIO ? 'warning' : 'ok');

export function capStatus(spending: KeySpending | undefined, now: Date): CapStatus {
  const current = rollOver(spending ?? emptySpending(now), now);
  const daily = meter(current.dailyCapUsd, current.daySpentUsd);
  const monthly = meter(current.monthlyCapUsd, current.monthSpentUsd);
  const base = {
    daily,
    monthly,
    oneMore: current.oneMore,
    unpricedReplies: current.unpricedReplies,
    daySpentUsd: current.daySpentUsd,
    monthSpentUsd: current.monthSpentUsd,
  };
  if (!daily && !monthly) return { ...base, level: 'none', limiting: null };
  const limiting = !monthly || (daily && daily.ratio >= monthly.ratio) ? 'daily' : 'monthly';
  const ratio = (limiting === 'daily' ? daily : monthly)?.ratio ?? 0;
  return { ...base, level: levelOf(ratio), limiting };
}

/** Whether a request may leave now: under the cap, or past it with one more confirmed. */
export const mayBeSent = (status: CapStatus) => status.level !== 'blocked' || status.oneMore;

/** A send past the cap uses up the confirmation; a send under it leaves it alone. */
export function afterSend(spending: KeySpending | undefined, now: Date): KeySpending | undefined {
  if (!spending || !spending.oneMore) return spending;
  return capStatus(spending, now).level === 'blocked' ? { ...spending, oneMore: false } : spending;
}

/** A cap is a positive amount of dollars, or null for none; anything else is refused as null. */
export function cleanCap(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** New caps; a changed cap withdraws a pending "one more" (the user chose a new limit instead). */
export function setCaps(
  spending: KeySpending | undefined,
  caps: { dailyCapUsd: number | null; monthlyCapUsd: number | null },
  now: Date,
): KeySpending {
  const current = rollOver(spending ?? emptySpending(now), now);
  return {
    ...current,
    dailyCapUsd: cleanCap(caps.dailyCapUsd),
    monthlyCapUsd: cleanCap(caps.monthlyCapUsd),
    oneMore: false,
  };
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
const str = (v: unknown, re: RegExp) => (typeof v === 'string' && re.test(v) ? v : '');

/** Storage gives back whatever was left there: keep what is well-formed, drop other versions. */
export function parseSpendingRecord(value: unknown): SpendingRecord {
  const empty: SpendingRecord = { version: SPENDING_RECORD_VERSION, keys: {} };
  if (typeof value !== 'object' || value === null) return empty;
  const { version, keys } = value as { version?: unknown; keys?: unknown };
  if (version !== SPENDING_RECORD_VERSION || typeof keys !== 'object' || keys === null) return empty;
  const out: Record<string, KeySpending> = {};
  for (const [fingerprint, raw] of Object.entries(keys as Record<string, unknown>)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const r = raw as Record<string, unknown>;
    out[fingerprint] = {
      dailyCapUsd: cleanCap(r.dailyCapUsd),
      monthlyCapUsd: cleanCap(r.monthlyCapUsd),
      day: str(r.day, /^\d{4}-\d{2}-\d{2}$/),
      daySpentUsd: num(r.daySpentUsd),
      month: str(r.month, /^\d{4}-\d{2}$/),
      monthSpentUsd: num(r.monthSpentUsd),
      unpricedReplies: Math.floor(num(r.unpricedReplies)),
      oneMore: r.oneMore === true,
    };
  }
  return { version: SPENDING_RECORD_VERSION, keys: out };
}

/**
 * A name for a key that is not the key: 53 bits of a string hash (cyrb53), enough to tell a user's
 * few keys apart. It is kept next to the key in the same browser, so it protects nothing and needs
 * no cryptography; it only lets the record outlive a key change without storing the key twice.
 */
export function keyFingerprint(key: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i++) {
    const ch = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `key-${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16)}`;
}

/** The server's key (admin and all-access chat through the relay) has its own budget. */
export const RELAY_FINGERPRINT = 'server-relay';

/** Dollars in the interface language ("$0.25", "0,25 $"); four decimals below a cent. */
export function formatUsd(value: number): string {
  return usdFormat(value > 0 && value < 0.01 ? 4 : 2).format(value);
}
