import { FilePenLine, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAssistant } from '../../assistant-context';
import { preview } from '../../compose-model';
import { ListState } from '../list-state';
import { useTemplateActions } from './use-template';

/** Saved templates: name, category, subject and the body (cut to 100 characters); use or delete. */
export function SavedTemplates() {
  const { data } = useAssistant();
  const { remove, use } = useTemplateActions();
  return (
    <section aria-labelledby="saved-templates-title" className="grid gap-3">
      <h4 id="saved-templates-title" className="font-mono text-sm font-bold tracking-wider">
        SAVED TEMPLATES
      </h4>
      <ListState query={data.templates} empty="No saved templates yet." noun="templates">
        <ul className="grid gap-3">
          {(data.templates.data ?? []).map((t) => (
            <li key={t.id} className="grid gap-1.5 rounded-md border p-3">
              <p className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-semibold break-words">{t.name}</span>
                <Badge variant="outline">{t.category}</Badge>
              </p>
              <p className="text-sm break-words">{t.subject || 'No Subject'}</p>
              <p className="text-sm break-words text-muted-foreground">{preview(t.body)}</p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => use(t)}>
                  <FilePenLine aria-hidden />
                  Use in compose<span className="sr-only">: {t.name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive"
                  disabled={remove.isPending && remove.variables?.id === t.id}
                  onClick={() => remove.mutate(t)}
                >
                  <Trash2 aria-hidden />
                  Delete<span className="sr-only"> template {t.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
