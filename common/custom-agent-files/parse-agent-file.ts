import { CUSTOM_AGENT_FILE_MAX, CUSTOM_AGENT_LIMIT } from '../custom-agent-constants.js';
import {
  CUSTOM_AGENT_FILE_FORMAT,
  CUSTOM_AGENT_FILE_VERSION,
  CustomAgentFieldsSchema,
  type CustomAgentFields,
  type CustomAgentFieldsInput,
} from '../schemas/custom-agents.js';
import { lobeChatSessions, looksLikeLobeChatAgent, readLobeChatAgent } from './lobechat-agent.js';
import { looksLikeNextChatMask, readNextChatMask } from './nextchat-mask.js';
import { describeIssue, isRecord } from './read-issue.js';

/**
 * Reads an agent file: our own export, NextChat masks or LobeChat agents. The browser runs it to
 * preview an import and the server runs it again before saving, so both say the same thing about
 * a file. All or nothing: one bad agent makes the whole file an error naming that agent and what
 * is wrong with it, and nothing is imported.
 */

export type AgentFileFormat = 'agentops' | 'nextchat' | 'lobechat';

export type ParsedAgentFile =
  { ok: true; format: AgentFileFormat; agents: CustomAgentFields[] } | { ok: false; message: string };

const FORMATS_WE_READ = 'an AgentOps export, a NextChat mask or a LobeChat agent';

export function parseAgentFile(content: string): ParsedAgentFile {
  if (content.length > CUSTOM_AGENT_FILE_MAX) {
    return { ok: false, message: `The file is too large (at most ${CUSTOM_AGENT_FILE_MAX / 1000} kB)` };
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, message: `The file is not JSON. Choose ${FORMATS_WE_READ} (.json).` };
  }
  const found = recognise(json);
  if ('message' in found) return { ok: false, ...found };
  const { format, items } = found;
  if (items.length === 0) return { ok: false, message: 'The file has no agents in it' };
  if (items.length > CUSTOM_AGENT_LIMIT) {
    return { ok: false, message: `The file has ${items.length} agents; a file holds at most ${CUSTOM_AGENT_LIMIT}` };
  }
  const agents: CustomAgentFields[] = [];
  for (const [index, item] of items.entries()) {
    const label = items.length > 1 ? `Agent ${index + 1}${nameOf(item)}: ` : '';
    let fields: CustomAgentFieldsInput;
    try {
      fields = item.read();
    } catch (error) {
      return { ok: false, message: `${label}${(error as Error).message}` };
    }
    const checked = CustomAgentFieldsSchema.safeParse(fields);
    if (!checked.success) return { ok: false, message: `${label}${describeIssue(checked.error)}` };
    agents.push(checked.data);
  }
  return { ok: true, format, agents };
}

interface Item {
  name: unknown;
  read: () => CustomAgentFieldsInput;
}

const nameOf = (item: Item) => (typeof item.name === 'string' && item.name ? ` ("${item.name.slice(0, 80)}")` : '');

/** Which format the JSON is, and its agents still to be read; or why it is none of them. */
function recognise(json: unknown): { format: AgentFileFormat; items: Item[] } | { message: string } {
  if (isRecord(json) && json.format === CUSTOM_AGENT_FILE_FORMAT) {
    if (json.version !== CUSTOM_AGENT_FILE_VERSION) {
      return { message: `This AgentOps file is version ${String(json.version)}; this version reads version 1` };
    }
    if (!Array.isArray(json.agents)) return { message: 'agents: the AgentOps file has no list of agents' };
    const items = json.agents.map((agent: unknown) => ({
      name: isRecord(agent) ? agent.name : undefined,
      // Model, temperature and description may be left out of a hand-written file.
      read: () =>
        isRecord(agent)
          ? ({ description: '', model: null, temperature: null, ...agent } as CustomAgentFieldsInput)
          : notAnObject(),
    }));
    return { format: 'agentops', items };
  }
  const sessions = lobeChatSessions(json);
  const list = sessions ?? (Array.isArray(json) ? json : [json]);
  if (list.length > 0 && (sessions !== undefined || list.every(looksLikeLobeChatAgent))) {
    const items = list.map((agent) => ({
      name: isRecord(agent) && isRecord(agent.meta) ? agent.meta.title : undefined,
      read: () => (looksLikeLobeChatAgent(agent) ? readLobeChatAgent(agent as Record<string, unknown>) : notLobe()),
    }));
    return { format: 'lobechat', items };
  }
  if (list.length > 0 && list.some(looksLikeNextChatMask)) {
    const items = list.map((mask) => ({
      name: isRecord(mask) ? mask.name : undefined,
      read: () => (looksLikeNextChatMask(mask) ? readNextChatMask(mask as Record<string, unknown>) : notNextChat()),
    }));
    return { format: 'nextchat', items };
  }
  if (Array.isArray(json) && json.length === 0) return { message: 'The file has no agents in it' };
  return { message: `The file is not an agent file we know. Choose ${FORMATS_WE_READ}.` };
}

function notAnObject(): never {
  throw new Error('is not an agent (expected an object with name, systemPrompt, ...)');
}
function notLobe(): never {
  throw new Error('is not a LobeChat agent (expected meta and config)');
}
function notNextChat(): never {
  throw new Error('is not a NextChat mask (expected name and context)');
}
