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
import { ActionFields } from './action-fields';
import { AgentFields } from './agent-fields';
import { DryRunResultView } from './dry-run-result';
import { formProblems } from './form-check';
import { NextRunPreview } from './next-run-preview';
import { TextareaField, TextField, type SetField } from './form-controls';
import { TriggerFields } from './trigger-fields';

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
    if (first) toast({ variant: 'destructive', title: 'Missing Information', description: first });
    return !first;
  };

  const dryRun = useMutation({
    mutationFn: ({ request, automationId }: { request: AutomationRequest; automationId: string | null }) =>
      runDryRun(request, automationId),
    onSuccess: setDryRunResult,
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Dry Run Failed', description: errorMessage(err, 'Failed to run') }),
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
        title: 'Email Sent',
        description: item.status === 'sent' ? `Sent to ${item.to}.` : `Your email to ${item.to} is ${item.status}.`,
      }),
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Send Failed', description: errorMessage(err, 'Failed to send email') }),
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
      aria-label={editing ? 'Edit automation' : 'New automation'}
      className="grid min-w-0 gap-4 rounded-md border p-4 @container *:min-w-0"
    >
      <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
        <TextField
          ref={nameRef}
          id="automation-name"
          label="Name"
          field="name"
          maxLength={AUTOMATION_NAME_MAX}
          value={value}
          set={set}
        />
        <TextareaField
          id="automation-description"
          label="Description"
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
      <FieldError id="automation-form-error">{problem}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : editing ? (
            <Save aria-hidden />
          ) : (
            <Plus aria-hidden />
          )}
          {editing ? 'UPDATE AUTOMATION' : 'CREATE AUTOMATION'}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onCancel}>
            CANCEL
          </Button>
        )}
        {readsMail(value.triggerType) && (
          <Button type="button" variant="outline" disabled={dryRun.isPending} onClick={startDryRun}>
            {dryRun.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <FlaskConical aria-hidden />}
            DRY RUN
          </Button>
        )}
        {canQuickSend && (
          <Button type="button" variant="secondary" disabled={quickSend.isPending} onClick={startQuickSend}>
            {quickSend.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
            {value.triggerType === 'immediate' ? 'SEND NOW' : 'QUICK SEND'}
          </Button>
        )}
      </div>
      {readsMail(value.triggerType) && dryRunResult && <DryRunResultView result={dryRunResult} />}
    </form>
  );
});
