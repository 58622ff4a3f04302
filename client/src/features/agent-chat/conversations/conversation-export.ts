import { validBranches, versionOf } from '../branches';
import { formatDay, formatTimestamp, isChatMessage } from '../chat-logic';
import type { ConversationRecord, ConversationWithMessages, ExportedFile, StoredMessage } from './conversation-types';
import { translate } from '../i18n';
import { displayTitle } from './conversation-types';

/**
 * Export and import formats. JSON is the lossless one: every field of every conversation and
 * message, as stored, so importing it back gives the same records (ids, times, pins, usage, and
 * the earlier versions of edited and regenerated messages, which ride in their `branches`).
 * Markdown is for reading and sharing: titles, who said what and when, along the versions shown,
 * each message that has others marked "version 2 of 3", and each file named ("[Attached: a.pdf]",
 * "[Image: the prompt]") where the JSON would carry its bytes.
 */

export const EXPORT_FORMAT = 'agentops.conversations';
/** Version 2 adds the pictures (`files`); a version 1 file, which has none, still imports. */
export const EXPORT_VERSION = 2;
const READABLE_VERSIONS = new Set([1, EXPORT_VERSION]);

export interface ConversationExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  conversations: (ConversationRecord & {
    messages: Omit<StoredMessage, 'conversationId'>[];
    files?: ExportedFile[];
  })[];
}

export function toExportJson(items: readonly ConversationWithMessages[], now: Date = new Date()): string {
  const document: ConversationExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    conversations: items.map(({ conversation, messages, files }) => ({
      ...conversation,
      messages: messages.map(({ conversationId: _, ...message }) => message),
      ...(files?.length ? { files } : {}),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

const day = (iso: string) => `${formatDay(iso)} ${formatTimestamp(iso)}`.trim();

/** The files a message carries, named, since a Markdown file cannot hold their bytes. */
function fileLines(m: StoredMessage): string[] {
  return [
    ...(m.attachments ?? []).map((a) => `[Attached: ${a.name}]`),
    ...(m.images ?? []).map((image) => `[Image: ${image.prompt}]`),
  ];
}

export function toMarkdown(items: readonly ConversationWithMessages[], agentName: (agentId: string) => string): string {
  return items
    .map(({ conversation, messages }) => {
      const name = agentName(conversation.agentId);
      const lines = [`# ${displayTitle(conversation)}`, '', `Agent: ${name} · ${messages.length} messages`, ''];
      for (const m of messages) {
        const who = m.role === 'user' ? 'You' : m.role === 'assistant' ? name : m.kind === 'error' ? 'Error' : 'System';
        const version = versionOf(m);
        const notes = `${m.stopped ? ' · stopped' : ''}${version ? ` · version ${version.current} of ${version.count}` : ''}`;
        const files = fileLines(m);
        lines.push(`**${who}** · ${day(m.timestamp)}${notes}`, '', m.content, '');
        if (files.length) lines.push(...files, '');
      }
      return lines.join('\n');
    })
    .join('\n---\n\n');
}

/** A file name of this day: `agentops-conversations-2026-11-27.json`, or the title's for one. */
export function exportFileName(
  items: readonly ConversationWithMessages[],
  extension: 'json' | 'md',
  now = new Date(),
): string {
  const only = items.length === 1 ? items[0] : undefined;
  const base = only
    ? displayTitle(only.conversation)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40) || 'conversation'
    : 'agentops-conversations';
  return `${base}-${now.toISOString().slice(0, 10)}.${extension}`;
}

// ---- import: checked field by field, so a bad file says what is wrong and imports nothing ----

type Result = { ok: true; items: ConversationWithMessages[] } | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function check(value: Record<string, unknown>, fields: Record<string, string>, where: string): string | null {
  for (const [field, type] of Object.entries(fields)) {
    const optional = type.endsWith('?');
    const expected = optional ? type.slice(0, -1) : type;
    const actual = value[field];
    if (actual === undefined && optional) continue;
    if (typeof actual !== expected) return translate('agent-chat.import.fieldType', { where, field, type: expected });
  }
  return null;
}

const CONVERSATION_FIELDS = {
  id: 'string',
  agentId: 'string',
  title: 'string',
  titleEdited: 'boolean',
  pinned: 'boolean',
  createdAt: 'number',
  updatedAt: 'number',
  lastMessageAt: 'number',
  messageCount: 'number',
  deleted: 'boolean',
};
const MESSAGE_FIELDS = {
  id: 'string',
  role: 'string',
  content: 'string',
  timestamp: 'string',
  seq: 'number',
  updatedAt: 'number',
  deleted: 'boolean',
  stopped: 'boolean?',
  kind: 'string?',
};
const ROLES = new Set(['system', 'user', 'assistant']);
const FILE_FIELDS = { id: 'string', mimeType: 'string', base64: 'string' };

/** The pictures of one conversation: absent, or a list of well-formed files; a string is the error. */
function parseFiles(raw: unknown, where: string): ExportedFile[] | undefined | string {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) return translate('agent-chat.import.fieldType', { where, field: 'files', type: 'array' });
  for (const file of raw as unknown[]) {
    if (!isObject(file)) return translate('agent-chat.import.notObject', { where });
    const bad = check(file, FILE_FIELDS, where);
    if (bad) return bad;
  }
  return raw as ExportedFile[];
}

export function parseImport(text: string): Result {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: translate('agent-chat.import.notJson') };
  }
  if (!isObject(data) || data.format !== EXPORT_FORMAT) {
    return { ok: false, error: translate('agent-chat.import.notExport') };
  }
  if (typeof data.version !== 'number' || !READABLE_VERSIONS.has(data.version)) {
    return {
      ok: false,
      error: translate('agent-chat.import.version', { found: String(data.version), reads: EXPORT_VERSION }),
    };
  }
  if (!Array.isArray(data.conversations)) return { ok: false, error: translate('agent-chat.import.noList') };
  const items: ConversationWithMessages[] = [];
  for (const [i, raw] of data.conversations.entries()) {
    const where = translate('agent-chat.import.conversation', { n: i + 1 });
    if (!isObject(raw)) return { ok: false, error: translate('agent-chat.import.notObject', { where }) };
    const problem = check(raw, CONVERSATION_FIELDS, where);
    if (problem) return { ok: false, error: problem };
    if (!Array.isArray(raw.messages))
      return { ok: false, error: translate('agent-chat.import.messagesList', { where }) };
    const { messages: rawMessages, files: rawFiles, ...conversation } = raw;
    const files = parseFiles(rawFiles, where);
    if (typeof files === 'string') return { ok: false, error: files };
    const messages: StoredMessage[] = [];
    // Message ids are the records' keys: one id twice, across all versions, would merge two messages.
    const seen = new Set(
      (rawMessages as unknown[]).flatMap((m) => (isObject(m) && typeof m.id === 'string' ? [m.id] : [])),
    );
    for (const [j, m] of (rawMessages as unknown[]).entries()) {
      const at = translate('agent-chat.import.message', { n: i + 1, m: j + 1 });
      if (!isObject(m)) return { ok: false, error: translate('agent-chat.import.notObject', { where: at }) };
      const bad = check(m, MESSAGE_FIELDS, at);
      if (bad) return { ok: false, error: bad };
      if (!ROLES.has(m.role as string)) return { ok: false, error: translate('agent-chat.import.role', { where: at }) };
      // Files from before edit and regenerate have no versions; where there are, each is checked.
      if (m.branches !== undefined && !validBranches(m.branches, isChatMessage, seen))
        return { ok: false, error: translate('agent-chat.import.branches', { where: at }) };
      messages.push({ ...(m as unknown as StoredMessage), conversationId: conversation.id as string });
    }
    items.push({ conversation: conversation as unknown as ConversationRecord, messages, ...(files ? { files } : {}) });
  }
  return { ok: true, items };
}
