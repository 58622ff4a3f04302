import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { versionOf } from '../branches';
import type { ConversationMessage } from '../chat-logic';
import { useT } from '../i18n';
import type { MessageVersionActions } from './use-message-versions';

/**
 * "‹ 2/3 ›" under a message that has versions. Switching puts another message in this place (a
 * new element), so the button that was pressed is focused again in it, or the other one when
 * the end is reached and it is off.
 */
export function VersionSwitcher({
  message,
  actions,
}: {
  message: ConversationMessage;
  actions: MessageVersionActions;
}) {
  const t = useT();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const version = versionOf(message);
  const { focus, focusTaken } = actions;
  const first = version?.current === 1;
  const last = version?.current === version?.count;

  useEffect(() => {
    if (focus?.messageId !== message.id) return;
    const wanted = focus.button === 'previous' ? previousRef : nextRef;
    const other = focus.button === 'previous' ? nextRef : previousRef;
    (wanted.current?.disabled ? other : wanted).current?.focus();
    focusTaken();
  }, [focus, focusTaken, message.id]);

  if (!version) return null;
  const label = t('agent-chat.versions.position', { current: version.current, count: version.count });
  const show = (target: number, button: 'previous' | 'next') => actions.showVersion(message.id, target, button);
  return (
    <div role="group" aria-label={label} className="inline-flex items-center gap-0.5">
      <Button
        ref={previousRef}
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t('agent-chat.versions.previous')}
        title={t('agent-chat.versions.previous')}
        disabled={actions.busy || first}
        onClick={() => show(version.current - 2, 'previous')}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <span className="px-0.5 font-mono text-[11px] text-muted-foreground tabular-nums">
        <span aria-hidden>
          {version.current}/{version.count}
        </span>
        <span className="sr-only">{label}</span>
      </span>
      <Button
        ref={nextRef}
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t('agent-chat.versions.next')}
        title={t('agent-chat.versions.next')}
        disabled={actions.busy || last}
        onClick={() => show(version.current, 'next')}
      >
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}
