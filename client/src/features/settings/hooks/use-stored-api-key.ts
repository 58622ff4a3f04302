import { useState } from 'react';
import { STORAGE_KEYS } from '@/lib/storage';

/** Specification: a key is valid when it starts with sk- and is longer than 20 characters. */
export function isValidApiKey(key: string): boolean {
  const trimmed = key.trim();
  return trimmed.startsWith('sk-') && trimmed.length > 20;
}

function readKey(): string {
  try {
    return localStorage.getItem(STORAGE_KEYS.apiKey) ?? '';
  } catch {
    return '';
  }
}

/**
 * The provider key as typed, loaded from browser storage on start. It is written back only once
 * it is valid, so a half-typed key never replaces a working one.
 */
export function useStoredApiKey() {
  const [value, setValue] = useState(readKey);
  const change = (next: string) => {
    setValue(next);
    if (!isValidApiKey(next)) return;
    try {
      localStorage.setItem(STORAGE_KEYS.apiKey, next.trim());
    } catch {
      // not persisted; still usable for this page
    }
  };
  return { value, change, valid: isValidApiKey(value) };
}
