import { z } from 'zod';
import { AGENT_CATEGORIES } from './agent-categories.js';
import { text } from './text.js';

export { AGENT_CATEGORIES };
export const AgentCategorySchema = z.enum(AGENT_CATEGORIES);
export type AgentCategory = z.infer<typeof AgentCategorySchema>;

export const AgentSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(1),
  category: AgentCategorySchema,
  systemPrompt: z.string().min(400),
  capabilities: z.array(z.string().min(1)).min(5),
  usageInstructions: z.string().min(1),
  automationCapable: z.boolean(),
  tags: z.array(z.string().min(1)).min(1),
  requiresApiKey: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Agent = z.infer<typeof AgentSchema>;

/**
 * An agent without its system prompt: what cards, the roster and the public catalogue show. A
 * library agent's prompt is served one at a time, to users whose plan includes the agent.
 */
export const AgentSummarySchema = AgentSchema.omit({ systemPrompt: true });
export type AgentSummary = z.infer<typeof AgentSummarySchema>;

export const AgentIdParamsSchema = z.object({ agentId: text().min(1).max(100) });

export const AgentPromptSchema = z.object({
  agentId: z.string(),
  systemPrompt: z.string(),
});
export type AgentPrompt = z.infer<typeof AgentPromptSchema>;

export const CategorySchema = z.object({
  title: AgentCategorySchema,
  shortName: z.string(),
  description: z.string(),
  agents: z.array(z.string()),
});
export type Category = z.infer<typeof CategorySchema>;

export const AgentCatalogueSchema = z.object({
  agents: z.array(AgentSummarySchema),
  categories: z.array(CategorySchema),
  emailAssistant: AgentSummarySchema,
});
export type AgentCatalogue = z.infer<typeof AgentCatalogueSchema>;
