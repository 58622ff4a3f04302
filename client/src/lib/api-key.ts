import { useSyncExternalStore } from 'react';
import { API_KEY_STORAGE_KEY, isValidApiKey } from '@common/api-key';

/**
 * The user's provider key, kept in this browser only. A key is stored once it is valid (spec,
 * section 4). Where it is kept is the user's choice (`storage`): localStorage (default, survives
 * restarts), sessionStorage (this tab session only), or encrypted under a passphrase (the
 * ciphertext in localStorage, the unlocked key in memory for this page's life).
 * Every part of the app reads the key through this module, so a change is seen everywhere.
 */
export type KeyStorageMode = 'local' | 'session' | 'encrypted';

interface KeyState {
  apiKey: string | null;
  mode: KeyStorageMode;
  /** true when an encrypted key exists but has not been unlocked in this page. */
  locked: boolean;
}

const MODE_KEY = 'openai-api-key-storage';
export const ENCRYPTED_KEY_STORAGE = 'openai-api-key-encrypted';

const listeners = new Set<() => void>();
let unlockedKey: string | null = null;
let snapshot: KeyState | null = null;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

function readState(): KeyState {
  const mode = (safe(() => localStorage.getItem(MODE_KEY), null) as KeyStorageMode | null) ?? 'local';
  if (mode === 'session')
    return { apiKey: safe(() => sessionStorage.getItem(API_KEY_STORAGE_KEY), null), mode, locked: false };
  if (mode === 'encrypted') {
    const hasCipher = safe(() => localStorage.getItem(ENCRYPTED_KEY_STORAGE), null) !== null;
    return { apiKey: unlockedKey, mode, locked: hasCipher && unlockedKey === null };
  }
  return { apiKey: safe(() => localStorage.getItem(API_KEY_STORAGE_KEY), null), mode: 'local', locked: false };
}

function emit(): void {
  snapshot = readState();
  listeners.forEach((l) => l());
}

function getSnapshot(): KeyState {
  if (!snapshot) snapshot = readState();
  return snapshot;
}

if (typeof window !== 'undefined') {
  // Another tab changed the key or the mode.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === API_KEY_STORAGE_KEY || e.key === MODE_KEY || e.key === ENCRYPTED_KEY_STORAGE)
      emit();
  });
}

/** Saves a valid key in plain storage (local or session). Refuses an invalid one. */
export function saveApiKey(key: string, mode: 'local' | 'session' = 'local'): boolean {
  const trimmed = key.trim();
  if (!isValidApiKey(trimmed)) return false;
  safe(() => {
    localStorage.removeItem(ENCRYPTED_KEY_STORAGE);
    localStorage.removeItem(API_KEY_STORAGE_KEY);
    sessionStorage.removeItem(API_KEY_STORAGE_KEY);
    (mode === 'session' ? sessionStorage : localStorage).setItem(API_KEY_STORAGE_KEY, trimmed);
    localStorage.setItem(MODE_KEY, mode);
  }, undefined);
  unlockedKey = null;
  emit();
  return true;
}

/** Records an encrypted key (ciphertext made by the caller) and keeps the plain key in memory. */
export function saveEncryptedApiKey(cipherText: string, plainKey: string): void {
  safe(() => {
    localStorage.removeItem(API_KEY_STORAGE_KEY);
    sessionStorage.removeItem(API_KEY_STORAGE_KEY);
    localStorage.setItem(ENCRYPTED_KEY_STORAGE, cipherText);
    localStorage.setItem(MODE_KEY, 'encrypted');
  }, undefined);
  unlockedKey = plainKey;
  emit();
}

/** Makes an unlocked (decrypted) key available to this page. */
export function setUnlockedApiKey(plainKey: string): void {
  unlockedKey = plainKey;
  emit();
}

export function clearApiKey(): void {
  safe(() => {
    localStorage.removeItem(API_KEY_STORAGE_KEY);
    localStorage.removeItem(ENCRYPTED_KEY_STORAGE);
    localStorage.removeItem(MODE_KEY);
    sessionStorage.removeItem(API_KEY_STORAGE_KEY);
  }, undefined);
  unlockedKey = null;
  emit();
}

export function useApiKey(): KeyState & { isValid: boolean } {
  const state = useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, getSnapshot);
  return { ...state, isValid: isValidApiKey(state.apiKey) };
}
