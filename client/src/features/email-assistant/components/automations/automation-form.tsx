import { useMutation } from '@tanstack/react-query';
import { FlaskConical, Loader2, Plus, Save, Send } from 'lucide-react';
import { forwardRef, useState, type FormEvent } from 'react';
import { AUTOMATION_NAME_MAX } from '@common/automation-constants';
import type { AutomationRequest, DryRunResult } from '@common/schemas/automations';
import type { EmailAccount } from '@common/schemas/email-accounts';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import type { AiSettings } from '../../api/email-ai-api';
import { quickSendEmail, runDryRun } from '../../api/automations-api';
import { quickSendProblem, readsMail, requestOf, type AutomationFormValues } from '../../automation-model';
import { OUTBOX_STATUS_LABELS } from '../../labels';
import { ActionFields } from './action-fields';
import { AgentFields } from './agent-fields';
import { DryRunResultView } from './dry-run-result';
import { formProblems } from './form-check';
import { NextRunPreview } from './next-run-preview';
import { TextareaField, TextField, type SetField } from './form-controls';
import { TriggerFields } from './trigger-fields';
import { problemText } from '../../automation-problems';
import { translate, useT } from '../../automation-i18n';

interface AutomationFormProps {
  value: AutomationFormValues;
  onChange: (value: AutomationFormValues) => void;
  /** The automation being edited; null for a new one. */
  editingId: string | null;
  pending: boolean;
  onSubmit: (request: AutomationRequest) => void;
  onCancel: () => void;
  /** The connected (active) accounts; the first one is the default. */
  accounts: readonly EmailAccount[];
  ai: AiSettings | null;
}

/**
 * Every field of an automation with its defaults. Checked here with the server's own rules and
 * words before anything is sent; the first problem is shown. Also: the next run before saving, a
 * dry run for mail triggers, and a quick send of the message as it stands.
 */
export const AutomationForm = forwardRef<HTMLInputElement, AutomationFormProps>(function AutomationForm(
  { value, onChange, editingId, pending, onSubmit, onCancel, accounts, ai },
  nameRef,
) {
  const t = useT();
  const editing = editingId !== null;
  const [problem, setProblem] = useState<string | null>(null);
  const [dryRunResult, setDryRunResult] = useState<DryRunResult | null>(null);
  const defaultAccountId = accounts[0]?.id ?? null;
  const request = requestOf(value, defaultAccountId);

  const set: SetField = (key, v) => {
    setProblem(null);
    onChange({ ...value, [key]: v });
  };

  /** The first problem, shown inline and as a toast; true when there is none. */
  const check = (first: string | null | undefined) => {
    setProblem(first ?? null);
    if (first)
      toast({
        variant: 'destructive',
        title: translate('email-assistant.common.missingInformation'),
        description: problemText(first),
      });
    return !first;
  };

  const dryRun = useMutation({
    mutationFn: ({ request, automationId }: { request: AutomationRequest; automationId: string | null }) =>
      runDryRun(request, automationId),
    onSuccess: setDryRunResult,
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.form.dryRunFailed'),
        description: errorMessage(err, translate('email-assistant.form.dryRunFailedText')),
      }),
  });

  const quickSend = useMutation({
    mutationFn: () =>
      quickSendEmail({
        to: value.recipientEmail.trim(),
        subject: value.emailSubject.trim(),
        body: value.emailBody,
        ...(request.accountId ? { accountId: request.accountId } : {}),
      }),
    onSuccess: (item) =>
      toast({
        title: translate('email-assistant.send.sent'),
        description:
          item.status === 'sent'
            ? translate('email-assistant.form.sentTo', { to: item.to })
            : translate('email-assistant.form.emailIs', {
                to: item.to,
                status: translate(OUTBOX_STATUS_LABELS[item.status]),
              }),
      }),
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.send.failed'),
        description: errorMessage(err, translate('email-assistant.send.failedText')),
      }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (check(formProblems(value, defaultAccountId)[0])) onSubmit(request);
  };
  const startDryRun = () => {
    if (check(formProblems(value, defaultAccountId)[0])) dryRun.mutate({ request, automationId: editingId });
  };
  const startQuickSend = () => {
    if (check(quickSendProblem(value))) quickSend.mutate();
  };

  const canQuickSend = value.actionType === 'send_email';
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={editing ? t('email-assistant.form.edit') : t('email-assistant.form.new')}
      className="grid min-w-0 gap-4 rounded-md border p-4 @container *:min-w-0"
    >
      <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
        <TextField
          ref={nameRef}
          id="automation-name"
          label={t('email-assistant.form.name')}
          field="name"
          maxLength={AUTOMATION_NAME_MAX}
          value={value}
          set={set}
        />
        <TextareaField
          id="automation-description"
          label={t('email-assistant.form.description')}
          field="description"
          rows={1}
          value={value}
          set={set}
        />
      </div>
      <TriggerFields value={value} set={set} />
      {value.triggerType === 'schedule' && <NextRunPreview request={request} />}
      <ActionFields value={value} set={set} accounts={accounts}>
        {value.actionType === 'agent' && <AgentFields value={value} set={set} ai={ai} />}
      </ActionFields>
      <FieldError id="automation-form-error">{problem && problemText(problem)}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : editing ? (
            <Save aria-hidden />
          ) : (
            <Plus aria-hidden />
          )}
          {editing ? t('email-assistant.form.update') : t('email-assistant.form.create')}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('email-assistant.form.cancel')}
          </Button>
        )}
        {readsMail(value.triggerType) && (
          <Button type="button" variant="outline" disabled={dryRun.isPending} onClick={startDryRun}>
            {dryRun.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <FlaskConical aria-hidden />}
            {t('email-assistant.form.dryRun')}
          </Button>
        )}
        {canQuickSend && (
          <Button type="button" variant="secondary" disabled={quickSend.isPending} onClick={startQuickSend}>
            {quickSend.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
            {value.triggerType === 'immediate'
              ? t('email-assistant.form.sendNow')
              : t('email-assistant.form.quickSend')}
          </Button>
        )}
      </div>
      {readsMail(value.triggerType) && dryRunResult && <DryRunResultView result={dryRunResult} />}
    </form>
  );
});
