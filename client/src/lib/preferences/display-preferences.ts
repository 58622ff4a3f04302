import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from '@common/languages';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import type { ThemePreference } from '@/lib/theme';
import { applyCompactMode } from './compact-mode';

/**
 * The display preferences of spec 001 §3, kept in the browser. One store for the whole client, so
 * a change made on the PREFS tab reaches every view at once (they read it through
 * `useDisplayPreferences`) and another tab of the same browser follows through the storage event.
 */

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
const TIME_FORMATS = ['12h', '24h'] as const;
const THEMES = ['dark', 'light', 'auto'] as const;

type DateFormat = (typeof DATE_FORMATS)[number];
type TimeFormat = (typeof TIME_FORMATS)[number];

export interface DisplayPreferences {
  theme: ThemePreference;
  language: Language;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
  soundEnabled: boolean;
  autoSave: boolean;
  compactMode: boolean;
}

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  theme: 'dark',
  language: 'en',
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12h',
  soundEnabled: true,
  autoSave: true,
  compactMode: false,
};

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Stored values merged over the defaults; a value that is not one of the options gets its default. */
function read(): DisplayPreferences {
  const stored = readJson<Partial<Record<keyof DisplayPreferences, unknown>> | null>(
    STORAGE_KEYS.displayPreferences,
    null,
  );
  const s = stored && typeof stored === 'object' ? stored : {};
  const d = DEFAULT_DISPLAY_PREFERENCES;
  return {
    theme: oneOf(THEMES, s.theme, d.theme),
    language: oneOf(LANGUAGES, s.language, d.language),
    dateFormat: oneOf(DATE_FORMATS, s.dateFormat, d.dateFormat),
    timeFormat: oneOf(TIME_FORMATS, s.timeFormat, d.timeFormat),
    soundEnabled: flag(s.soundEnabled, d.soundEnabled),
    autoSave: flag(s.autoSave, d.autoSave),
    compactMode: flag(s.compactMode, d.compactMode),
  };
}

let snapshot: DisplayPreferences | null = null;
const listeners = new Set<() => void>();

function publish(next: DisplayPreferences): void {
  snapshot = next;
  applyCompactMode(next.compactMode);
  listeners.forEach((listener) => listener());
}

/** The current preferences; the same object until one changes (what useSyncExternalStore needs). */
export function getDisplayPreferences(): DisplayPreferences {
  snapshot ??= read();
  return snapshot;
}

/** Saves one preference on this device at once and tells every reader. */
export function setDisplayPreference<K extends keyof DisplayPreferences>(name: K, value: DisplayPreferences[K]): void {
  const next = { ...getDisplayPreferences(), [name]: value };
  writeJson(STORAGE_KEYS.displayPreferences, next);
  publish(next);
}

function onStorage(event: StorageEvent): void {
  // null key: the whole storage was cleared.
  if (event.key === STORAGE_KEYS.displayPreferences || event.key === null) publish(read());
}

function subscribeDisplayPreferences(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The preferences, re-rendering the caller when one changes. */
export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribeDisplayPreferences, getDisplayPreferences, getDisplayPreferences);
}

/** Tests start from the stored value again after changing storage behind the store's back. */
export function reloadDisplayPreferences(): void {
  publish(read());
}
