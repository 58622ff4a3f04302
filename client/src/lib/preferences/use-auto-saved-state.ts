import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { readJson, writeJson } from '@/lib/storage';
import { useDisplayPreferences } from './display-preferences';

/**
 * State that is kept on this device as it changes while the Auto-Save preference is on, and comes
 * back when the view opens again (a reload, another page and back). With Auto-Save off nothing is
 * written and any copy kept before is removed, so turning it off also forgets. `clear()` (after a
 * send or a save) returns to `initial` and removes the copy. `key` is one of STORAGE_KEYS, so
 * deleting the profile forgets drafts with the rest. `revive` turns a stored copy (written by an
 * older version, or edited by hand) back into a whole value.
 */
export function useAutoSavedState<T>(
  key: string,
  initial: T,
  revive: (stored: unknown) => T,
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const { autoSave } = useDisplayPreferences();
  const [value, setValue] = useState<T>(() => {
    const stored = autoSave ? readJson<unknown>(key, null) : null;
    return stored === null ? initial : revive(stored);
  });
  const initialRef = useRef(initial);

  useEffect(() => {
    if (!autoSave) return forget(key);
    // Nothing typed yet (or cleared): no copy to keep.
    if (value === initialRef.current) return forget(key);
    writeJson(key, value);
  }, [autoSave, key, value]);

  const clear = useCallback(() => {
    setValue(initialRef.current);
    forget(key);
  }, [key]);

  return [value, setValue, clear];
}

function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept
  }
}
