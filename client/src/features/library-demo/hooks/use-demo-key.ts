import { useState } from 'react';
import { isValidApiKey } from '@common/api-key';
import { saveApiKey, useApiKey } from '@/lib/api-key';

/**
 * The key field's text and the key the chat uses. A valid key is saved to browser storage at once,
 * so it is there on the next visit; an invalid one is never stored, and while the field holds one
 * the chat asks for a key, even if an older valid key is still saved (it is left alone: a typo here
 * must not delete the user's key).
 */
export function useDemoKey() {
  const { apiKey, mode, locked } = useApiKey();
  const [draft, setDraft] = useState(apiKey ?? '');
  const [seenKey, setSeenKey] = useState(apiKey);

  // Another tab (or the dashboard) saved a new key: show it here too.
  if (apiKey !== seenKey) {
    setSeenKey(apiKey);
    if (isValidApiKey(apiKey) && apiKey !== draft.trim()) setDraft(apiKey);
  }

  const change = (value: string) => {
    setDraft(value);
    if (isValidApiKey(value)) saveApiKey(value, mode === 'session' ? 'session' : 'local');
  };

  const activeKey = isValidApiKey(draft) ? draft.trim() : null;
  return { draft, change, activeKey, locked };
}

export type DemoKey = ReturnType<typeof useDemoKey>;
