import { Loader2, Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/unmerged/button';
import { FormField } from '@/components/ui/unmerged/form-field';
import { Input } from '@/components/ui/unmerged/input';
import { NativeSelect } from '@/components/ui/unmerged/native-select';
import { Textarea } from '@/components/ui/unmerged/textarea';
import { EMAIL_TEXT_MAX } from '@common/email-ai-constants';
import { useAssistant } from '../../assistant-context';
import { composeInput } from '../../hooks/use-compose-actions';
import { AiRequestPreview } from '../ai-request-preview';
import { EMAIL_LENGTHS, EMAIL_TONES, EMAIL_TYPES, type ComposeForm as Form } from '../../compose-model';
import { useT, type MailKey } from '../../i18n';
import { LENGTH_LABELS, TONE_LABELS, TYPE_LABELS } from '../../labels';

interface ComposeFormProps {
  generating: boolean;
  onGenerate: () => void;
}

function Options<V extends string>({ values, labels }: { values: readonly V[]; labels: Record<V, MailKey> }) {
  const t = useT();
  return values.map((v) => (
    <option key={v} value={v}>
      {t(labels[v])}
    </option>
  ));
}

/** Type, tone, recipients, subject guidance, context (required) and length; Generate asks the provider. */
export function ComposeForm({ generating, onGenerate }: ComposeFormProps) {
  const { compose } = useAssistant();
  const t = useT();
  const { form, update } = compose;
  const text = (key: 'to' | 'cc' | 'bcc' | 'subject') => ({
    id: `compose-${key}`,
    value: form[key],
    onChange: (e: { target: { value: string } }) => update({ [key]: e.target.value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onGenerate();
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 @lg:grid-cols-3">
        <FormField id="compose-type" label={t('email-assistant.compose.type')}>
          <NativeSelect
            id="compose-type"
            value={form.type}
            onChange={(e) => update({ type: e.target.value as Form['type'] })}
            className="capitalize"
          >
            <Options values={EMAIL_TYPES} labels={TYPE_LABELS} />
          </NativeSelect>
        </FormField>
        <FormField id="compose-tone" label={t('email-assistant.compose.tone')}>
          <NativeSelect
            id="compose-tone"
            value={form.tone}
            onChange={(e) => update({ tone: e.target.value as Form['tone'] })}
            className="capitalize"
          >
            <Options values={EMAIL_TONES} labels={TONE_LABELS} />
          </NativeSelect>
        </FormField>
        <FormField id="compose-length" label={t('email-assistant.compose.length')}>
          <NativeSelect
            id="compose-length"
            value={form.length}
            onChange={(e) => update({ length: e.target.value as Form['length'] })}
            className="capitalize"
          >
            <Options values={EMAIL_LENGTHS} labels={LENGTH_LABELS} />
          </NativeSelect>
        </FormField>
      </div>
      <FormField id="compose-to" label={t('email-assistant.compose.to')}>
        <Input {...text('to')} inputMode="email" autoComplete="email" placeholder="name@example.com" />
      </FormField>
      <div className="grid gap-4 @sm:grid-cols-2">
        <FormField id="compose-cc" label={t('email-assistant.compose.cc')}>
          <Input {...text('cc')} inputMode="email" autoComplete="off" />
        </FormField>
        <FormField id="compose-bcc" label={t('email-assistant.compose.bcc')}>
          <Input {...text('bcc')} inputMode="email" autoComplete="off" />
        </FormField>
      </div>
      <FormField id="compose-subject" label={t('email-assistant.compose.subject')}>
        <Input {...text('subject')} autoComplete="off" placeholder={t('email-assistant.compose.subjectPlaceholder')} />
      </FormField>
      <FormField
        id="compose-context"
        label={t('email-assistant.compose.context')}
        hint={t('email-assistant.compose.contextHint')}
      >
        <Textarea
          id="compose-context"
          aria-required
          aria-describedby="compose-context-hint"
          rows={5}
          maxLength={EMAIL_TEXT_MAX}
          value={form.context}
          onChange={(e) => update({ context: e.target.value })}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={generating}>
          {generating ? (
            <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : (
            <Sparkles aria-hidden />
          )}
          {generating ? t('email-assistant.compose.generating') : t('email-assistant.compose.generate')}
        </Button>
        <AiRequestPreview
          choices={[
            {
              label: t('email-assistant.preview.choice.compose'),
              request: () => ({ action: 'compose', input: composeInput(form) }),
            },
          ]}
        />
      </div>
    </form>
  );
}
