import type { AgentCategory } from './schemas/agent.js';

/**
 * Custom agents' limits, texts and id rule, free of zod so the dashboard's roster (first load) can
 * tell a custom agent from a library one without the schema library; schemas/custom-agents.ts
 * builds its rules on them.
 */

/** Every custom agent id starts with this, so it can never collide with a library agent's id. */
export const CUSTOM_AGENT_ID_PREFIX = 'custom-';
export const isCustomAgentId = (id: string): boolean => id.startsWith(CUSTOM_AGENT_ID_PREFIX);

/** How many agents one account may keep: generous for a person, bounded for the database. */
export const CUSTOM_AGENT_LIMIT = 100;

export const CUSTOM_AGENT_NAME_MAX = 80;
export const CUSTOM_AGENT_DESCRIPTION_MAX = 500;
export const CUSTOM_AGENT_PROMPT_MAX = 20_000;
export const CUSTOM_AGENT_MODEL_MAX = 100;
export const CUSTOM_AGENT_TEMPERATURE_MIN = 0;
export const CUSTOM_AGENT_TEMPERATURE_MAX = 2;

/** An import file, as text: well under the server's 1 MiB body limit once it is JSON-escaped. */
export const CUSTOM_AGENT_FILE_MAX = 500_000;

/** What an imported agent gets when its file has no category we know. */
export const DEFAULT_CUSTOM_AGENT_CATEGORY: AgentCategory = 'Productivity';

export const CUSTOM_AGENT_MESSAGES = {
  notFound: 'Agent not found',
  limitReached: `You can keep up to ${CUSTOM_AGENT_LIMIT} agents of your own. Delete one to add another.`,
  limitWouldBeExceeded: (count: number, room: number) =>
    `This file has ${count} agents, but you have room for ${room} more (the limit is ${CUSTOM_AGENT_LIMIT}). Nothing was imported.`,
} as const;
