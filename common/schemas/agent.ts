import { z } from 'zod';

export const AGENT_CATEGORIES = ['Creative', 'Productivity', 'Education', 'Business', 'Technical'] as const;
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
/** An agent without its system prompt: what cards and the roster show (prompts load with the chat). */
export type AgentSummary = Omit<Agent, 'systemPrompt'>;

export const CategorySchema = z.object({
  title: AgentCategorySchema,
  shortName: z.string(),
  description: z.string(),
  agents: z.array(z.string()),
});
export type Category = z.infer<typeof CategorySchema>;

export const AgentCatalogueSchema = z.object({
  agents: z.array(AgentSchema),
  categories: z.array(CategorySchema),
  emailAssistant: AgentSchema,
});
export type AgentCatalogue = z.infer<typeof AgentCatalogueSchema>;
