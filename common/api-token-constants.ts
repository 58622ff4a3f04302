/** Personal API tokens: what both sides need without zod (the settings tab reads these). */
export const API_TOKEN_SCOPES = ['read', 'write', 'email:send'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_NAMES: Record<ApiTokenScope, string> = {
  read: 'Read: list and read your data',
  write: 'Write: create, change and delete drafts, templates, tasks and automations',
  'email:send': 'Send email from your linked mailboxes',
};

/** Lifetimes offered; null is a token without expiry. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const API_TOKEN_PREFIX = 'aops_';
export const API_TOKEN_NAME_MAX = 80;
export const API_TOKENS_PER_USER_MAX = 50;
