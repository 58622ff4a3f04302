import MiniSearch from 'minisearch';
import type { StoredMessage } from './conversation-types';

/**
 * The full-text index over every stored message, with MiniSearch: prefix matching (results while
 * typing) and a little fuzziness for typos; every word must match. Only what people wrote and
 * what the agents answered is indexed (not the system notes or error lines). Pure: the
 * persistence around it is `conversation-search.ts`.
 */

interface IndexedMessage {
  key: string;
  content: string;
}

export type MessageIndex = MiniSearch<IndexedMessage>;

export const INDEX_OPTIONS = {
  idField: 'key',
  fields: ['content'],
  searchOptions: { prefix: true, fuzzy: 0.15, combineWith: 'AND' as const },
};

const SEPARATOR = '\n';
export const messageKey = (conversationId: string, messageId: string) => `${conversationId}${SEPARATOR}${messageId}`;

export function createIndex(): MessageIndex {
  return new MiniSearch<IndexedMessage>(INDEX_OPTIONS);
}

export function loadIndex(json: string): MessageIndex {
  return MiniSearch.loadJSON<IndexedMessage>(json, INDEX_OPTIONS);
}

const searchable = (m: StoredMessage) => !m.deleted && m.role !== 'system' && m.kind !== 'error';

/** Brings the index up to date with these written messages (new, changed or tombstoned). */
export function applyToIndex(index: MessageIndex, messages: readonly StoredMessage[]): void {
  for (const message of messages) {
    const key = messageKey(message.conversationId, message.id);
    if (index.has(key)) index.discard(key);
    if (searchable(message)) index.add({ key, content: message.content });
  }
}

export interface SearchHit {
  conversationId: string;
  /** The best-matching message of the conversation. */
  messageId: string;
  /** The words of that message that matched, for highlighting. */
  terms: string[];
  /** How many of its messages matched. */
  matches: number;
  score: number;
}

/** One hit per conversation (its best message), best first. */
export function searchIndex(index: MessageIndex, query: string, limit = 50): SearchHit[] {
  if (!query.trim()) return [];
  const byConversation = new Map<string, SearchHit>();
  for (const result of index.search(query)) {
    const key = String(result.id);
    const cut = key.indexOf(SEPARATOR);
    const conversationId = key.slice(0, cut);
    const hit = byConversation.get(conversationId);
    if (hit) {
      hit.matches++;
      continue;
    }
    byConversation.set(conversationId, {
      conversationId,
      messageId: key.slice(cut + 1),
      terms: result.terms,
      matches: 1,
      score: result.score,
    });
    if (byConversation.size >= limit) break;
  }
  return [...byConversation.values()];
}

/** The part of a message around its first matching word, on one line. */
export function snippetAround(content: string, terms: readonly string[], width = 120): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const at = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const first = at.length ? Math.min(...at) : 0;
  const start = Math.max(0, first - Math.floor(width / 3));
  const end = Math.min(text.length, start + width);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
