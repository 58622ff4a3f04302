/**
 * The library's categories in their fixed order, apart from the agent schema: the library page
 * lists them without loading zod.
 */
export const AGENT_CATEGORIES = ['Creative', 'Productivity', 'Education', 'Business', 'Technical'] as const;
export type AgentCategory = (typeof AGENT_CATEGORIES)[number];
