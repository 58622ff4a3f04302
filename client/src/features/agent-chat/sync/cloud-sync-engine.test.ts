import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOUD_HISTORY_ITEM_MAX } from '@common/cloud-history-constants';
import type { ConversationWithMessages } from '../conversations/conversation-types';
import type * as CloudCrypto from './cloud-crypto';

/*
 * The engine against a stubbed server and store (this environment has no IndexedDB): what a push
 * sends, and what the settings are told.
 */

const store = vi.hoisted(() => ({ snapshots: [] as ConversationWithMessages[], meta: new Map<string, unknown>() }));
const server = vi.hoisted(() => ({ pushed: [] as { id: string; ct: string }[][], vault: null as unknown }));

vi.mock('../conversations/conversation-repository', () => ({
  importConversations: vi.fn(() => Promise.resolve({ conversations: 0, messages: 0 })),
  readMeta: (key: string) => Promise.resolve(store.meta.get(key)),
  writeMeta: (key: string, value: unknown) => Promise.resolve(void store.meta.set(key, value)),
  subscribe: () => () => {},
  syncSnapshots: () => Promise.resolve(store.snapshots),
}));

vi.mock('./cloud-api', () => {
  const usage = { usedBytes: 0, quotaBytes: 50_000_000, items: 0, revision: 0 };
  return {
    getCloudStatus: () => Promise.resolve({ vault: server.vault, usage }),
    enableCloud: ({ body }: { body: object }) => {
      server.vault = { ...body, createdAt: '2026-11-28T00:00:00.000Z', updatedAt: '2026-11-28T00:00:00.000Z' };
      return Promise.resolve(server.vault);
    },
    disableCloud: () => Promise.resolve({}),
    pullCloud: () => Promise.resolve({ items: [], next: 0, more: false }),
    pushCloud: ({ body }: { body: { items: { id: string; ct: string }[] } }) => {
      server.pushed.push(body.items);
      return Promise.resolve({ items: body.items.map((_, i) => ({ id: _.id, revision: i + 1 })), usage });
    },
  };
});

// A fast key: the passphrase's 600,000 rounds are key-crypto's to test, not the push's.
vi.mock('./cloud-crypto', async (importActual) => {
  const actual = await importActual<typeof CloudCrypto>();
  return { ...actual, createVault: (passphrase: string) => actual.createVault(passphrase, 100_000) };
});

function conversation(id: string, title: string, content: string): ConversationWithMessages {
  const at = Date.parse('2026-11-28T00:00:00Z');
  return {
    conversation: {
      id,
      agentId: 'ai-tutor',
      title,
      titleEdited: false,
      pinned: false,
      createdAt: at,
      updatedAt: at,
      lastMessageAt: at,
      messageCount: 1,
      deleted: false,
    },
    messages: [
      {
        id: `${id}-m`,
        conversationId: id,
        role: 'user',
        content,
        timestamp: '2026-11-28T00:00:00.000Z',
        seq: 0,
        updatedAt: at,
        deleted: false,
      },
    ],
  };
}

afterEach(async () => {
  const { disableCloudHistory } = await import('./cloud-sync-engine');
  await disableCloudHistory().catch(() => undefined);
});

describe('cloud history push', () => {
  it('keeps a conversation too large for the server here, syncs the others, and names it', async () => {
    // Random text, as thumbnails are: it neither compresses nor shrinks once encrypted and encoded.
    const bulky = Array.from({ length: CLOUD_HISTORY_ITEM_MAX }, (_, i) =>
      String.fromCharCode(97 + ((i * 7919) % 26)),
    ).join('');
    store.snapshots = [conversation('big', 'Fifty pictures', bulky), conversation('small', 'Short chat', 'Hello')];
    const { enableCloudHistory, getCloudState } = await import('./cloud-sync-engine');
    await enableCloudHistory('a long enough passphrase');

    expect(server.pushed.flat()).toHaveLength(1);
    expect(server.pushed.flat()[0]!.ct.length).toBeLessThanOrEqual(CLOUD_HISTORY_ITEM_MAX);
    expect(getCloudState().phase).toBe('synced');
    expect(getCloudState().error).toMatch(/^Too large for cloud history.*“Fifty pictures”/);
  });
});
