import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AGENT_CATEGORIES } from '@common/schemas/agent';
import type { CustomAgent } from '@common/schemas/custom-agents';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useSaveAgent } from '../api/custom-agents-api';
import { AgentFormSchema, EMPTY_AGENT, fieldsOf, formValuesOf, type AgentFormValues } from './agent-form-schema';

interface AgentEditorDialogProps {
  /** The agent being edited, `null` for a new one; the dialog is closed while `open` is false. */
  agent: CustomAgent | null;
  open: boolean;
  onClose: () => void;
}

/** Create or edit one of the user's agents. */
export function AgentEditorDialog({ agent, open, onClose }: AgentEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{agent ? 'EDIT AGENT' : 'NEW AGENT'}</DialogTitle>
          <DialogDescription>
            Your agents are saved to your account, so they follow you to every browser you sign in on.
          </DialogDescription>
        </DialogHeader>
        {/* Keyed, so opening it for another agent starts from that agent's values. */}
        {open && <AgentForm key={agent?.id ?? 'new'} agent={agent} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function AgentForm({ agent, onDone }: { agent: CustomAgent | null; onDone: () => void }) {
  const form = useForm<AgentFormValues, unknown, z.output<typeof AgentFormSchema>>({
    resolver: zodResolver(AgentFormSchema),
    defaultValues: agent ? formValuesOf(agent) : EMPTY_AGENT,
  });
  const { errors } = form.formState;
  const save = useSaveAgent();
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: agent?.id ?? null, fields: fieldsOf(values) },
      {
        onSuccess: (saved) => {
          toast({ title: agent ? 'Agent Saved' : 'Agent Created', description: `${saved.name} is ready to chat.` });
          onDone();
        },
      },
    ),
  );
  const field = (id: keyof AgentFormValues) => fieldA11y(`agent-${id}`, errors[id]?.message);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={agent ? 'Edit agent' : 'New agent'}>
      <FormField id="agent-name" label="Name" error={errors.name?.message}>
        <Input {...field('name')} autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField id="agent-description" label="Description" error={errors.description?.message}>
        <Input {...field('description')} autoComplete="off" {...form.register('description')} />
      </FormField>
      <FormField id="agent-category" label="Category" error={errors.category?.message}>
        <NativeSelect {...field('category')} {...form.register('category')}>
          {AGENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="agent-systemPrompt" label="System prompt" error={errors.systemPrompt?.message}>
        <Textarea {...field('systemPrompt')} rows={8} {...form.register('systemPrompt')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="agent-model"
          label="Model"
          hint="Empty: the model chosen in your settings"
          error={errors.model?.message}
        >
          <Input
            {...fieldA11y('agent-model', errors.model?.message, true)}
            autoComplete="off"
            placeholder="e.g. gpt-4o-mini"
            {...form.register('model')}
          />
        </FormField>
        <FormField
          id="agent-temperature"
          label="Temperature"
          hint="0 to 2; empty: 0.7"
          error={errors.temperature?.message}
        >
          <Input
            {...fieldA11y('agent-temperature', errors.temperature?.message, true)}
            type="number"
            inputMode="decimal"
            step="0.1"
            min={0}
            max={2}
            {...form.register('temperature')}
          />
        </FormField>
      </div>
      <ErrorBox>
        {save.error ? errorMessage(save.error, 'The agent could not be saved. Please try again.') : null}
      </ErrorBox>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          CANCEL
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
          {agent ? 'SAVE AGENT' : 'CREATE AGENT'}
        </Button>
      </DialogFooter>
    </form>
  );
}
