import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AGENT_CATEGORIES } from '@common/agents/categories';
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
import { useAutoSavedForm } from '@/lib/preferences/use-auto-saved-form';
import { STORAGE_KEYS } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { CUSTOM_AGENT_TEMPERATURE_MAX } from '@common/custom-agent-constants';
import { useSaveAgent } from '../api/custom-agents-api';
import { useT } from '../i18n';
import {
  AgentFormSchema,
  EMPTY_AGENT,
  TEMPERATURE_MESSAGE,
  fieldsOf,
  formValuesOf,
  reviveAgentDraft,
  type AgentFormValues,
} from './agent-form-schema';

interface AgentEditorDialogProps {
  /** The agent being edited, `null` for a new one; the dialog is closed while `open` is false. */
  agent: CustomAgent | null;
  open: boolean;
  onClose: () => void;
}

/** Create or edit one of the user's agents. */
export function AgentEditorDialog({ agent, open, onClose }: AgentEditorDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{agent ? t('custom-agents.editor.editTitle') : t('custom-agents.editor.newTitle')}</DialogTitle>
          <DialogDescription>{t('custom-agents.editor.description')}</DialogDescription>
        </DialogHeader>
        {/* Keyed, so opening it for another agent starts from that agent's values. */}
        {open && <AgentForm key={agent?.id ?? 'new'} agent={agent} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function AgentForm({ agent, onDone }: { agent: CustomAgent | null; onDone: () => void }) {
  const t = useT();
  const form = useForm<AgentFormValues, unknown, z.output<typeof AgentFormSchema>>({
    resolver: zodResolver(AgentFormSchema),
    defaultValues: agent ? formValuesOf(agent) : EMPTY_AGENT,
  });
  const { errors } = form.formState;
  // A new agent being written survives a closed dialog or a reload while Auto-Save is on.
  const forgetDraft = useAutoSavedForm(form, STORAGE_KEYS.customAgentDraft, reviveAgentDraft, agent === null);
  const save = useSaveAgent();
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: agent?.id ?? null, fields: fieldsOf(values) },
      {
        onSuccess: (saved) => {
          forgetDraft();
          toast({
            title: agent ? t('custom-agents.editor.savedTitle') : t('custom-agents.editor.createdTitle'),
            description: t('custom-agents.editor.ready', { name: saved.name }),
          });
          onDone();
        },
      },
    ),
  );
  const field = (id: keyof AgentFormValues) => fieldA11y(`agent-${id}`, errors[id]?.message);
  // The form's own rule, in the interface language; the other messages come from the shared schema.
  const temperatureError =
    errors.temperature?.message === TEMPERATURE_MESSAGE
      ? t('custom-agents.editor.temperatureRange', { max: CUSTOM_AGENT_TEMPERATURE_MAX })
      : errors.temperature?.message;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={agent ? t('custom-agents.editor.editForm') : t('custom-agents.editor.newForm')}
    >
      <FormField id="agent-name" label={t('custom-agents.editor.name')} error={errors.name?.message}>
        <Input {...field('name')} autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField
        id="agent-description"
        label={t('custom-agents.editor.descriptionField')}
        error={errors.description?.message}
      >
        <Input {...field('description')} autoComplete="off" {...form.register('description')} />
      </FormField>
      <FormField id="agent-category" label={t('custom-agents.editor.category')} error={errors.category?.message}>
        <NativeSelect {...field('category')} {...form.register('category')}>
          {AGENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="agent-systemPrompt"
        label={t('custom-agents.editor.systemPrompt')}
        error={errors.systemPrompt?.message}
      >
        <Textarea {...field('systemPrompt')} rows={8} {...form.register('systemPrompt')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="agent-model"
          label={t('custom-agents.editor.model')}
          hint={t('custom-agents.editor.modelHint')}
          error={errors.model?.message}
        >
          <Input
            {...fieldA11y('agent-model', errors.model?.message, true)}
            autoComplete="off"
            placeholder={t('custom-agents.editor.modelPlaceholder')}
            {...form.register('model')}
          />
        </FormField>
        <FormField
          id="agent-temperature"
          label={t('custom-agents.editor.temperature')}
          hint={t('custom-agents.editor.temperatureHint')}
          error={temperatureError}
        >
          <Input
            {...fieldA11y('agent-temperature', temperatureError, true)}
            type="number"
            inputMode="decimal"
            step="0.1"
            min={0}
            max={2}
            {...form.register('temperature')}
          />
        </FormField>
      </div>
      <ErrorBox>{save.error ? errorMessage(save.error, t('custom-agents.editor.saveFailed')) : null}</ErrorBox>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('custom-agents.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
          {agent ? t('custom-agents.editor.save') : t('custom-agents.editor.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
