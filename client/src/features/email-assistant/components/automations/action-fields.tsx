import type { ReactNode } from 'react';
import { ACTION_TYPES, TEMPLATE_VARIABLES, type ActionType } from '@common/automation-constants';
import type { EmailAccount } from '@common/schemas/email-accounts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { HOLD_UNITS, type AutomationFormValues, type HoldUnit } from '../../automation-model';
import type { SetField } from './trigger-fields';

const ACTION_LABELS: Record<ActionType, string> = {
  send_email: 'Send email',
  reply: 'Reply (template)',
  forward: 'Forward (template)',
  task: 'Create task (template)',
  agent: 'Run an agent',
};

const VARIABLES_TEXT = `Available variables: ${TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ')}`;

/** Whether the action puts mail in the outbox, where it waits for the hold window. */
const sendsMail = (v: AutomationFormValues) =>
  v.actionType === 'send_email' ||
  v.actionType === 'reply' ||
  v.actionType === 'forward' ||
  (v.actionType === 'agent' && v.agentOutput === 'email');

interface ActionFieldsProps {
  value: AutomationFormValues;
  set: SetField;
  accounts: readonly EmailAccount[];
  /** The agent's fields, placed before the hold and reply windows. */
  children?: ReactNode;
}

/** What the automation does: the action, the account it uses, the message or template, and the windows. */
export function ActionFields({ value, set, accounts, children }: ActionFieldsProps) {
  const accountShown = value.accountId || accounts[0]?.id || '';
  return (
    <fieldset className="grid min-w-0 gap-4 *:min-w-0">
      <legend className="sr-only">Action</legend>
      <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
        <FormField id="automation-action" label="Action">
          <NativeSelect
            id="automation-action"
            value={value.actionType}
            onChange={(e) => set('actionType', e.target.value as ActionType)}
          >
            {ACTION_TYPES.map((a) => (
              <option key={a} value={a}>
                {ACTION_LABELS[a]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="automation-account" label="Email account">
          <NativeSelect
            id="automation-account"
            value={accountShown}
            disabled={accounts.length === 0 && !value.accountId}
            onChange={(e) => set('accountId', e.target.value)}
          >
            {accounts.length === 0 && <option value="">No account connected</option>}
            {/* An edited automation may name an account that is no longer connected: say so rather than hide it. */}
            {value.accountId && !accounts.some((a) => a.id === value.accountId) && (
              <option value={value.accountId}>An account no longer connected</option>
            )}
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.email} ({a.provider})
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {(value.actionType === 'send_email' || value.actionType === 'forward') && (
        <FormField
          id="automation-recipient"
          label={value.actionType === 'forward' ? 'Forward to' : 'Recipient email'}
          hint="Several addresses are separated by commas."
        >
          <Input
            id="automation-recipient"
            type="text"
            inputMode="email"
            autoComplete="off"
            aria-describedby="automation-recipient-hint"
            value={value.recipientEmail}
            onChange={(e) => set('recipientEmail', e.target.value)}
          />
        </FormField>
      )}
      {value.actionType === 'send_email' && (
        <>
          <FormField id="automation-subject" label="Subject">
            <Input
              id="automation-subject"
              value={value.emailSubject}
              onChange={(e) => set('emailSubject', e.target.value)}
            />
          </FormField>
          <FormField id="automation-body" label="Body" hint={VARIABLES_TEXT}>
            <Textarea
              id="automation-body"
              rows={4}
              aria-describedby="automation-body-hint"
              value={value.emailBody}
              onChange={(e) => set('emailBody', e.target.value)}
            />
          </FormField>
        </>
      )}
      {value.actionType === 'task' && (
        <FormField id="automation-task-title" label="Task title" hint="Optional: the message's subject by default.">
          <Input
            id="automation-task-title"
            aria-describedby="automation-task-title-hint"
            value={value.emailSubject}
            onChange={(e) => set('emailSubject', e.target.value)}
          />
        </FormField>
      )}
      {(value.actionType === 'reply' || value.actionType === 'forward' || value.actionType === 'task') && (
        <FormField
          id="automation-template"
          label={value.actionType === 'task' ? 'Task template' : 'Email template'}
          hint={VARIABLES_TEXT}
        >
          <Textarea
            id="automation-template"
            rows={4}
            aria-describedby="automation-template-hint"
            value={value.emailTemplate}
            onChange={(e) => set('emailTemplate', e.target.value)}
          />
        </FormField>
      )}
      {children}
      <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
        {sendsMail(value) && (
          <FormField
            id="automation-hold-value"
            label="Hold before sending"
            hint="You can cancel a held email from the run history. 0 sends at once."
          >
            <div className="flex items-start gap-2">
              <Input
                id="automation-hold-value"
                inputMode="numeric"
                className="w-24"
                aria-describedby="automation-hold-value-hint"
                value={value.holdValue}
                onChange={(e) => set('holdValue', e.target.value)}
              />
              <div className="min-w-0 flex-1">
                <NativeSelect
                  aria-label="Hold unit"
                  value={value.holdUnit}
                  onChange={(e) => set('holdUnit', e.target.value as HoldUnit)}
                >
                  {HOLD_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </FormField>
        )}
        {value.actionType === 'reply' && (
          <FormField
            id="automation-reply-window"
            label="Reply window (hours)"
            hint="Each sender gets at most one reply within this window."
          >
            <Input
              id="automation-reply-window"
              inputMode="numeric"
              aria-describedby="automation-reply-window-hint"
              value={value.replyWindowHours}
              onChange={(e) => set('replyWindowHours', e.target.value)}
            />
          </FormField>
        )}
      </div>
    </fieldset>
  );
}
