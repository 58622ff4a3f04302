import { describe, expect, it } from 'vitest';
import { CUSTOM_AGENT_LIMIT } from '../custom-agent-constants.js';
import type { CustomAgent } from '../schemas/custom-agents.js';
import { exportAgentFile } from './export-agent-file.js';
import lobeChatMarketAgent from './fixtures/lobechat-market-agent.json' with { type: 'json' };
import lobeChatSettingsExport from './fixtures/lobechat-settings-export.json' with { type: 'json' };
import nextChatMask from './fixtures/nextchat-mask.json' with { type: 'json' };
import nextChatMasks from './fixtures/nextchat-masks.json' with { type: 'json' };
import { parseAgentFile, type ParsedAgentFile } from './parse-agent-file.js';

// Files as NextChat and LobeChat write them (common runs in the browser too, so no file system here).
const FIXTURES: Record<string, unknown> = {
  'nextchat-mask.json': nextChatMask,
  'nextchat-masks.json': nextChatMasks,
  'lobechat-market-agent.json': lobeChatMarketAgent,
  'lobechat-settings-export.json': lobeChatSettingsExport,
};
const fixture = (name: string) => JSON.stringify(FIXTURES[name], null, 2);
const ok = (parsed: ParsedAgentFile) => {
  if (!parsed.ok) throw new Error(`expected the file to be read: ${parsed.message}`);
  return parsed;
};
const error = (content: unknown) => {
  const parsed = parseAgentFile(typeof content === 'string' ? content : JSON.stringify(content));
  if (parsed.ok) throw new Error('expected an error');
  return parsed.message;
};

describe('NextChat masks', () => {
  it('reads a mask exported by NextChat: the system messages are the prompt, its model and temperature kept', () => {
    const parsed = ok(parseAgentFile(fixture('nextchat-mask.json')));
    expect(parsed.format).toBe('nextchat');
    expect(parsed.agents).toEqual([
      {
        name: 'Release Notes Editor',
        description: '',
        category: 'Productivity',
        systemPrompt: expect.stringMatching(/^You edit software release notes\..*input\.$/),
        model: 'gpt-4o-mini',
        temperature: 0.3,
      },
    ]);
  });

  it('reads an array of masks; a mask whose instructions are a user message uses them', () => {
    const parsed = ok(parseAgentFile(fixture('nextchat-masks.json')));
    expect(parsed.agents.map((a) => [a.name, a.model, a.temperature])).toEqual([
      ['Interview Coach', 'gpt-4o', 1],
      ['SQL Reviewer', 'gpt-4o', 0.2],
    ]);
    expect(parsed.agents[0]!.systemPrompt).toMatch(/^Act as an interview coach/);
  });

  it('refuses a mask without a prompt, naming it in a file of several', () => {
    const masks = JSON.parse(fixture('nextchat-masks.json')) as { context: unknown[] }[];
    masks[1]!.context = [];
    expect(error(masks)).toBe(
      'Agent 2 ("SQL Reviewer"): The mask has no prompt: its context has no system or user message with text',
    );
  });

  it('refuses a temperature out of range', () => {
    const mask = JSON.parse(fixture('nextchat-mask.json')) as { modelConfig: { temperature: number } };
    mask.modelConfig.temperature = 3;
    expect(error(mask)).toBe('The temperature must be between 0 and 2');
  });
});

describe('LobeChat agents', () => {
  it('reads an agent file of the LobeChat agent market: title, description, systemRole, category mapped', () => {
    const parsed = ok(parseAgentFile(fixture('lobechat-market-agent.json')));
    expect(parsed.format).toBe('lobechat');
    expect(parsed.agents).toEqual([
      {
        name: 'Careful Proofreader',
        description: 'Corrects spelling, grammar and punctuation and lists each change.',
        category: 'Creative',
        systemPrompt: expect.stringMatching(/^You are a meticulous proofreader/),
        model: null,
        temperature: null,
      },
    ]);
  });

  it("reads LobeChat's settings export of agents with their model and temperature", () => {
    const parsed = ok(parseAgentFile(fixture('lobechat-settings-export.json')));
    expect(parsed.agents).toEqual([
      {
        name: 'Python Tutor',
        description: 'Teaches Python step by step.',
        category: 'Productivity',
        systemPrompt: expect.stringMatching(/^You are a Python tutor/),
        model: 'gpt-4o-mini',
        temperature: 0.4,
      },
    ]);
  });

  it('refuses an agent without systemRole, and a title that is too long', () => {
    const agent = JSON.parse(fixture('lobechat-market-agent.json')) as {
      config: Record<string, unknown>;
      meta: Record<string, unknown>;
    };
    delete agent.config.systemRole;
    expect(error(agent)).toBe('config.systemRole (the system prompt) is missing');
    const long = JSON.parse(fixture('lobechat-market-agent.json')) as { meta: Record<string, unknown> };
    long.meta.title = 'x'.repeat(81);
    expect(error(long)).toBe('The name is too long (at most 80 characters)');
  });
});

describe('our own format', () => {
  const agents: CustomAgent[] = [
    {
      id: 'custom-1',
      name: 'Ünïcode “agent” 🚀',
      description: 'Line one\nline two',
      category: 'Technical',
      systemPrompt: 'Be exact.\n\n- one\n- two',
      model: 'llama3.1:8b',
      temperature: 0,
      createdAt: '2026-11-27T10:00:00.000Z',
      updatedAt: '2026-11-27T10:00:00.000Z',
    },
    {
      id: 'custom-2',
      name: 'Defaults',
      description: '',
      category: 'Business',
      systemPrompt: 'Use the chat defaults.',
      model: null,
      temperature: null,
      createdAt: '2026-11-27T10:00:00.000Z',
      updatedAt: '2026-11-27T10:00:00.000Z',
    },
  ];

  it('round-trips an export field for field', () => {
    const file = exportAgentFile(agents, new Date('2026-11-27T12:00:00Z'));
    expect(file).toMatchObject({
      format: 'agentops.custom-agents',
      version: 1,
      exportedAt: '2026-11-27T12:00:00.000Z',
    });
    const parsed = ok(parseAgentFile(JSON.stringify(file, null, 2)));
    expect(parsed.format).toBe('agentops');
    expect(parsed.agents).toEqual(file.agents);
  });

  it('refuses a later version, a bad category and a file of too many agents', () => {
    const file = exportAgentFile(agents);
    expect(error({ ...file, version: 2 })).toBe('This AgentOps file is version 2; this version reads version 1');
    expect(error({ ...file, agents: [{ ...file.agents[0], category: 'Cooking' }] })).toMatch(/^category: /);
    const many = Array.from({ length: CUSTOM_AGENT_LIMIT + 1 }, () => file.agents[0]);
    expect(error({ ...file, agents: many })).toBe(
      `The file has ${CUSTOM_AGENT_LIMIT + 1} agents; a file holds at most ${CUSTOM_AGENT_LIMIT}`,
    );
  });
});

describe('files that are no agent file', () => {
  it('says what is wrong', () => {
    expect(error('{not json')).toBe(
      'The file is not JSON. Choose an AgentOps export, a NextChat mask or a LobeChat agent (.json).',
    );
    expect(error({ hello: 'world' })).toBe(
      'The file is not an agent file we know. Choose an AgentOps export, a NextChat mask or a LobeChat agent.',
    );
    expect(error([])).toBe('The file has no agents in it');
    expect(error('x'.repeat(500_001))).toBe('The file is too large (at most 500 kB)');
  });
});
