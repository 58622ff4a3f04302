import { DEFAULT_CUSTOM_AGENT_CATEGORY } from '../custom-agent-constants.js';
import type { AgentCategory } from '../schemas/agent.js';
import type { CustomAgentFieldsInput } from '../schemas/custom-agents.js';
import { isRecord, stringField } from './read-issue.js';

/**
 * LobeChat agents, in the two shapes a user finds: an agent file of the agent market
 * (lobehub/lobe-chat-agents: `{ identifier, meta: { title, description, tags, category },
 * config: { systemRole, model?, params?: { temperature } }, schemaVersion }`), and LobeChat's own
 * settings export of agents (`{ exportType, state: { sessions: [{ meta, config }] } }`). The
 * opening message, opening questions, tags, avatar and plugins have no counterpart here.
 */

export const looksLikeLobeChatAgent = (value: unknown): boolean =>
  isRecord(value) && isRecord(value.meta) && isRecord(value.config);

/** LobeChat's settings export: the agents are its sessions. */
export const lobeChatSessions = (value: unknown): unknown[] | undefined =>
  isRecord(value) && isRecord(value.state) && Array.isArray(value.state.sessions) ? value.state.sessions : undefined;

/** The market's categories, by the nearest of ours. */
const CATEGORIES: Record<string, AgentCategory> = {
  academic: 'Education',
  education: 'Education',
  translation: 'Education',
  copywriting: 'Creative',
  design: 'Creative',
  entertainment: 'Creative',
  games: 'Creative',
  emotions: 'Creative',
  career: 'Business',
  marketing: 'Business',
  programming: 'Technical',
  office: 'Productivity',
  life: 'Productivity',
  general: 'Productivity',
};

/** Throws an Error whose message says what is wrong with the agent. */
export function readLobeChatAgent(agent: Record<string, unknown>): CustomAgentFieldsInput {
  const meta = isRecord(agent.meta) ? agent.meta : {};
  const config = isRecord(agent.config) ? agent.config : {};
  const systemPrompt = stringField(config.systemRole);
  if (systemPrompt === undefined) throw new Error('config.systemRole (the system prompt) is missing');
  const params = isRecord(config.params) ? config.params : {};
  const temperature = params.temperature;
  if (temperature !== undefined && temperature !== null && typeof temperature !== 'number') {
    throw new Error('config.params.temperature must be a number');
  }
  const category = CATEGORIES[stringField(meta.category) ?? ''] ?? DEFAULT_CUSTOM_AGENT_CATEGORY;
  return {
    name: stringField(meta.title) ?? stringField(agent.identifier) ?? '',
    description: stringField(meta.description) ?? '',
    category,
    systemPrompt,
    model: stringField(config.model) || null,
    temperature: typeof temperature === 'number' ? temperature : null,
  };
}
