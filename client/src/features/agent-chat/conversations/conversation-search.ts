import { SEARCH_INDEX_KEY } from './conversation-db';
import {
  getMessage,
  listConversations,
  messagesChangedSince,
  readMeta,
  subscribe,
  writeMeta,
} from './conversation-repository';
import type { ConversationRecord } from './conversation-types';
import {
  applyToIndex,
  createIndex,
  loadIndex,
  searchIndex,
  snippetAround,
  type MessageIndex,
  type SearchHit,
} from './search-index';

/**
 * Search across every conversation in this browser. This module (and MiniSearch with it) is
 * imported when the user first searches. The index is kept in IndexedDB with the time of the
 * last message it saw; each search first catches up with the messages written since (an
 * indexed range read, usually a handful), so saving a message never waits for the index.
 */

/** Bump when the indexed fields or options change: a stored index of another schema is rebuilt. */
const SCHEMA = 1;
const SAVE_DELAY_MS = 1000;

interface StoredIndex {
  schema: number;
  indexedThrough: number;
  json: string;
}

interface State {
  index: MessageIndex;
  indexedThrough: number;
}

let state: Promise<State> | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

// Import and clear-all rewrite many records with times the catch-up cannot rely on: start over.
subscribe((change) => {
  if (change.reset) {
    clearTimeout(saveTimer);
    state = null;
  }
});

async function load(): Promise<State> {
  const stored = await readMeta<StoredIndex>(SEARCH_INDEX_KEY);
  if (stored?.schema === SCHEMA) {
    try {
      return { index: loadIndex(stored.json), indexedThrough: stored.indexedThrough };
    } catch {
      // A damaged copy is rebuilt below.
    }
  }
  return { index: createIndex(), indexedThrough: -1 };
}

function scheduleSave(current: State) {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    const value: StoredIndex = {
      schema: SCHEMA,
      indexedThrough: current.indexedThrough,
      json: JSON.stringify(current.index),
    };
    void writeMeta(SEARCH_INDEX_KEY, value);
  }, SAVE_DELAY_MS);
}

async function caughtUp(): Promise<State> {
  state ??= load();
  const current = await state;
  const changes = await messagesChangedSince(current.indexedThrough);
  if (changes.length) {
    applyToIndex(current.index, changes);
    current.indexedThrough = changes.reduce((max, m) => Math.max(max, m.updatedAt), current.indexedThrough);
    scheduleSave(current);
  }
  return current;
}

export interface ConversationHit extends SearchHit {
  conversation: ConversationRecord;
  snippet: string;
}

/** Hits in live conversations, best first, each with a snippet of its best message. */
export async function searchConversations(query: string, limit = 30): Promise<ConversationHit[]> {
  const { index } = await caughtUp();
  const live = new Map((await listConversations()).map((c) => [c.id, c]));
  const hits = searchIndex(index, query, limit * 2)
    .filter((hit) => live.has(hit.conversationId))
    .slice(0, limit);
  return Promise.all(
    hits.map(async (hit) => {
      const message = await getMessage(hit.conversationId, hit.messageId);
      return {
        ...hit,
        conversation: live.get(hit.conversationId)!,
        snippet: snippetAround(message?.content ?? '', hit.terms),
      };
    }),
  );
}

/** Loads and catches the index up ahead of the first keystroke (the search box got focus). */
export function warmUpSearch(): void {
  void caughtUp();
}
