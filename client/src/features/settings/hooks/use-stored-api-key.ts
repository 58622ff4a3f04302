import { useState } from 'react';
import { isValidApiKey } from '@common/api-key';
import { saveApiKey, useApiKey } from '@/lib/api-key';

/**
 * The provider key as typed, starting from the one the shared key store holds. It is saved only
 * once valid (specification, section 4), so a half-typed key never replaces a working one; a key
 * kept for this tab session stays in session storage.
 */
export function useStoredApiKey() {
  const stored = useApiKey();
  const [value, setValue] = useState(() => stored.apiKey ?? '');
  const change = (next: string) => {
    setValue(next);
    if (isValidApiKey(next)) saveApiKey(next, stored.mode === 'session' ? 'session' : 'local');
  };
  return { value, change, valid: isValidApiKey(value), mode: stored.mode, locked: stored.locked };
}
