import { useSyncExternalStore } from 'react';
import { usePublicConfig } from './public-config';
import { readJson, writeJson } from './storage';

/**
 * Which OpenAI-compatible service the browser talks to: base URL and model, defaulting to the
 * server's AI_BASE_URL and AI_MODEL, overridable per browser (a local model server, another host).
 */
export interface ProviderOverrides {
  baseUrl?: string;
  model?: string;
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
  writeJson(KEY, clean);
  cached = clean;
  listeners.forEach((l) => l());
}

export function useProviderSettings(): { baseUrl: string; model: string; overrides: ProviderOverrides } {
  const overrides = useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
  const { data: config } = usePublicConfig();
  return {
    baseUrl: overrides.baseUrl ?? config?.aiBaseUrl ?? 'https://api.openai.com/v1',
    model: overrides.model ?? config?.aiModel ?? 'gpt-4o',
    overrides,
  };
}
