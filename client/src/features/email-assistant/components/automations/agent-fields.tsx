import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { AGENT_ROSTER } from '@common/agents/roster';
import { AGENT_OUTPUTS, type AgentOutput } from '@common/automation-constants';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import type { AiSettings } from '../../api/email-ai-api';
import {
  AGENT_KEY_QUERY_KEY,
  fetchAgentKey,
  storeAgentKeyWithConsent,
  withdrawAgentKey,
} from '../../api/automations-api';
import { whenText, type AutomationFormValues } from '../../automation-model';
import { SelectField, TextareaField, type SetField } from './form-controls';
import { translate, useT, type MailKey } from '../../automation-i18n';

const OUTPUT_LABELS: Record<AgentOutput, MailKey> = {
  email: 'email-assistant.agent.outputEmail',
  task: 'email-assistant.agent.outputTask',
};

interface AgentFieldsProps {
  value: AutomationFormValues;
  set: SetField;
  ai: AiSettings | null;
}

/** The agent, its prompt and where its answer goes, and the opt-in that lets the server run it. */
export function AgentFields({ value, set, ai }: AgentFieldsProps) {
  const t = useT();
  return (
    <fieldset className="grid min-w-0 gap-4 *:min-w-0">
      <legend className="sr-only">{t('email-assistant.agent.label')}</legend>
      <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
        <FormField id="automation-agent" label={t('email-assistant.agent.label')}>
          <NativeSelect id="automation-agent" value={value.agentId} onChange={(e) => set('agentId', e.target.value)}>
            <option value="">{t('email-assistant.agent.choose')}</option>
            {AGENT_ROSTER.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <SelectField
          id="automation-agent-output"
          label={t('email-assistant.agent.answer')}
          field="agentOutput"
          options={AGENT_OUTPUTS}
          labelOf={(o) => t(OUTPUT_LABELS[o])}
          value={value}
          set={set}
        />
      </div>
      <TextareaField
        id="automation-agent-prompt"
        label={t('email-assistant.agent.prompt')}
        field="agentPrompt"
        rows={3}
        value={value}
        set={set}
      />
      <AgentKeyOptIn ai={ai} />
    </fieldset>
  );
}

/**
 * The product otherwise never keeps the provider key: agent automations run while the user is away,
 * so the server needs it, and only after the user read what is kept and agreed.
 */
function AgentKeyOptIn({ ai }: { ai: AiSettings | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  const key = useQuery({ queryKey: AGENT_KEY_QUERY_KEY, queryFn: fetchAgentKey, enabled: ai !== null });
  const [consent, setConsent] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: AGENT_KEY_QUERY_KEY });

  const store = useMutation({
    mutationFn: () => storeAgentKeyWithConsent(ai!.apiKey, ai!.baseUrl || null),
    onSuccess: (status) => {
      queryClient.setQueryData(AGENT_KEY_QUERY_KEY, status);
      setConsent(false);
      toast({
        title: translate('email-assistant.agent.stored'),
        description: translate('email-assistant.agent.storedText'),
      });
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.agent.storeFailed'),
        description: errorMessage(err, translate('email-assistant.agent.storeFailedText')),
      }),
  });
  const withdraw = useMutation({
    mutationFn: withdrawAgentKey,
    onSuccess: () => {
      toast({
        title: translate('email-assistant.agent.withdrawn'),
        description: translate('email-assistant.agent.withdrawnText'),
      });
      void refresh();
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.agent.withdrawFailed'),
        description: errorMessage(err, translate('email-assistant.agent.withdrawFailedText')),
      }),
  });

  if (key.isLoading) return <p className="text-sm text-muted-foreground">{t('email-assistant.agent.checking')}</p>;
  if (key.isError)
    return (
      <p className="text-sm text-destructive">{errorMessage(key.error, t('email-assistant.agent.checkFailed'))}</p>
    );
  if (key.data?.stored)
    return (
      <div
        role="group"
        aria-label={t('email-assistant.agent.storedKey')}
        className="grid gap-2 rounded-md border p-3 text-sm"
      >
        <p className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-4 text-primary" />
          {key.data.storedAt
            ? t('email-assistant.agent.storedSince', {
                hint: key.data.hint ?? '****',
                since: whenText(key.data.storedAt),
              })
            : t('email-assistant.agent.storedNote', { hint: key.data.hint ?? '****' })}
        </p>
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate()}
          >
            {withdraw.isPending && <Loader2 aria-hidden className="animate-spin" />}
            {t('email-assistant.agent.withdraw')}
          </Button>
        </div>
      </div>
    );
  return (
    <div
      role="group"
      aria-label={t('email-assistant.agent.storeGroup')}
      className="grid gap-3 rounded-md border border-dashed p-3 text-sm"
    >
      <p>{t('email-assistant.agent.explain')}</p>
      <CheckboxField
        id="automation-agent-consent"
        label={t('email-assistant.agent.consent')}
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
      />
      <div>
        <Button type="button" size="sm" disabled={!consent || !ai || store.isPending} onClick={() => store.mutate()}>
          {store.isPending && <Loader2 aria-hidden className="animate-spin" />}
          {t('email-assistant.agent.store')}
        </Button>
      </div>
    </div>
  );
}
