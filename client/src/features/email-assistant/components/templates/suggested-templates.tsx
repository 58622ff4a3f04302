import { FilePenLine, Save } from 'lucide-react';
import type { SuggestedTemplate } from '@common/schemas/email-ai';
import { Button } from '@/components/ui/button';
import { useTemplateActions } from './use-template';
import { useT } from '../../tabs-i18n';

/** The provider's suggestions, each with its variables; save one to keep it, or use it straight away. */
export function SuggestedTemplates({ templates, category }: { templates: SuggestedTemplate[]; category: string }) {
  const { save, use } = useTemplateActions();
  const t = useT();
  return (
    <section aria-labelledby="suggested-templates-title" className="grid gap-3">
      <h4 id="suggested-templates-title" className="font-mono text-sm font-bold tracking-wider">
        {t('email-assistant.templates.suggestionsTitle')}
      </h4>
      <ul className="grid gap-3">
        {templates.map((template, i) => (
          <li key={`${template.name}-${i}`} className="grid gap-2 rounded-md border bg-background p-3">
            <p className="text-sm font-semibold break-words">{template.name}</p>
            <p className="text-sm break-words">
              <span className="text-muted-foreground">{t('email-assistant.templates.subjectLabel')}</span>
              {template.subject}
            </p>
            <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{template.body}</p>
            {template.variables.length > 0 && (
              <p className="font-mono text-xs break-words text-muted-foreground">
                {t('email-assistant.templates.variables', {
                  list: template.variables.map((v) => `{{${v}}}`).join(', '),
                })}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => save.mutate({ ...template, category })} disabled={save.isPending}>
                <Save aria-hidden />
                {t('email-assistant.templates.save')}
                <span className="sr-only">: {template.name}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => use(template)}>
                <FilePenLine aria-hidden />
                {t('email-assistant.templates.use')}
                <span className="sr-only">: {template.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
