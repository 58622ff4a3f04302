import { WHAT_IS_SENT } from './request-preview-title';

/** The panel's words, in one place for the translation catalogues. */
export const PREVIEW_STRINGS = {
  title: WHAT_IS_SENT,
  address: 'Provider address',
  headers: 'Headers',
  keyMasked: 'The key is masked here; the request carries it in full.',
  model: 'Model',
  parameters: 'Parameters',
  systemPrompt: 'System prompt',
  systemPromptUnknown: 'Added by the server; this browser does not hold it.',
  systemPromptEmpty: '(empty)',
  included: (n: number) => `Messages in the context window (${n})`,
  excluded: (n: number) => `Left out of the context window (${n})`,
  noneExcluded: 'None: every message fits.',
  noMessages: 'No messages yet.',
  estimate: 'Estimate',
  tokens: (n: number) => `About ${n.toLocaleString('en-US')} prompt tokens`,
  promptCost: (cost: string) => `About ${cost} for the prompt`,
  maxCost: (cost: string) => `at most ${cost} with the longest reply allowed`,
  noPrice: (model: string) => `No price is known for the model ${model}, so no cost is estimated.`,
  notes: 'Good to know',
  loading: 'Building the request…',
  roles: { system: 'System', user: 'User', assistant: 'Assistant' } as Record<string, string>,
} as const;

/** Dollars to four significant places: prompt costs are often fractions of a cent. */
export function formatPreviewCost(usd: number): string {
  if (usd === 0) return '$0';
  if (usd < 0.0001) return '<$0.0001';
  return `$${usd.toFixed(usd < 0.01 ? 4 : 2)}`;
}
