import { describe, expect, it } from 'vitest';
import { migrateV1Record } from './migrate-v1';
import { EXPORT_FORMAT, exportFileName, parseImport, toExportJson, toMarkdown } from './conversation-export';
import type { ConversationWithMessages } from './conversation-types';
import { forkForEdit, switchVersion } from '../branches';
import type { ConversationMessage } from '../chat-logic';

const NOW = Date.parse('2026-11-27T12:00:00Z');

function sample(): ConversationWithMessages[] {
  const one = migrateV1Record(
    {
      agentId: 'ai-writing-assistant',
      updatedAt: '2026-11-20T09:15:00.000Z',
      messages: [
        { id: 'g', role: 'assistant', content: 'Hello!', timestamp: '2026-11-20T09:00:00.000Z' },
        {
          id: 'u',
          role: 'user',
          content: 'Draft a *headline*\n\nwith "quotes" and ünïcödé 🎉',
          timestamp: '2026-11-20T09:10:00.000Z',
        },
        {
          id: 'r',
          role: 'assistant',
          content: '## Headline\n\n```ts\nconst x = 1;\n```',
          timestamp: '2026-11-20T09:10:02.000Z',
          usage: { promptTokens: 412, completionTokens: 57, estimated: true, model: 'gpt-4o' },
          stopped: true,
        },
        {
          id: 'e',
          role: 'system',
          kind: 'error',
          content: 'Rate limit exceeded.',
          timestamp: '2026-11-20T09:15:00.000Z',
        },
      ],
    },
    NOW,
  )!;
  one.conversation = { ...one.conversation, title: 'Renamed', titleEdited: true, pinned: true };
  const two = migrateV1Record(
    {
      agentId: 'ai-tutor',
      updatedAt: '2026-11-21T09:15:00.000Z',
      messages: [{ id: 'q', role: 'user', content: 'Explain limits', timestamp: '2026-11-21T09:10:00.000Z' }],
    },
    NOW,
  )!;
  return [one, two];
}

describe('JSON export and import', () => {
  it('round-trips without losing anything', () => {
    const items = sample();
    const text = toExportJson(items, new Date(NOW));
    expect(JSON.parse(text)).toMatchObject({
      format: EXPORT_FORMAT,
      version: 2,
      exportedAt: '2026-11-27T12:00:00.000Z',
    });
    const parsed = parseImport(text);
    expect(parsed).toEqual({ ok: true, items });
    // And the file written from the import is the same file.
    if (parsed.ok) expect(toExportJson(parsed.items, new Date(NOW))).toBe(text);
  });

  it('carries the pictures of a conversation and their descriptions in its messages', () => {
    const [first, ...rest] = sample();
    const attachment = { id: 'file-1', name: 'cat.png', mimeType: 'image/png', size: 10, kind: 'image' as const };
    const item = {
      ...first!,
      messages: first!.messages.map((m, i) => (i === 0 ? { ...m, attachments: [attachment] } : m)),
      files: [{ id: 'file-1', mimeType: 'image/png', base64: 'iVBORw0KGgo=' }],
    };
    const parsed = parseImport(toExportJson([item, ...rest], new Date(NOW)));
    expect(parsed).toEqual({ ok: true, items: [item, ...rest] });
  });

  it('still imports a file of version 1, and refuses a malformed picture', () => {
    const text = toExportJson(sample(), new Date(NOW)).replace('"version": 2', '"version": 1');
    expect(parseImport(text)).toMatchObject({ ok: true });
    const document = JSON.parse(toExportJson(sample(), new Date(NOW)));
    document.conversations[0].files = [{ id: 'file-1', mimeType: 'image/png' }];
    expect(parseImport(JSON.stringify(document))).toMatchObject({
      ok: false,
      error: expect.stringContaining('base64'),
    });
  });

  it('refuses a bad file with what is wrong, importing nothing', () => {
    expect(parseImport('not json')).toEqual({
      ok: false,
      error: 'This file is not JSON. Choose a file exported from this chat (.json).',
    });
    expect(parseImport('{"hello":1}')).toMatchObject({
      ok: false,
      error: 'This JSON file is not a conversation export of AgentOps.',
    });
    expect(parseImport(JSON.stringify({ format: EXPORT_FORMAT, version: 9, conversations: [] }))).toMatchObject({
      ok: false,
      error: 'This export has version 9; this app reads version 2.',
    });
    const good = JSON.parse(toExportJson(sample()));
    good.conversations[1].messages[0].content = 42;
    expect(parseImport(JSON.stringify(good))).toEqual({
      ok: false,
      error: 'Conversation 2, message 1: "content" should be a string.',
    });
    const noTitle = JSON.parse(toExportJson(sample()));
    delete noTitle.conversations[0].title;
    expect(parseImport(JSON.stringify(noTitle))).toEqual({
      ok: false,
      error: 'Conversation 1: "title" should be a string.',
    });
    const badRole = JSON.parse(toExportJson(sample()));
    badRole.conversations[0].messages[0].role = 'tool';
    expect(parseImport(JSON.stringify(badRole))).toMatchObject({ ok: false, error: expect.stringContaining('"role"') });
  });
});

describe('Markdown export', () => {
  it('has each conversation under its title, who said what and when', () => {
    const md = toMarkdown(sample(), (id) => (id === 'ai-tutor' ? 'Tutor' : 'Writing Assistant'));
    expect(md).toContain('# Renamed\n\nAgent: Writing Assistant · 4 messages');
    expect(md).toMatch(/\*\*You\*\* · \d{4}-\d{2}-\d{2} \d{2}:10:00\n\nDraft a \*headline\*/);
    expect(md).toMatch(/\*\*Writing Assistant\*\* · \d{4}-\d{2}-\d{2} \d{2}:10:02 · stopped\n\n## Headline/);
    expect(md).toContain('**Error**');
    expect(md).toContain('\n---\n\n# Explain limits');
  });

  it('names the attached files and generated images instead of dropping them', () => {
    const [first] = sample();
    const image = {
      id: 'img-1',
      prompt: 'a red fox in snow',
      model: 'gpt-image-1',
      size: '1024x1024',
      quality: 'low',
      mimeType: 'image/png',
      thumbnail: 'data:image/png;base64,AA==',
      costUsd: 0.011,
    };
    const attachment = { id: 'f', name: 'report.pdf', mimeType: 'application/pdf', size: 9, kind: 'pdf' as const };
    const messages = first!.messages.map((m) =>
      m.id === 'u' ? { ...m, attachments: [attachment] } : m.id === 'r' ? { ...m, images: [image] } : m,
    );
    const md = toMarkdown([{ ...first!, messages }], () => 'Writing Assistant');
    expect(md).toContain('with "quotes" and ünïcödé 🎉\n\n[Attached: report.pdf]\n');
    expect(md).toContain('const x = 1;\n```\n\n[Image: a red fox in snow]\n');
  });

  it('names files after the title for one conversation, the app for several', () => {
    const items = sample();
    expect(exportFileName(items.slice(0, 1), 'md', new Date(NOW))).toBe('renamed-2026-11-27.md');
    expect(exportFileName(items, 'json', new Date(NOW))).toBe('agentops-conversations-2026-11-27.json');
  });
});

describe('versions (edit and regenerate) in the export', () => {
  const at = (s: number) => new Date(Date.parse('2026-11-20T09:00:00Z') + s * 1000).toISOString();
  const m = (id: string, role: ConversationMessage['role'], content: string, s: number): ConversationMessage => ({
    id,
    role,
    content,
    timestamp: at(s),
  });

  /** A conversation whose first question was edited, shown at version 1 of 2. */
  function branched(): ConversationWithMessages[] {
    const original = [m('q', 'user', 'Plan a picnic', 1), m('a', 'assistant', 'Bring bread', 2)];
    const edited = [
      ...forkForEdit(original, 0, m('q2', 'user', 'Plan a beach picnic', 3)),
      m('a2', 'assistant', 'Parasol', 4),
    ];
    const shown = switchVersion(edited, 0, 0);
    const item = migrateV1Record({ agentId: 'ai-tutor', updatedAt: at(5), messages: shown }, NOW)!;
    return [item];
  }

  it('JSON keeps every version and an import gives them back as they were', () => {
    const items = branched();
    const text = toExportJson(items, new Date(NOW));
    expect(text).toContain('Plan a beach picnic');
    expect(text).toContain('Parasol');
    const parsed = parseImport(text);
    expect(parsed).toEqual({ ok: true, items });
    if (!parsed.ok) return;
    const [first] = parsed.items[0]!.messages;
    expect(first!.branches).toMatchObject({ index: 0, others: [[{ id: 'q2' }, { id: 'a2' }]] });
  });

  it('refuses a file whose versions are broken, saying which message', () => {
    const bad = JSON.parse(toExportJson(branched()));
    bad.conversations[0].messages[0].branches.index = 7;
    expect(parseImport(JSON.stringify(bad))).toEqual({
      ok: false,
      error: 'Conversation 1, message 1: its earlier versions ("branches") cannot be read.',
    });
    const duplicate = JSON.parse(toExportJson(branched()));
    duplicate.conversations[0].messages[0].branches.others[0][1].id = 'a';
    expect(parseImport(JSON.stringify(duplicate))).toMatchObject({ ok: false });
  });

  it('Markdown follows the version shown and says which of how many it is', () => {
    const md = toMarkdown(branched(), () => 'Tutor');
    expect(md).toMatch(/\*\*You\*\* · [\d-]+ [\d:]+ · version 1 of 2\n\nPlan a picnic/);
    expect(md).toContain('Bring bread');
    expect(md).not.toContain('Parasol');
    expect(md).toContain('2 messages');
  });
});
