import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuggestedTemplate } from '@common/schemas/email-ai';
import type { SavedTemplate } from '@common/schemas/email-drafts';
import { toast } from '@/lib/toast';
import { useAssistant } from '../../assistant-context';
import { deleteTemplate, saveTemplate, TEMPLATES_QUERY_KEY } from '../../api/email-store-api';
import { errorMessage } from '@/lib/error-message';
import { translate } from '../../tabs-i18n';

type TemplateText = Pick<SuggestedTemplate, 'name' | 'subject' | 'body'>;

/** Saving, deleting and using templates: a template fills the compose form, ready to generate from. */
export function useTemplateActions() {
  const { compose, openTab } = useAssistant();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });

  const save = useMutation({
    mutationFn: (t: SuggestedTemplate & { category: string }) => saveTemplate(t),
    onSuccess: (saved) => {
      toast({
        title: translate('email-assistant.templates.saved'),
        description: translate('email-assistant.templates.savedText', { name: saved.name }),
      });
      void refresh();
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.templates.saveFailed'),
        description: errorMessage(err, translate('email-assistant.templates.saveFailedText')),
      }),
  });

  const remove = useMutation({
    mutationFn: (t: SavedTemplate) => deleteTemplate(t.id),
    onSuccess: () => {
      toast({
        title: translate('email-assistant.templates.deleted'),
        description: translate('email-assistant.templates.deletedText'),
      });
      void refresh();
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.common.deleteFailed'),
        description: errorMessage(err, translate('email-assistant.templates.deleteFailedText')),
      }),
  });

  const use = (t: TemplateText) => {
    compose.fill({
      subject: t.subject,
      // The request to the model, in the user's language; the template's {{variables}} stay as written.
      context: `${translate('email-assistant.templates.useContext', { name: t.name, variables: '{{variables}}' })}\n\n${translate('email-assistant.templates.subjectLabel')}${t.subject}\n\n${t.body}`,
    });
    openTab('compose');
  };

  return { save, remove, use };
}
