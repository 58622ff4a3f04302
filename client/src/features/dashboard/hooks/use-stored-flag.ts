import { useCallback, useState } from 'react';
import { readJson, writeJson } from '@/lib/storage';

/** A boolean kept in browser storage (the collapsible menu sections), true until changed. */
export function useStoredFlag(key: string, fallback = true): [boolean, () => void] {
  const [value, setValue] = useState(() => {
    const stored = readJson<unknown>(key, fallback);
    return typeof stored === 'boolean' ? stored : fallback;
  });
  const toggle = useCallback(() => {
    const next = !value;
    writeJson(key, next);
    setValue(next);
  }, [key, value]);
  return [value, toggle];
}
