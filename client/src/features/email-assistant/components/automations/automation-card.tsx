import { ChevronDown, ChevronRight, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Automation } from '@common/schemas/automations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { LifecycleAction } from '../../api/automations-api';
import { automationBadge, LIFECYCLE_BUTTONS, triggerSummary, whenText } from '../../automation-model';
import { RunHistory } from './run-history';

const ACTION_TEXT = {
  send_email: 'Send email',
  reply: 'Reply',
  forward: 'Forward',
  task: 'Create task',
  agent: 'Run agent',
} as const;

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
  const [historyOpen, setHistoryOpen] = useState(false);
  const badge = automationBadge(a, hasAccounts);
  // The visible word, and the automation's name for screen readers (every card has the same buttons).
  const label = (text: string) => (
    <>
      {text}
      <span className="sr-only"> automation {a.name}</span>
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
        {ACTION_TEXT[a.actionType]}
        {a.recipientEmail && (a.actionType === 'send_email' || a.actionType === 'forward')
          ? ` to ${a.recipientEmail}`
          : ''}
      </p>
      <div className="grid gap-0.5 text-xs text-muted-foreground">
        {a.nextRunAt && a.status === 'active' && (
          <p>
            Next run: <time dateTime={a.nextRunAt}>{whenText(a.nextRunAt)}</time>
          </p>
        )}
        {a.lastExecuted && (
          <p>
            Last executed: <time dateTime={a.lastExecuted}>{whenText(a.lastExecuted)}</time>
          </p>
        )}
        <p>
          Executions: {a.runsToday} today, {a.runsTotal} in total
        </p>
      </div>
      {a.pausedReasonText && (
        <p role="note" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-xs">
          {a.pausedReasonText}
          {a.resumesAt && (
            <>
              {' '}
              Resumes <time dateTime={a.resumesAt}>{whenText(a.resumesAt)}</time>.
            </>
          )}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {hasAccounts && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onLifecycle('execute')}>
            <Play aria-hidden />
            {label('Execute now')}
          </Button>
        )}
        {LIFECYCLE_BUTTONS[a.status].map((b) => (
          <Button key={b.action} size="sm" variant="outline" disabled={busy} onClick={() => onLifecycle(b.action)}>
            {label(b.label)}
          </Button>
        ))}
        <Button size="sm" variant="ghost" disabled={busy} onClick={onEdit}>
          <Pencil aria-hidden />
          {label('Edit')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" className="text-destructive" disabled={busy}>
              <Trash2 aria-hidden />
              {label('Delete')}
            </Button>
          }
          title="Delete automation?"
          description={`"${a.name}" and its run history will be deleted. This cannot be undone.`}
          cancelLabel="Cancel"
          confirmLabel="Delete"
          confirmVariant="destructive"
          alert
          onConfirm={onDelete}
        />
        <Button size="sm" variant="ghost" aria-expanded={historyOpen} onClick={() => setHistoryOpen((open) => !open)}>
          {historyOpen ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
          {label('History')}
        </Button>
      </div>
      {historyOpen && <RunHistory automationId={a.id} name={a.name} />}
    </li>
  );
}
