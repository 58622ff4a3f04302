import { Pencil, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { ConversationMessage } from '../chat-logic';
import { useT } from '../i18n';
import type { MessageVersionActions } from './use-message-versions';
import { VersionSwitcher } from './version-switcher';

/**
 * Under a message: the version switcher where it has versions, Edit on the user's messages and
 * Regenerate on replies. Edit and Regenerate are hidden while a reply is on its way, or when no
 * request can be made (no usable key); the versions can still be read then.
 */
export function MessageActions({ message, actions }: { message: ConversationMessage; actions: MessageVersionActions }) {
  const t = useT();
  const editRef = useRef<HTMLButtonElement>(null);
  const editing = actions.editingId === message.id;
  const wasEditing = useRef(false);

  // Back from the edit box without sending: the focus returns to the Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) return null;
  const canAct = actions.canSend && !actions.busy;
  const canEdit = message.role === 'user' && canAct;
  const canRegenerate = message.role === 'assistant' && canAct && actions.canRegenerate(message.id);
  const hasVersions = Boolean(message.branches?.others.length);
  if (!canEdit && !canRegenerate && !hasVersions) return null;

  return (
    <div
      role="group"
      aria-label={t('agent-chat.versions.actions')}
      className="mt-1 -mb-1 flex flex-wrap items-center justify-end gap-1"
    >
      <VersionSwitcher message={message} actions={actions} />
      {canEdit && (
        <Button
          ref={editRef}
          type="button"
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t('agent-chat.versions.edit')}
          title={t('agent-chat.versions.edit')}
          onClick={() => actions.startEdit(message.id)}
        >
          <Pencil aria-hidden />
        </Button>
      )}
      {canRegenerate && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t('agent-chat.versions.regenerate')}
          title={t('agent-chat.versions.regenerate')}
          onClick={(event) => {
            const log = event.currentTarget.closest<HTMLElement>('[role="log"]');
            // This reply makes way for the new one: the focus stays in the conversation.
            if (actions.regenerate(message.id)) log?.focus();
          }}
        >
          <RefreshCw aria-hidden />
        </Button>
      )}
    </div>
  );
}
