import { z } from 'zod';
import { AgentCategorySchema } from './agent.js';
import { text } from './text.js';
import {
  CUSTOM_AGENT_DESCRIPTION_MAX,
  CUSTOM_AGENT_FILE_MAX,
  CUSTOM_AGENT_LIMIT,
  CUSTOM_AGENT_MODEL_MAX,
  CUSTOM_AGENT_NAME_MAX,
  CUSTOM_AGENT_PROMPT_MAX,
  CUSTOM_AGENT_TEMPERATURE_MAX,
  CUSTOM_AGENT_TEMPERATURE_MIN,
} from '../custom-agent-constants.js';
import { groupThousands } from '../group-thousands.js';

/**
 * A user's own agents (/api/custom-agents): what the form edits, what the server stores and
 * answers, and our export file. The form, the import parser and the server all validate with
 * CustomAgentFieldsSchema, so an agent that passes in the browser's preview passes on the server.
 */

/** The fields a user sets; model and temperature empty (null) mean "the chat's defaults". */
export const CustomAgentFieldsSchema = z.object({
  name: text({ error: 'The name is required' })
    .trim()
    .min(1, 'The name is required')
    .max(CUSTOM_AGENT_NAME_MAX, `The name is too long (at most ${CUSTOM_AGENT_NAME_MAX} characters)`),
  description: text({ error: 'The description must be text' })
    .trim()
    .max(
      CUSTOM_AGENT_DESCRIPTION_MAX,
      `The description is too long (at most ${CUSTOM_AGENT_DESCRIPTION_MAX} characters)`,
    ),
  category: AgentCategorySchema,
  systemPrompt: text({ error: 'The system prompt is required' })
    .trim()
    .min(1, 'The system prompt is required')
    .max(
      CUSTOM_AGENT_PROMPT_MAX,
      `The system prompt is too long (at most ${groupThousands(CUSTOM_AGENT_PROMPT_MAX)} characters)`,
    ),
  model: text({ error: 'The model must be text' })
    .trim()
    .max(CUSTOM_AGENT_MODEL_MAX, `The model name is too long (at most ${CUSTOM_AGENT_MODEL_MAX} characters)`)
    .nullable(),
  temperature: z
    .number({ error: 'The temperature must be a number' })
    .min(CUSTOM_AGENT_TEMPERATURE_MIN, `The temperature must be between 0 and ${CUSTOM_AGENT_TEMPERATURE_MAX}`)
    .max(CUSTOM_AGENT_TEMPERATURE_MAX, `The temperature must be between 0 and ${CUSTOM_AGENT_TEMPERATURE_MAX}`)
    .nullable(),
});
export type CustomAgentFields = z.output<typeof CustomAgentFieldsSchema>;
export type CustomAgentFieldsInput = z.input<typeof CustomAgentFieldsSchema>;

export const CustomAgentIdParamsSchema = z.object({ id: text().min(1).max(100) });

export const CustomAgentSchema = z.object({
  /** `custom-` and a UUID: never a library agent's id. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: AgentCategorySchema,
  systemPrompt: z.string(),
  model: z.string().nullable(),
  temperature: z.number().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type CustomAgent = z.infer<typeof CustomAgentSchema>;

export const CustomAgentListSchema = z.object({
  agents: z.array(CustomAgentSchema),
  /** How many agents the account may keep. */
  limit: z.number().int(),
});
export type CustomAgentList = z.infer<typeof CustomAgentListSchema>;

/** POST /api/custom-agents/import: the file's text as it was read; the server parses it again. */
export const CustomAgentImportRequestSchema = z.object({
  content: text().max(CUSTOM_AGENT_FILE_MAX, `The file is too large (at most ${CUSTOM_AGENT_FILE_MAX / 1000} kB)`),
});

export const CustomAgentImportResultSchema = z.object({
  /** The format the file was read as. */
  format: z.enum(['agentops', 'nextchat', 'lobechat']),
  agents: z.array(CustomAgentSchema),
});
export type CustomAgentImportResult = z.infer<typeof CustomAgentImportResultSchema>;

/** Our export file (docs/custom-agent-format.md): versioned, and read back by the import. */
export const CUSTOM_AGENT_FILE_FORMAT = 'agentops.custom-agents';
export const CUSTOM_AGENT_FILE_VERSION = 1;

export const CustomAgentFileSchema = z.object({
  format: z.literal(CUSTOM_AGENT_FILE_FORMAT),
  version: z.literal(CUSTOM_AGENT_FILE_VERSION),
  /** ISO 8601; informative only. */
  exportedAt: z.string().optional(),
  agents: z.array(CustomAgentFieldsSchema).max(CUSTOM_AGENT_LIMIT, `A file holds at most ${CUSTOM_AGENT_LIMIT} agents`),
});
export type CustomAgentFile = z.infer<typeof CustomAgentFileSchema>;

/** The export as the server answers it: the same file, described with plain strings (response schemas do not re-check input rules). */
export const CustomAgentExportSchema = z.object({
  format: z.literal(CUSTOM_AGENT_FILE_FORMAT),
  version: z.literal(CUSTOM_AGENT_FILE_VERSION),
  exportedAt: z.string(),
  agents: z.array(
    CustomAgentSchema.pick({
      name: true,
      description: true,
      category: true,
      systemPrompt: true,
      model: true,
      temperature: true,
    }),
  ),
});
export type CustomAgentExport = z.infer<typeof CustomAgentExportSchema>;
