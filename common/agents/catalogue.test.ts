import { describe, expect, it } from 'vitest';
import { AGENT_CATEGORIES, AgentSchema, CategorySchema } from '../schemas/agent.js';
import { AGENTS, CATEGORIES, EMAIL_ASSISTANT } from './catalogue.js';
import { LIBRARY_AGENT_COUNT } from './library-size.js';
import { HANDOFF_HEADING, handoffTargets } from './system-prompt.js';

// The product's roster (id, name, category), in its order, written out so any change is deliberate.
// The copy once said 23, but the list names 24 agents (5+4+5+5+5); every listed id is kept
// (decision 005).
const SPEC_ROSTER: [id: string, name: string, category: string][] = [
  ['ai-writing-assistant', 'Writing Assistant', 'Creative'],
  ['ai-image-generator', 'Image Generator', 'Creative'],
  ['ai-video-creator', 'Video Creator', 'Creative'],
  ['ai-presentation-designer', 'Presentation Designer', 'Creative'],
  ['ai-audio-generator', 'Audio/Music Generator', 'Creative'],
  ['ai-calendar-scheduler', 'Calendar Scheduler', 'Productivity'],
  ['ai-meeting-summarizer', 'Meeting Summarizer', 'Productivity'],
  ['ai-task-planner', 'Task Planner', 'Productivity'],
  ['ai-translator', 'Translator', 'Productivity'],
  ['ai-study-assistant', 'Study Assistant', 'Education'],
  ['ai-language-buddy', 'Language Learning Buddy', 'Education'],
  ['ai-skill-trainer', 'Skill Trainer', 'Education'],
  ['ai-research-assistant', 'Research Assistant', 'Education'],
  ['ai-tutor', 'AI Tutor', 'Education'],
  ['ai-business-analyst', 'Business Analyst', 'Business'],
  ['ai-marketing-strategist', 'Marketing Strategist', 'Business'],
  ['ai-sales-optimizer', 'Sales Optimizer', 'Business'],
  ['ai-financial-advisor', 'Financial Advisor', 'Business'],
  ['ai-project-manager', 'Project Manager', 'Business'],
  ['ai-code-reviewer', 'Code Reviewer', 'Technical'],
  ['ai-system-architect', 'System Architect', 'Technical'],
  ['ai-security-specialist', 'Security Specialist', 'Technical'],
  ['ai-devops-engineer', 'DevOps Engineer', 'Technical'],
  ['ai-data-scientist', 'Data Scientist', 'Technical'],
];

const ALL = [...AGENTS, EMAIL_ASSISTANT];
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('agent catalogue', () => {
  it('has exactly the product roster, in its order', () => {
    expect(AGENTS.map((a) => [a.id, a.name, a.category])).toEqual(SPEC_ROSTER);
    expect(AGENTS).toHaveLength(24);
    expect(LIBRARY_AGENT_COUNT).toBe(AGENTS.length);
  });

  it('parses every entry, email assistant included, with AgentSchema', () => {
    for (const agent of ALL) expect(() => AgentSchema.parse(agent), agent.id).not.toThrow();
  });

  it('has unique ids and names', () => {
    expect(new Set(ALL.map((a) => a.id)).size).toBe(ALL.length);
    expect(new Set(ALL.map((a) => a.name)).size).toBe(ALL.length);
  });

  it('has five categories of 4 to 5 agents that agree with AGENTS', () => {
    expect(CATEGORIES.map((c) => c.title)).toEqual([...AGENT_CATEGORIES]);
    for (const category of CATEGORIES) {
      CategorySchema.parse(category);
      expect(category.shortName).toBe(category.title.toUpperCase());
      expect(category.description.length).toBeGreaterThan(20);
      expect(category.agents.length).toBeGreaterThanOrEqual(4);
      expect(category.agents.length).toBeLessThanOrEqual(5);
      expect(category.agents).toEqual(AGENTS.filter((a) => a.category === category.title).map((a) => a.id));
    }
    expect(CATEGORIES.flatMap((c) => c.agents)).toEqual(AGENTS.map((a) => a.id));
  });

  it('keeps the email assistant outside the library list', () => {
    expect(EMAIL_ASSISTANT).toMatchObject({
      id: 'ai-email-assistant',
      name: 'AI Email Assistant',
      category: 'Productivity',
      automationCapable: true,
    });
    expect(AGENTS.some((a) => a.id === EMAIL_ASSISTANT.id)).toBe(false);
    expect(CATEGORIES.some((c) => c.agents.includes(EMAIL_ASSISTANT.id))).toBe(false);
  });

  it('gives every agent card-ready metadata', () => {
    for (const agent of ALL) {
      expect(agent.capabilities.length, agent.id).toBeGreaterThanOrEqual(5);
      expect(agent.capabilities.length, agent.id).toBeLessThanOrEqual(7);
      expect(agent.tags.length, agent.id).toBeGreaterThanOrEqual(3);
      expect(agent.tags.length, agent.id).toBeLessThanOrEqual(5);
      for (const tag of agent.tags) expect(tag, agent.id).toMatch(/^[a-z0-9-]+$/);
      expect(agent.requiresApiKey, agent.id).toBe(true);
      expect(agent.usageInstructions.length, agent.id).toBeGreaterThan(40);
      expect(Date.parse(agent.updatedAt)).toBeGreaterThanOrEqual(Date.parse(agent.createdAt));
    }
  });

  it('writes every system prompt in the shared sections, neither a one-liner nor bloated', () => {
    for (const agent of ALL) {
      expect(agent.systemPrompt.startsWith(`You are the ${agent.name}`), agent.id).toBe(true);
      for (const heading of ['## How you work', '## Output format', '## Limits', HANDOFF_HEADING]) {
        expect(agent.systemPrompt, `${agent.id} ${heading}`).toContain(heading);
      }
      const words = wordCount(agent.systemPrompt);
      expect(words, agent.id).toBeGreaterThanOrEqual(250);
      expect(words, agent.id).toBeLessThanOrEqual(450);
    }
  });

  it('hands off only to other agents that exist', () => {
    const names = new Set(ALL.map((a) => a.name));
    for (const agent of ALL) {
      const targets = handoffTargets(agent.systemPrompt);
      expect(targets.length, agent.id).toBeGreaterThanOrEqual(2);
      for (const target of targets) {
        expect(names.has(target), `${agent.id} -> ${target}`).toBe(true);
        expect(target, agent.id).not.toBe(agent.name);
      }
    }
  });

  it('states the limits the specialties call for', () => {
    const prompt = (id: string) => ALL.find((a) => a.id === id)?.systemPrompt ?? '';
    expect(prompt('ai-financial-advisor')).toMatch(/not personalised regulated financial advice/);
    expect(prompt('ai-security-specialist')).toMatch(/Refuse to help attack/);
    for (const id of ['ai-image-generator', 'ai-video-creator', 'ai-audio-generator']) {
      expect(prompt(id), id).toMatch(/You are a text model/);
    }
  });
});
