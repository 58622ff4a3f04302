import { useSyncExternalStore } from 'react';
import type { VisionOverride } from '@common/vision';
import { usePublicConfig } from './public-config';
import { readJson, writeJson } from './storage';

/**
 * Which OpenAI-compatible service the browser talks to: base URL and model, defaulting to the
 * server's AI_BASE_URL and AI_MODEL, overridable per browser (a local model server, another host).
 */
export interface ProviderOverrides {
  baseUrl?: string;
  model?: string;
  /** Whether the model reads images, over the table in common/vision.ts (absent: the table decides). */
  seesImages?: Exclude<VisionOverride, 'auto'>;
}

const KEY = 'ai-provider-settings';
const listeners = new Set<() => void>();
let cached: ProviderOverrides | null = null;

function read(): ProviderOverrides {
  if (!cached) cached = readJson<ProviderOverrides>(KEY, {});
  return cached;
}

export function saveProviderOverrides(next: ProviderOverrides): void {
  const clean: ProviderOverrides = {};
  if (next.baseUrl?.trim()) clean.baseUrl = next.baseUrl.trim().replace(/\/+$/, '');
  if (next.model?.trim()) clean.model = next.model.trim();
  if (next.seesImages === 'yes' || next.seesImages === 'no') clean.seesImages = next.seesImages;
  writeJson(KEY, clean);
  cached = clean;
  listeners.forEach((l) => l());
}

export function useProviderSettings(): {
  baseUrl: string;
  model: string;
  overrides: ProviderOverrides;
  visionOverride: VisionOverride;
} {
  const overrides = useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
  const { data: config } = usePublicConfig();
  return {
    baseUrl: overrides.baseUrl ?? config?.aiBaseUrl ?? 'https://api.openai.com/v1',
    model: overrides.model ?? config?.aiModel ?? 'gpt-4o',
    overrides,
    visionOverride: overrides.seesImages ?? 'auto',
  };
}
