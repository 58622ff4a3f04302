import type { AgentCategory, AgentSummary, Category } from '../schemas/agent.js';
import { BUSINESS_AGENTS } from './business.js';
import { CREATIVE_AGENTS } from './creative.js';
import { EDUCATION_AGENTS } from './education.js';
import { PRODUCTIVITY_AGENTS } from './productivity.js';
import { TECHNICAL_AGENTS } from './technical.js';

// In the product's fixed category order: the library tabs and the roster follow it.
const GROUPS: { title: AgentCategory; description: string; agents: AgentSummary[] }[] = [
  {
    title: 'Creative',
    description:
      'Writing, visuals, video, slides and audio: drafts, prompts, scripts and storyboards for creative work.',
    agents: CREATIVE_AGENTS,
  },
  {
    title: 'Productivity',
    description: 'Plan your time, run better meetings, organise your tasks and work across languages.',
    agents: PRODUCTIVITY_AGENTS,
  },
  {
    title: 'Education',
    description: 'Learn faster with revision help, language practice, skill coaching, research support and tutoring.',
    agents: EDUCATION_AGENTS,
  },
  {
    title: 'Business',
    description: 'Analysis, marketing, sales, financial education and project delivery for growing businesses.',
    agents: BUSINESS_AGENTS,
  },
  {
    title: 'Technical',
    description: 'Code review, architecture, security, DevOps and data science for engineering work.',
    agents: TECHNICAL_AGENTS,
  },
];

/**
 * The library agents without their system prompts (the browser's cards and roster need no more),
 * ordered by category and then in their fixed order within it. The copy once said 23, but the
 * roster names 24 (5+4+5+5+5) and all of them are kept (decision 005).
 */
export const AGENT_ROSTER: AgentSummary[] = GROUPS.flatMap((group) => group.agents);

export const CATEGORIES: Category[] = GROUPS.map((group) => ({
  title: group.title,
  shortName: group.title.toUpperCase(),
  description: group.description,
  agents: group.agents.map((agent) => agent.id),
}));
