/** Keys of everything the product keeps in browser storage, in one place so none collide. */
export const STORAGE_KEYS = {
  theme: 'theme',
  apiKey: 'openai-api-key',
  favoriteAgents: 'favorite-agents',
  recentAgents: 'recent-agents',
  quickActionsExpanded: 'quick-actions-expanded',
  agentSectionExpanded: 'agent-section-expanded',
  hasSeenOnboarding: 'has-seen-onboarding',
  notificationPreferences: 'notification-preferences',
  displayPreferences: 'display-preferences',
  // Drafts kept while the Auto-Save preference is on (lib/preferences/use-auto-saved-state.ts).
  composeDraft: 'autosave-compose',
  customAgentDraft: 'autosave-custom-agent',
  automationDraft: 'autosave-automation',
  // The model, size, quality and count last chosen for generated images (components/generated-images).
  imageSettings: 'image-generation-settings',
} as const;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working without persistence.
  }
}
