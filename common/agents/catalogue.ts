import type { Agent } from '../schemas/agent.js';
import { BUSINESS_PROMPTS } from './business-prompts.js';
import { CREATIVE_PROMPTS } from './creative-prompts.js';
import { EDUCATION_PROMPTS } from './education-prompts.js';
import { PRODUCTIVITY_PROMPTS } from './productivity-prompts.js';
import { AGENT_ROSTER } from './roster.js';
import { TECHNICAL_PROMPTS } from './technical-prompts.js';

export { CATEGORIES } from './roster.js';
export { EMAIL_ASSISTANT } from './email-assistant.js';

const PROMPTS: Record<string, string> = {
  ...CREATIVE_PROMPTS,
  ...PRODUCTIVITY_PROMPTS,
  ...EDUCATION_PROMPTS,
  ...BUSINESS_PROMPTS,
  ...TECHNICAL_PROMPTS,
};

/**
 * The full library agents, system prompts included: for the server and the chat. Pages that only
 * show agents import the lighter roster (./roster.ts), which keeps the prompts out of their bundles.
 */
export const AGENTS: Agent[] = AGENT_ROSTER.map((agent) => {
  const systemPrompt = PROMPTS[agent.id];
  if (!systemPrompt) throw new Error(`No system prompt for agent ${agent.id}`);
  return { ...agent, systemPrompt };
});
