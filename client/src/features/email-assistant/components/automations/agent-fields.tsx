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

const OUTPUT_LABELS: Record<AgentOutput, string> = {
  email: 'Email the answer to me',
  task: 'Create a task with the answer',
};

interface AgentFieldsProps {
  value: AutomationFormValues;
  set: SetField;
  ai: AiSettings | null;
}

/** The agent, its prompt and where its answer goes, and the opt-in that lets the server run it. */
export function AgentFields({ value, set, ai }: AgentFieldsProps) {
  return (
    <fieldset className="grid min-w-0 gap-4 *:min-w-0">
      <legend className="sr-only">Agent</legend>
      <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
        <FormField id="automation-agent" label="Agent">
          <NativeSelect id="automation-agent" value={value.agentId} onChange={(e) => set('agentId', e.target.value)}>
            <option value="">Choose an agent</option>
            {AGENT_ROSTER.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <SelectField
          id="automation-agent-output"
          label="Answer"
          field="agentOutput"
          options={AGENT_OUTPUTS}
          labelOf={(o) => OUTPUT_LABELS[o]}
          value={value}
          set={set}
        />
      </div>
      <TextareaField id="automation-agent-prompt" label="Prompt" field="agentPrompt" rows={3} value={value} set={set} />
      <AgentKeyOptIn ai={ai} />
    </fieldset>
  );
}

/**
 * The product otherwise never keeps the provider key: agent automations run while the user is away,
 * so the server needs it, and only after the user read what is kept and agreed.
 */
function AgentKeyOptIn({ ai }: { ai: AiSettings | null }) {
  const queryClient = useQueryClient();
  const key = useQuery({ queryKey: AGENT_KEY_QUERY_KEY, queryFn: fetchAgentKey, enabled: ai !== null });
  const [consent, setConsent] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: AGENT_KEY_QUERY_KEY });

  const store = useMutation({
    mutationFn: () => storeAgentKeyWithConsent(ai!.apiKey, ai!.baseUrl || null),
    onSuccess: (status) => {
      queryClient.setQueryData(AGENT_KEY_QUERY_KEY, status);
      setConsent(false);
      toast({ title: 'Key Stored', description: 'Your agent automations can run now.' });
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: 'Store Failed',
        description: errorMessage(err, 'Failed to store the key'),
      }),
  });
  const withdraw = useMutation({
    mutationFn: withdrawAgentKey,
    onSuccess: () => {
      toast({ title: 'Key Withdrawn', description: 'The stored key was deleted.' });
      void refresh();
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: 'Withdraw Failed',
        description: errorMessage(err, 'Failed to withdraw the key'),
      }),
  });

  if (key.isLoading) return <p className="text-sm text-muted-foreground">Checking the stored key...</p>;
  if (key.isError)
    return <p className="text-sm text-destructive">{errorMessage(key.error, 'Failed to check the stored key')}</p>;
  if (key.data?.stored)
    return (
      <div role="group" aria-label="Stored provider key" className="grid gap-2 rounded-md border p-3 text-sm">
        <p className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-4 text-primary" />
          Your provider key ending in {key.data.hint ?? '****'} is stored, encrypted, for your agent automations
          {key.data.storedAt ? ` (since ${whenText(key.data.storedAt)})` : ''}.
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
            Withdraw
          </Button>
        </div>
      </div>
    );
  return (
    <div
      role="group"
      aria-label="Store your provider key"
      className="grid gap-3 rounded-md border border-dashed p-3 text-sm"
    >
      <p>
        Agent automations run while you are away, so the server needs your provider key to call the agent. We store your
        provider key, encrypted, and use it only for your automations. It is never shown again or logged, and it is
        deleted when you withdraw it here or delete your last agent automation. Without it, agent automations cannot
        run.
      </p>
      <CheckboxField
        id="automation-agent-consent"
        label="I agree that my current provider key is stored for my automations"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
      />
      <div>
        <Button type="button" size="sm" disabled={!consent || !ai || store.isPending} onClick={() => store.mutate()}>
          {store.isPending && <Loader2 aria-hidden className="animate-spin" />}
          Store my key
        </Button>
      </div>
    </div>
  );
}
