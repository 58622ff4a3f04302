import { FilePenLine, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAssistant } from '../../assistant-context';
import { preview } from '../../compose-model';
import { ListState } from '../list-state';
import { useTemplateActions } from './use-template';
import { useT } from '../../tabs-i18n';

/** Saved templates: name, category, subject and the body (cut to 100 characters); use or delete. */
export function SavedTemplates() {
  const { data } = useAssistant();
  const t = useT();
  const { remove, use } = useTemplateActions();
  return (
    <section aria-labelledby="saved-templates-title" className="grid gap-3">
      <h4 id="saved-templates-title" className="font-mono text-sm font-bold tracking-wider">
        {t('email-assistant.templates.savedTitle')}
      </h4>
      <ListState
        query={data.templates}
        empty={t('email-assistant.templates.empty')}
        loading={t('email-assistant.templates.loading')}
        failed={t('email-assistant.templates.loadFailed')}
      >
        <ul className="grid gap-3">
          {(data.templates.data ?? []).map((template) => (
            <li key={template.id} className="grid gap-1.5 rounded-md border p-3">
              <p className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-semibold break-words">{template.name}</span>
                <Badge variant="outline">{template.category}</Badge>
              </p>
              <p className="text-sm break-words">{template.subject || t('email-assistant.common.noSubject')}</p>
              <p className="text-sm break-words text-muted-foreground">{preview(template.body)}</p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => use(template)}>
                  <FilePenLine aria-hidden />
                  {t('email-assistant.templates.use')}
                  <span className="sr-only">: {template.name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive"
                  disabled={remove.isPending && remove.variables?.id === template.id}
                  onClick={() => remove.mutate(template)}
                >
                  <Trash2 aria-hidden />
                  {t('email-assistant.common.delete')}
                  <span className="sr-only">{t('email-assistant.templates.deleteSr', { name: template.name })}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
