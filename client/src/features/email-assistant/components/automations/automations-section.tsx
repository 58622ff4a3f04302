import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { hasFeature } from '@common/entitlements';
import type { Automation, AutomationRequest } from '@common/schemas/automations';
import type { EmailAccount } from '@common/schemas/email-accounts';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/queries/user';
import { toast } from '@/lib/toast';
import type { AiSettings } from '../../api/email-ai-api';
import {
  AGENT_KEY_QUERY_KEY,
  AUTOMATIONS_QUERY_KEY,
  automationRunsQueryKey,
  createAutomation,
  deleteAutomation,
  fetchAutomations,
  GUARDRAILS_QUERY_KEY,
  LIFECYCLE_CALLS,
  updateAutomation,
  type LifecycleAction,
} from '../../api/automations-api';
import { OUTBOX_QUERY_KEY } from '../../api/outbox-api';
import { TASKS_QUERY_KEY } from '../../api/tasks-api';
import { formOf, LIFECYCLE_TOASTS, type AutomationFormValues } from '../../automation-model';
import { ListState } from '../list-state';
import { AutomationForm } from './automation-form';
import { AutomationList } from './automation-list';
import { DeploymentPanel } from './deployment-panel';
import { GuardrailsPanel } from './guardrails-panel';
import { ProPlanHint } from './pro-plan-hint';
import { useRunningRuns } from './use-running-runs';
import { translate, useT } from '../../automation-i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { useAutoSavedState } from '@/lib/preferences/use-auto-saved-state';
import { EMPTY_AUTOMATION_DRAFT, reviveAutomationDraft } from './automation-draft';

interface AutomationsSectionProps {
  /** The user's provider settings; null without a valid key, and then nothing is read. */
  ai: AiSettings | null;
  /** The connected (active) accounts. */
  accounts: readonly EmailAccount[];
}

/** The automations: the deployment and safeguard panels, the form, and the list with each one's history. */
export function AutomationsSection({ ai, accounts }: AutomationsSectionProps) {
  const t = useT();
  const enabled = ai !== null;
  const queryClient = useQueryClient();
  const automations = useQuery({ queryKey: AUTOMATIONS_QUERY_KEY, queryFn: fetchAutomations, enabled });
  // The form being filled (and which automation it edits) survives a reload while Auto-Save is on.
  const [draft, setDraft, reset] = useAutoSavedState(
    STORAGE_KEYS.automationDraft,
    EMPTY_AUTOMATION_DRAFT,
    reviveAutomationDraft,
  );
  const { form, editingId } = draft;
  const setForm = (next: AutomationFormValues) => setDraft((current) => ({ ...current, form: next }));
  const nameRef = useRef<HTMLInputElement>(null);
  const hasAccounts = accounts.length > 0;
  const watchRun = useRunningRuns();
  // The same table the server enforces; while the session loads the form shows, and the server
  // still refuses what the plan does not include.
  const { user } = useSession();
  const planLacksAutomations = user !== null && !hasFeature(user, 'automations');

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: AUTOMATIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: GUARDRAILS_QUERY_KEY });
  };

  const save = useMutation({
    mutationFn: ({ id, request }: { id: string | null; request: AutomationRequest }) =>
      id ? updateAutomation(id, request) : createAutomation(request),
    onSuccess: (saved, { id }) => {
      toast({
        title: id ? translate('email-assistant.automations.updated') : translate('email-assistant.automations.created'),
        description: translate('email-assistant.automations.savedText', { name: saved.name }),
      });
      reset();
      refresh();
    },
    onError: (err, { id }) =>
      toast({
        variant: 'destructive',
        title: id ? translate('email-assistant.common.updateFailed') : translate('email-assistant.common.createFailed'),
        description: errorMessage(
          err,
          id
            ? translate('email-assistant.automations.updateFailedText')
            : translate('email-assistant.automations.createFailedText'),
        ),
      }),
  });

  const lifecycle = useMutation({
    mutationFn: ({ automation, action }: { automation: Automation; action: LifecycleAction }) =>
      LIFECYCLE_CALLS[action](automation.id),
    onSuccess: (result, { automation, action }) => {
      toast({ title: translate(LIFECYCLE_TOASTS[action].done), description: result.message });
      refresh();
      void queryClient.invalidateQueries({ queryKey: automationRunsQueryKey(automation.id) });
      if (action === 'execute') {
        // The run may have queued a message or created a task.
        void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
        if (result.run?.status === 'running') watchRun(automation.id);
      }
    },
    onError: (err, { automation, action }) => {
      toast({
        variant: 'destructive',
        title: translate(LIFECYCLE_TOASTS[action].failed),
        description: errorMessage(err, translate(LIFECYCLE_TOASTS[action].fallback)),
      });
      // A refused or failed execution is in the history, and a safeguard may have paused the automation.
      refresh();
      void queryClient.invalidateQueries({ queryKey: automationRunsQueryKey(automation.id) });
    },
  });

  const remove = useMutation({
    mutationFn: (automation: Automation) => deleteAutomation(automation.id),
    onSuccess: (_none, automation) => {
      toast({
        title: translate('email-assistant.automations.deleted'),
        description: translate('email-assistant.automations.deletedText', { name: automation.name }),
      });
      if (editingId === automation.id) reset();
      refresh();
      // Deleting the last agent automation deletes the stored key.
      if (automation.actionType === 'agent') void queryClient.invalidateQueries({ queryKey: AGENT_KEY_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.common.deleteFailed'),
        description: errorMessage(err, translate('email-assistant.automations.deleteFailedText')),
      }),
  });

  const edit = (automation: Automation) => {
    setDraft({ editingId: automation.id, form: formOf(automation) });
    nameRef.current?.focus();
  };

  const busyId = lifecycle.isPending
    ? lifecycle.variables.automation.id
    : remove.isPending
      ? remove.variables.id
      : null;
  const list = automations.data ?? [];
  return (
    <section aria-labelledby="automations-title" className="grid gap-4">
      <h4 id="automations-title" className="font-mono text-sm font-bold tracking-wider">
        {t('email-assistant.automations.title')}
      </h4>
      {planLacksAutomations ? (
        <ProPlanHint />
      ) : (
        <>
          {/* The specification's hint for users without a linked mailbox. */}
          {!hasAccounts && <p className="text-sm text-muted-foreground">{t('email-assistant.automations.proHint')}</p>}
          <DeploymentPanel automations={list} />
          <GuardrailsPanel enabled={enabled} />
          <AutomationForm
            ref={nameRef}
            value={form}
            onChange={setForm}
            editingId={editingId}
            pending={save.isPending}
            onSubmit={(request) => save.mutate({ id: editingId, request })}
            onCancel={reset}
            accounts={accounts}
            ai={ai}
          />
        </>
      )}
      <ListState
        query={automations}
        empty={t('email-assistant.automations.empty')}
        loading={t('email-assistant.automations.loading')}
        failed={t('email-assistant.automations.loadFailed')}
      >
        <AutomationList
          automations={list}
          hasAccounts={hasAccounts}
          busyId={busyId}
          onLifecycle={(automation, action) => lifecycle.mutate({ automation, action })}
          onEdit={edit}
          onDelete={(automation) => remove.mutate(automation)}
        />
      </ListState>
    </section>
  );
}
