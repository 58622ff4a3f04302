import { SEARCH_INDEX_KEY } from './conversation-db';
import {
  getMessages,
  liveConversations,
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
 * imported when the user first searches. The index is kept in IndexedDB with the change number
 * (`rev`, conversation-db.ts) of the last message it saw; each search first catches up with the
 * messages written since (an indexed range read, usually empty or a handful), so saving a
 * message never waits for the index.
 */

/** Bump when the indexed fields or options change: a stored index of another schema is rebuilt. */
const SCHEMA = 2;
const SAVE_DELAY_MS = 1000;

interface StoredIndex {
  schema: number;
  rev: number;
  json: string;
}

interface State {
  index: MessageIndex;
  rev: number;
}

let state: Promise<State> | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

// Clear all empties the store and starts the change numbers again: so does the index.
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
      return { index: loadIndex(stored.json), rev: stored.rev };
    } catch {
      // A damaged copy is rebuilt below.
    }
  }
  return { index: createIndex(), rev: 0 };
}

function scheduleSave(current: State) {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    const value: StoredIndex = {
      schema: SCHEMA,
      rev: current.rev,
      json: JSON.stringify(current.index),
    };
    void writeMeta(SEARCH_INDEX_KEY, value);
  }, SAVE_DELAY_MS);
}

async function caughtUp(): Promise<State> {
  state ??= load();
  const current = await state;
  const changes = await messagesChangedSince(current.rev);
  if (changes.length) {
    applyToIndex(current.index, changes);
    current.rev = changes.reduce((max, m) => Math.max(max, m.rev), current.rev);
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
  // Deleted conversations keep their messages (for undo) in the index: they are dropped here.
  const candidates = searchIndex(index, query, limit * 2);
  const live = await liveConversations(candidates.map((h) => h.conversationId));
  const hits = candidates.filter((hit) => live.has(hit.conversationId)).slice(0, limit);
  const messages = await getMessages(hits.map((h) => [h.conversationId, h.messageId]));
  return hits.map((hit, i) => ({
    ...hit,
    conversation: live.get(hit.conversationId)!,
    snippet: snippetAround(messages[i]?.content ?? '', hit.terms),
  }));
}

/** Loads and catches the index up ahead of the first keystroke (the search box got focus). */
export function warmUpSearch(): void {
  void caughtUp();
}
