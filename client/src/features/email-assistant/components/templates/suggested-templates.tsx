import { FilePenLine, Save } from 'lucide-react';
import type { SuggestedTemplate } from '@common/schemas/email-ai';
import { Button } from '@/components/ui/button';
import { useTemplateActions } from './use-template';

/** The provider's suggestions, each with its variables; save one to keep it, or use it straight away. */
export function SuggestedTemplates({ templates, category }: { templates: SuggestedTemplate[]; category: string }) {
  const { save, use } = useTemplateActions();
  return (
    <section aria-labelledby="suggested-templates-title" className="grid gap-3">
      <h4 id="suggested-templates-title" className="font-mono text-sm font-bold tracking-wider">
        SUGGESTIONS
      </h4>
      <ul className="grid gap-3">
        {templates.map((t, i) => (
          <li key={`${t.name}-${i}`} className="grid gap-2 rounded-md border bg-background p-3">
            <p className="text-sm font-semibold break-words">{t.name}</p>
            <p className="text-sm break-words">
              <span className="text-muted-foreground">Subject: </span>
              {t.subject}
            </p>
            <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{t.body}</p>
            {t.variables.length > 0 && (
              <p className="font-mono text-xs break-words text-muted-foreground">
                Variables: {t.variables.map((v) => `{{${v}}}`).join(', ')}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => save.mutate({ ...t, category })} disabled={save.isPending}>
                <Save aria-hidden />
                Save template<span className="sr-only">: {t.name}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => use(t)}>
                <FilePenLine aria-hidden />
                Use in compose<span className="sr-only">: {t.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
