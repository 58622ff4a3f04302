import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isSendableMessage } from '@/lib/chat-engine/chat-machine';
import { forkForEdit, forkForRegenerate, switchVersion, versionOf } from '../branches';
import { makeMessage, type ConversationMessage } from '../chat-logic';
import { translate } from '../i18n';

/** Which switcher button takes the focus after a switch (the switched message is a new element). */
export interface VersionFocus {
  messageId: string;
  button: 'previous' | 'next';
}

/**
 * What the messages' Edit, Regenerate and version switcher need. The object changes when a reply
 * starts or ends, when an edit opens or closes, and when messages come or go, never as a reply's
 * words stream in, so the memoised messages do not re-render token by token.
 */
export interface MessageVersionActions {
  /** A reply is in flight: nothing may change the conversation now. */
  busy: boolean;
  /** A request may be made (a usable key, an initialized chat): Edit and Regenerate are offered. */
  canSend: boolean;
  /** The user message being edited (its bubble is a form). */
  editingId: string | null;
  /** The message is a reply that may be regenerated (see regenerableIds). */
  canRegenerate: (messageId: string) => boolean;
  startEdit: (messageId: string) => void;
  cancelEdit: () => void;
  /** The edited text goes out as a new version; false when it was not sent (blank, too long, not allowed now). */
  saveEdit: (messageId: string, text: string) => boolean;
  regenerate: (messageId: string) => boolean;
  /** Shows version `target` (0-based) of the message; `button` is the switcher button that asked. */
  showVersion: (messageId: string, target: number, button: VersionFocus['button']) => void;
  focus: VersionFocus | null;
  /** The switcher took the focus it was asked to. */
  focusTaken: () => void;
}

export interface ContinueOptions {
  reply?: Partial<ConversationMessage>;
  fallback?: ConversationMessage[];
}

interface Options {
  messages: ConversationMessage[];
  pending: boolean;
  /** The chat can send now (a usable key, initialized). */
  canSend: boolean;
  /** The engine's: replaces the messages and streams a reply to them. */
  continueFrom: (messages: ConversationMessage[], options?: ContinueOptions) => boolean;
  /** The engine's: shows these messages, nothing sent. */
  replace: (messages: ConversationMessage[]) => void;
}

/** Replies after the user's first message: the greeting answers nothing and is not regenerated. */
export function regenerableIds(messages: readonly ConversationMessage[]): string[] {
  const first = messages.findIndex((m) => m.role === 'user');
  if (first < 0) return [];
  return messages.slice(first + 1).flatMap((m) => (m.role === 'assistant' ? [m.id] : []));
}

/** Edit, regenerate and switch versions (branches.ts) on the chat engine's conversation. */
export function useMessageVersions({ messages, pending, canSend, continueFrom, replace }: Options) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [focus, setFocus] = useState<VersionFocus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The latest conversation, read when a button is pressed rather than a dependency of the actions.
  const latest = useRef(messages);
  useLayoutEffect(() => {
    latest.current = messages;
  });
  // A string, so it changes when a reply comes or goes, not as its text grows. Nothing is
  // regenerated while a reply is in flight (the buttons are hidden then), so the set waits for its
  // end: the streamed reply's first words re-render no other message.
  const regenerableKey = pending ? null : regenerableIds(messages).join(' ');
  const regenerable = useMemo(() => new Set(regenerableKey?.split(' ')), [regenerableKey]);

  const actions = useMemo<MessageVersionActions>(() => {
    const at = (id: string) => latest.current.findIndex((m) => m.id === id);
    return {
      busy: pending,
      canSend,
      editingId,
      focus,
      canRegenerate: (id) => regenerable.has(id),
      startEdit: (id) => setEditingId(id),
      cancelEdit: () => setEditingId(null),
      saveEdit: (id, text) => {
        const position = at(id);
        const original = latest.current[position];
        if (pending || !canSend || !original || original.role !== 'user' || !isSendableMessage(text, original))
          return false;
        // The edited message keeps what else the original had (its attachments): only the words change.
        const { id: _id, content: _content, timestamp: _time, branches: _branches, ...kept } = original;
        const edited = makeMessage('user', text.trim(), kept);
        if (!continueFrom(forkForEdit(latest.current, position, edited))) return false;
        setEditingId(null);
        setAnnouncement('');
        return true;
      },
      regenerate: (id) => {
        const position = at(id);
        if (pending || !canSend || position < 0 || latest.current[position]!.role !== 'assistant') return false;
        const { history, branches } = forkForRegenerate(latest.current, position);
        // Stopped or failed before the first word: the conversation goes back as it was, nothing lost.
        return continueFrom(history, { reply: { branches }, fallback: latest.current });
      },
      showVersion: (id, target, button) => {
        const position = at(id);
        if (pending || position < 0) return;
        const switched = switchVersion(latest.current, position, target);
        const shown = switched[position];
        const version = shown && versionOf(shown);
        if (!shown || !version || shown.id === id) return;
        replace(switched);
        setFocus({ messageId: shown.id, button });
        setAnnouncement(translate('agent-chat.versions.shown', { current: version.current, count: version.count }));
      },
      focusTaken: () => setFocus(null),
    };
  }, [pending, canSend, editingId, focus, regenerable, continueFrom, replace]);

  return { actions, announcement };
}
