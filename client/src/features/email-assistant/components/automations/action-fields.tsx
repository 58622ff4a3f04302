import type { ReactNode } from 'react';
import { ACTION_TYPES, TEMPLATE_VARIABLES, type ActionType } from '@common/automation-constants';
import type { EmailAccount } from '@common/schemas/email-accounts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { HOLD_UNITS, type AutomationFormValues, type HoldUnit } from '../../automation-model';
import { SelectField, TextareaField, TextField, type SetField } from './form-controls';

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
  const bound = { value, set };
  return (
    <fieldset className="grid min-w-0 gap-4 *:min-w-0">
      <legend className="sr-only">Action</legend>
      <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
        <SelectField
          id="automation-action"
          label="Action"
          field="actionType"
          options={ACTION_TYPES}
          labelOf={(a) => ACTION_LABELS[a]}
          {...bound}
        />
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
        <TextField
          id="automation-recipient"
          label={value.actionType === 'forward' ? 'Forward to' : 'Recipient email'}
          hint="Several addresses are separated by commas."
          field="recipientEmail"
          type="text"
          inputMode="email"
          autoComplete="off"
          {...bound}
        />
      )}
      {value.actionType === 'send_email' && (
        <>
          <TextField id="automation-subject" label="Subject" field="emailSubject" {...bound} />
          <TextareaField
            id="automation-body"
            label="Body"
            hint={VARIABLES_TEXT}
            field="emailBody"
            rows={4}
            {...bound}
          />
        </>
      )}
      {value.actionType === 'task' && (
        <TextField
          id="automation-task-title"
          label="Task title"
          hint="Optional: the message's subject by default."
          field="emailSubject"
          {...bound}
        />
      )}
      {(value.actionType === 'reply' || value.actionType === 'forward' || value.actionType === 'task') && (
        <TextareaField
          id="automation-template"
          label={value.actionType === 'task' ? 'Task template' : 'Email template'}
          hint={VARIABLES_TEXT}
          field="emailTemplate"
          rows={4}
          {...bound}
        />
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
          <TextField
            id="automation-reply-window"
            label="Reply window (hours)"
            hint="Each sender gets at most one reply within this window."
            field="replyWindowHours"
            inputMode="numeric"
            {...bound}
          />
        )}
      </div>
    </fieldset>
  );
}
