import { useSyncExternalStore } from 'react';
import { normalizeImageSettings, type ImageSettings } from '@/lib/image-generation/image-settings';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

const listeners = new Set<() => void>();
let cached: ImageSettings | null = null;

function read(): ImageSettings {
  if (!cached) cached = normalizeImageSettings(readJson<unknown>(STORAGE_KEYS.imageSettings, {}));
  return cached;
}

/** Changes some of the settings; the rest follow the model (a size it lacks becomes its default). */
export function updateImageSettings(change: Partial<ImageSettings>): void {
  cached = normalizeImageSettings({ ...read(), ...change });
  writeJson(STORAGE_KEYS.imageSettings, cached);
  listeners.forEach((l) => l());
}

/** The image choices, shared by the dialog and the Image Generator's Send, kept in this browser. */
export function useImageSettings(): ImageSettings {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
}

/** Tests start from the defaults. */
export function forgetImageSettingsCache(): void {
  cached = null;
}
