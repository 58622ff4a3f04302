import type { ConversationMessage } from '../chat-logic';
import { translate } from '../i18n';

/**
 * The records of the conversation store. Every record has a stable id, `updatedAt` (epoch ms) and a
 * `deleted` tombstone instead of a hard delete: undo needs the record back, and a sync engine
 * (issue 15, cloud history) merges two browsers' copies by last write per record and must learn
 * of deletions too. Tombstones are purged later, after sync has had its chance to see them.
 */
export interface ConversationRecord {
  id: string;
  agentId: string;
  /** From the first message the user sent, until the user renames it; '' before that ("New chat"). */
  title: string;
  /** The user renamed it: the title no longer follows the first message. */
  titleEdited: boolean;
  pinned: boolean;
  createdAt: number;
  /** The last change to this record (rename, pin, delete, a new message). */
  updatedAt: number;
  /** The time of its latest message: the list's order after the pins. */
  lastMessageAt: number;
  messageCount: number;
  deleted: boolean;
  /**
   * When the user last renamed, pinned or deleted it (epoch ms), each apart: a merge of two
   * browsers' copies takes each of these from the browser that changed it last, so a rename in one
   * and a new message in the other both survive. Absent on records from before cloud history.
   */
  fieldTimes?: ConversationFieldTimes;
}

export interface ConversationFieldTimes {
  title?: number;
  pinned?: number;
  deleted?: number;
}

/** A message as stored: the chat's own message plus where it belongs and its sync fields. */
export interface StoredMessage extends ConversationMessage {
  conversationId: string;
  /** Its place in the conversation (message ids are random, so they do not order it). */
  seq: number;
  updatedAt: number;
  deleted: boolean;
}

/** A picture's bytes in an export: base64, so the JSON file holds everything. */
export interface ExportedFile {
  id: string;
  mimeType: string;
  base64: string;
}

/** One conversation with its live messages, in order: what export writes and import reads. */
export interface ConversationWithMessages {
  conversation: ConversationRecord;
  messages: StoredMessage[];
  /** The pictures' bytes (export and import only; cloud history carries the records alone). */
  files?: ExportedFile[];
}

export const NEW_CHAT_TITLE = 'New chat';

export function displayTitle(conversation: Pick<ConversationRecord, 'title'>): string {
  return conversation.title || NEW_CHAT_TITLE;
}

/** The title the interface shows: as displayTitle (the export's), untitled in the interface language. */
export function shownTitle(conversation: Pick<ConversationRecord, 'title'>): string {
  return conversation.title || translate('agent-chat.newChat');
}
