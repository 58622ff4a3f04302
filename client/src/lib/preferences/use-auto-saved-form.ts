import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readJson, writeJson } from '@/lib/storage';
import { useDisplayPreferences } from './display-preferences';

/**
 * A form's unsaved values kept on this device while the Auto-Save preference is on, and put back
 * when the form opens again: `useAutoSavedState`'s rules for a react-hook-form form. Only what
 * differs from the form's defaults is kept; with Auto-Save off, or `enabled` false, nothing is
 * written and a kept copy is forgotten. Call the returned function after a successful save.
 * `revive` turns a stored copy into whole values, or null when it is not one.
 */
export function useAutoSavedForm<T extends FieldValues>(
  // The form's output type does not matter here, only the values it edits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
  key: string,
  revive: (stored: unknown) => T | null,
  enabled = true,
): () => void {
  const { autoSave } = useDisplayPreferences();
  const on = autoSave && enabled;

  useEffect(() => {
    if (!on) return forget(key);
    const stored = readJson<unknown>(key, null);
    const kept = stored === null ? null : revive(stored);
    if (kept) form.reset(kept, { keepDefaultValues: true });
    const defaults = JSON.stringify(form.formState.defaultValues);
    const subscription = form.watch((values) => {
      if (JSON.stringify(values) === defaults) forget(key);
      else writeJson(key, values);
    });
    return () => subscription.unsubscribe();
    // Once per form and setting: restoring again on every render would undo typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, key]);

  return () => forget(key);
}

function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept
  }
}
