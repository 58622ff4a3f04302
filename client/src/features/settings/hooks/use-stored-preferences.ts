import { useCallback, useState } from 'react';
import { readJson, writeJson } from '@/lib/storage';

/**
 * Preferences kept in browser storage under `key`, saved at once on every change. Stored values
 * are merged over the defaults, so a preference added later still gets its default.
 */
export function useStoredPreferences<T extends object>(key: string, defaults: T) {
  const [prefs, setPrefs] = useState<T>(() => {
    const stored = readJson<Partial<T> | null>(key, null);
    return stored && typeof stored === 'object' ? { ...defaults, ...stored } : defaults;
  });

  const update = useCallback(
    <K extends keyof T>(name: K, value: T[K]) => {
      const next = { ...prefs, [name]: value };
      writeJson(key, next);
      setPrefs(next);
    },
    [key, prefs],
  );

  return [prefs, update] as const;
}
