import {
  CUSTOM_AGENT_FILE_FORMAT,
  CUSTOM_AGENT_FILE_VERSION,
  type CustomAgent,
  type CustomAgentExport,
} from '../schemas/custom-agents.js';

/**
 * Our export file (docs/custom-agent-format.md): the fields a user sets, nothing of the server's
 * (ids, times), so importing it elsewhere creates the same agents anew. parseAgentFile reads it back
 * field for field.
 */
export function exportAgentFile(agents: readonly CustomAgent[], now = new Date()): CustomAgentExport {
  return {
    format: CUSTOM_AGENT_FILE_FORMAT,
    version: CUSTOM_AGENT_FILE_VERSION,
    exportedAt: now.toISOString(),
    agents: agents.map(({ name, description, category, systemPrompt, model, temperature }) => ({
      name,
      description,
      category,
      systemPrompt,
      model,
      temperature,
    })),
  };
}

/** The download's file name: agentops-agents-2026-11-27.json. */
export const exportFileName = (now = new Date()) => `agentops-agents-${now.toISOString().slice(0, 10)}.json`;
