import type { ReactNode } from 'react';
import { ACTION_TYPES, TEMPLATE_VARIABLES, type ActionType } from '@common/automation-constants';
import type { EmailAccount } from '@common/schemas/email-accounts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { HOLD_UNITS, type AutomationFormValues, type HoldUnit } from '../../automation-model';
import { SelectField, TextareaField, TextField, type SetField } from './form-controls';
import { useT, type MailKey } from '../../automation-i18n';

const ACTION_LABELS: Record<ActionType, MailKey> = {
  send_email: 'email-assistant.action.sendEmail',
  reply: 'email-assistant.action.reply',
  forward: 'email-assistant.action.forward',
  task: 'email-assistant.action.task',
  agent: 'email-assistant.action.agent',
};

const HOLD_UNIT_LABELS: Record<HoldUnit, MailKey> = {
  seconds: 'email-assistant.unit.seconds',
  minutes: 'email-assistant.unit.minutes',
};

const VARIABLES = TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ');

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
  const t = useT();
  const variablesText = t('email-assistant.action.variables', { list: VARIABLES });
  const accountShown = value.accountId || accounts[0]?.id || '';
  const bound = { value, set };
  return (
    <fieldset className="grid min-w-0 gap-4 *:min-w-0">
      <legend className="sr-only">{t('email-assistant.action.label')}</legend>
      <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
        <SelectField
          id="automation-action"
          label={t('email-assistant.action.label')}
          field="actionType"
          options={ACTION_TYPES}
          labelOf={(a) => t(ACTION_LABELS[a])}
          {...bound}
        />
        <FormField id="automation-account" label={t('email-assistant.action.account')}>
          <NativeSelect
            id="automation-account"
            value={accountShown}
            disabled={accounts.length === 0 && !value.accountId}
            onChange={(e) => set('accountId', e.target.value)}
          >
            {accounts.length === 0 && <option value="">{t('email-assistant.action.noAccount')}</option>}
            {/* An edited automation may name an account that is no longer connected: say so rather than hide it. */}
            {value.accountId && !accounts.some((a) => a.id === value.accountId) && (
              <option value={value.accountId}>{t('email-assistant.action.goneAccount')}</option>
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
          label={
            value.actionType === 'forward'
              ? t('email-assistant.action.forwardTo')
              : t('email-assistant.action.recipient')
          }
          hint={t('email-assistant.action.recipientHint')}
          field="recipientEmail"
          type="text"
          inputMode="email"
          autoComplete="off"
          {...bound}
        />
      )}
      {value.actionType === 'send_email' && (
        <>
          <TextField
            id="automation-subject"
            label={t('email-assistant.common.subject')}
            field="emailSubject"
            {...bound}
          />
          <TextareaField
            id="automation-body"
            label={t('email-assistant.common.body')}
            hint={variablesText}
            field="emailBody"
            rows={4}
            {...bound}
          />
        </>
      )}
      {value.actionType === 'task' && (
        <TextField
          id="automation-task-title"
          label={t('email-assistant.action.taskTitle')}
          hint={t('email-assistant.action.taskTitleHint')}
          field="emailSubject"
          {...bound}
        />
      )}
      {(value.actionType === 'reply' || value.actionType === 'forward' || value.actionType === 'task') && (
        <TextareaField
          id="automation-template"
          label={
            value.actionType === 'task'
              ? t('email-assistant.action.taskTemplate')
              : t('email-assistant.action.emailTemplate')
          }
          hint={variablesText}
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
            label={t('email-assistant.action.hold')}
            hint={t('email-assistant.action.holdHint')}
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
                  aria-label={t('email-assistant.action.holdUnit')}
                  value={value.holdUnit}
                  onChange={(e) => set('holdUnit', e.target.value as HoldUnit)}
                >
                  {HOLD_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {t(HOLD_UNIT_LABELS[u])}
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
            label={t('email-assistant.action.replyWindow')}
            hint={t('email-assistant.action.replyWindowHint')}
            field="replyWindowHours"
            inputMode="numeric"
            {...bound}
          />
        )}
      </div>
    </fieldset>
  );
}
