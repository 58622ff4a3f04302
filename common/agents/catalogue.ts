import type { Agent, Category } from '../schemas/agent.js';

// Placeholder: the full catalogue is written in common/agents/*.ts (issue 2, item 4).
export const AGENTS: Agent[] = [];
export const CATEGORIES: Category[] = [];
export const EMAIL_ASSISTANT: Agent = {
  id: 'ai-email-assistant',
  name: 'AI Email Assistant',
  description: 'Compose, analyze and send email from your own linked mailboxes.',
  category: 'Productivity',
  systemPrompt: 'x'.repeat(400),
  capabilities: ['a', 'b', 'c', 'd', 'e'],
  usageInstructions: 'Open it from the dashboard.',
  automationCapable: true,
  tags: ['email'],
  requiresApiKey: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
