import { DEFAULT_CUSTOM_AGENT_CATEGORY } from '../custom-agent-constants.js';
import type { CustomAgentFieldsInput } from '../schemas/custom-agents.js';
import { isRecord, stringField } from './read-issue.js';

/**
 * NextChat (ChatGPT-Next-Web) masks, as its mask page exports them: one mask, or an array of masks.
 * A mask is `{ name, context: [{ role, content }], modelConfig: { model, temperature, ... }, ... }`;
 * its "contextual prompts" are the messages put before every conversation. Our agent has one
 * system prompt, so the mask's system messages become it; many masks keep their instructions in a
 * user message instead, and then those user messages are the prompt. Avatar, language, memory and
 * the other chat settings have no counterpart here and are left out.
 */

export const looksLikeNextChatMask = (value: unknown): boolean =>
  isRecord(value) && typeof value.name === 'string' && Array.isArray(value.context);

/** Throws an Error whose message says what is wrong with the mask. */
export function readNextChatMask(mask: Record<string, unknown>): CustomAgentFieldsInput {
  const context = Array.isArray(mask.context) ? mask.context : [];
  const messages = context.filter(isRecord).map((m) => ({ role: m.role, content: stringField(m.content) ?? '' }));
  const byRole = (role: string) =>
    messages
      .filter((m) => m.role === role && m.content.trim())
      .map((m) => m.content.trim())
      .join('\n\n');
  const systemPrompt = byRole('system') || byRole('user');
  if (!systemPrompt) {
    throw new Error('The mask has no prompt: its context has no system or user message with text');
  }
  const config = isRecord(mask.modelConfig) ? mask.modelConfig : {};
  return {
    name: stringField(mask.name) ?? '',
    description: stringField(mask.description) ?? '',
    category: DEFAULT_CUSTOM_AGENT_CATEGORY,
    systemPrompt,
    model: stringField(config.model) || null,
    temperature: numberOrNull(config.temperature, 'modelConfig.temperature'),
  };
}

function numberOrNull(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${field} must be a number`);
  return value;
}
