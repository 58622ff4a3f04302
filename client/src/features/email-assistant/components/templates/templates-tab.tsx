import { useMutation } from '@tanstack/react-query';
import { Loader2, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TEMPLATE_CATEGORY_MAX } from '@common/email-ai-constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useAssistant } from '../../assistant-context';
import { suggestTemplates } from '../../api/email-ai-api';
import { errorMessage } from '@/lib/error-message';
import { AiRequestPreview } from '../ai-request-preview';
import { SavedTemplates } from './saved-templates';
import { SuggestedTemplates } from './suggested-templates';
import { translate, useT } from '../../tabs-i18n';

/** Ask for template suggestions by category and context, save the good ones, use them in compose. */
export function TemplatesTab() {
  const { ai } = useAssistant();
  const t = useT();
  const [category, setCategory] = useState('');
  const [context, setContext] = useState('');
  // The same input for the call and for its "What is sent" panel.
  const input = () => ({ category: category.trim(), context: context.trim() });
  const suggest = useMutation({
    mutationFn: () => suggestTemplates(ai, input()),
    onSuccess: ({ templates }) =>
      toast({
        title: translate('email-assistant.templates.suggested'),
        description: translate('email-assistant.templates.suggestedText', { count: templates.length }),
      }),
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.templates.suggestFailed'),
        description: errorMessage(err, translate('email-assistant.templates.suggestFailedText')),
      }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (suggest.isPending) return;
    if (!category.trim() || !context.trim()) {
      toast({
        variant: 'destructive',
        title: translate('email-assistant.common.missingInformation'),
        description: translate('email-assistant.templates.fieldsRequired'),
      });
      return;
    }
    suggest.mutate();
  };
  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField id="template-category" label={t('email-assistant.templates.category')}>
          <Input
            id="template-category"
            maxLength={TEMPLATE_CATEGORY_MAX}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            placeholder={t('email-assistant.templates.categoryPlaceholder')}
          />
        </FormField>
        <FormField id="template-context" label={t('email-assistant.compose.context')}>
          <Textarea
            id="template-context"
            rows={3}
            value={context}
            onChange={(e) => setContext(e.target.value)}
            placeholder={t('email-assistant.templates.contextPlaceholder')}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={suggest.isPending}>
            {suggest.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
            {suggest.isPending ? t('email-assistant.templates.suggesting') : t('email-assistant.templates.suggest')}
          </Button>
          <AiRequestPreview
            choices={[
              {
                label: t('email-assistant.preview.choice.templates'),
                request: () => ({ action: 'suggestTemplates', input: input() }),
              },
            ]}
          />
        </div>
      </form>
      {suggest.data && <SuggestedTemplates templates={suggest.data.templates} category={category.trim()} />}
      <SavedTemplates />
    </div>
  );
}
