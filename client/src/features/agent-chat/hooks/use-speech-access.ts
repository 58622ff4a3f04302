import { useApiKey } from '@/lib/api-key';
import { useProviderSettings } from '@/lib/provider-settings';
import type { ProviderAccess } from '@/lib/speech/provider-access';

/**
 * The user's own provider and key for speech, or null: the relay carries text only, so without a
 * personal key dictation, reading aloud and recordings are simply not offered.
 */
export function useSpeechAccess(): ProviderAccess | null {
  const { apiKey, isValid } = useApiKey();
  const { baseUrl } = useProviderSettings();
  return isValid && apiKey ? { baseUrl, apiKey } : null;
}
