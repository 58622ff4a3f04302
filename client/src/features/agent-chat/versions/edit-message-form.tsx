import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '@common/chat';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { isSendableMessage } from '@/lib/chat-engine/chat-machine';
import type { ConversationMessage } from '../chat-logic';
import { useT } from '../i18n';
import type { MessageVersionActions } from './use-message-versions';

/**
 * The user's message turned into a box to change it: Save & send makes the edited text a new
 * version and asks for a reply to it; Cancel (or Escape) leaves everything as it was.
 */
export function EditMessageForm({
  message,
  actions,
}: {
  message: ConversationMessage;
  actions: MessageVersionActions;
}) {
  const t = useT();
  const [text, setText] = useState(message.content);
  const hintId = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);

  // Escape in the box cancels the edit only. On a phone the chat is in a dialog that closes on an
  // Escape not already handled, and it hears it first (on the document, capturing): marked handled here, before that.
  useEffect(() => {
    const claim = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === boxRef.current) event.preventDefault();
    };
    window.addEventListener('keydown', claim, { capture: true });
    return () => window.removeEventListener('keydown', claim, { capture: true });
  }, []);
  // A message with files may be left without words, as when it was first sent.
  const sendable = isSendableMessage(text, message) && !actions.busy && actions.canSend;

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const log = (event?.currentTarget as HTMLElement | undefined)?.closest<HTMLElement>('[role="log"]');
    // The edited message is replaced by a new one: the focus stays in the conversation.
    if (sendable && actions.saveEdit(message.id, text)) log?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      actions.cancelEdit();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form onSubmit={save} className="flex min-w-[min(32rem,70vw)] flex-col gap-2">
      <Textarea
        ref={boxRef}
        aria-label={t('agent-chat.versions.editBox')}
        aria-describedby={hintId}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        rows={Math.min(10, Math.max(3, text.split('\n').length))}
        // The box replaces the message the user chose to edit: where they are going next.
        autoFocus
        onFocus={(event) => event.currentTarget.setSelectionRange(text.length, text.length)}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('agent-chat.versions.editHint')}
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={actions.cancelEdit}>
          {t('agent-chat.versions.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!sendable}>
          {t('agent-chat.versions.save')}
        </Button>
      </div>
    </form>
  );
}
