import { ChevronDown, ChevronRight, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Automation } from '@common/schemas/automations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { LifecycleAction } from '../../api/automations-api';
import { automationBadge, LIFECYCLE_BUTTONS, triggerSummary, whenText } from '../../automation-model';
import { RunHistory } from './run-history';
import { TimeInText, WHEN_SLOT } from '../time-in-text';
import { pauseReasonText } from '../../automation-problems';
import { useT, type MailKey } from '../../automation-i18n';

const ACTION_TEXT: Record<Automation['actionType'], MailKey> = {
  send_email: 'email-assistant.card.sendEmail',
  reply: 'email-assistant.card.reply',
  forward: 'email-assistant.card.forward',
  task: 'email-assistant.card.task',
  agent: 'email-assistant.card.agent',
};

interface AutomationCardProps {
  automation: Automation;
  hasAccounts: boolean;
  busy: boolean;
  onLifecycle: (action: LifecycleAction) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One automation: its badge, schedule, pause note, the buttons its state offers, and its history. */
export function AutomationCard({
  automation: a,
  hasAccounts,
  busy,
  onLifecycle,
  onEdit,
  onDelete,
}: AutomationCardProps) {
  const t = useT();
  const [historyOpen, setHistoryOpen] = useState(false);
  const badge = automationBadge(a, hasAccounts);
  // The visible word, and the automation's name for screen readers (every card has the same buttons).
  const label = (text: string) => (
    <>
      {text}
      <span className="sr-only">{t('email-assistant.card.sr', { name: a.name })}</span>
    </>
  );
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="text-sm font-semibold break-words">{a.name}</p>
          {a.description && <p className="text-sm break-words text-muted-foreground">{a.description}</p>}
        </div>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {triggerSummary(a)}
        {' -> '}
        {a.recipientEmail && (a.actionType === 'send_email' || a.actionType === 'forward')
          ? t('email-assistant.card.actionTo', { action: t(ACTION_TEXT[a.actionType]), to: a.recipientEmail })
          : t(ACTION_TEXT[a.actionType])}
      </p>
      <div className="grid gap-0.5 text-xs text-muted-foreground">
        {a.nextRunAt && a.status === 'active' && (
          <p>
            {t('email-assistant.card.nextRun')} <time dateTime={a.nextRunAt}>{whenText(a.nextRunAt)}</time>
          </p>
        )}
        {a.lastExecuted && (
          <p>
            {t('email-assistant.card.lastExecuted')} <time dateTime={a.lastExecuted}>{whenText(a.lastExecuted)}</time>
          </p>
        )}
        <p>{t('email-assistant.card.executions', { today: a.runsToday, total: a.runsTotal })}</p>
      </div>
      {a.pausedReasonText && (
        <p role="note" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-xs">
          {pauseReasonText(a.pausedReason, a.pausedReasonText)}
          {a.resumesAt && (
            <>
              {' '}
              <TimeInText
                text={t('email-assistant.card.resumesAt', { when: WHEN_SLOT })}
                dateTime={a.resumesAt}
                when={whenText(a.resumesAt)}
              />
            </>
          )}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {hasAccounts && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onLifecycle('execute')}>
            <Play aria-hidden />
            {label(t('email-assistant.card.execute'))}
          </Button>
        )}
        {LIFECYCLE_BUTTONS[a.status].map((b) => (
          <Button key={b.action} size="sm" variant="outline" disabled={busy} onClick={() => onLifecycle(b.action)}>
            {label(b.label)}
          </Button>
        ))}
        <Button size="sm" variant="ghost" disabled={busy} onClick={onEdit}>
          <Pencil aria-hidden />
          {label(t('email-assistant.common.edit'))}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" className="text-destructive" disabled={busy}>
              <Trash2 aria-hidden />
              {label(t('email-assistant.common.delete'))}
            </Button>
          }
          title={t('email-assistant.card.deleteTitle')}
          description={t('email-assistant.card.deleteText', { name: a.name })}
          cancelLabel={t('email-assistant.common.cancel')}
          confirmLabel={t('email-assistant.common.delete')}
          confirmVariant="destructive"
          alert
          onConfirm={onDelete}
        />
        <Button size="sm" variant="ghost" aria-expanded={historyOpen} onClick={() => setHistoryOpen((open) => !open)}>
          {historyOpen ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
          {label(t('email-assistant.card.history'))}
        </Button>
      </div>
      {historyOpen && <RunHistory automationId={a.id} name={a.name} />}
    </li>
  );
}
