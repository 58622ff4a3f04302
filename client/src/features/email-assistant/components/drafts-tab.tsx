import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FilePenLine, Trash2 } from 'lucide-react';
import type { Draft } from '@common/schemas/email-drafts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAssistant } from '../assistant-context';
import { deleteDraft, DRAFTS_QUERY_KEY } from '../api/email-store-api';
import { errorMessage } from '@/lib/error-message';
import { fromDraft, preview } from '../compose-model';
import { ListState } from './list-state';
import { useDateFormat } from '@/lib/preferences/date-format';

/** The saved drafts: subject, recipient, a 100-character preview, tone and date; open in compose or delete. */
export function DraftList() {
  const { data, compose, openTab } = useAssistant();
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteDraft,
    onSuccess: () => {
      toast({ title: 'Draft Deleted', description: 'The draft has been removed.' });
      void queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: 'Delete Failed',
        description: errorMessage(err, 'Failed to delete draft'),
      }),
  });
  const open = (draft: Draft) => {
    compose.fill({
      type: draft.type,
      to: draft.to,
      cc: draft.cc ?? '',
      bcc: draft.bcc ?? '',
      subject: draft.subject,
      tone: draft.aiGeneratedMetadata?.tone ?? 'professional',
    });
    compose.setEmail(fromDraft(draft));
    openTab('compose');
  };
  const drafts = data.drafts.data ?? [];
  return (
    <ListState query={data.drafts} empty="No drafts yet. Generated emails are saved here." noun="drafts">
      <ul className="grid gap-3">
        {drafts.map((d) => (
          <li key={d.id} className="grid gap-2 rounded-md border p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <p className="text-sm font-semibold break-words">{d.subject || 'No Subject'}</p>
                <p className="truncate text-xs text-muted-foreground">To {d.to || '(no recipient yet)'}</p>
              </div>
              <div className="flex items-center gap-2">
                {d.aiGeneratedMetadata && <Badge variant="outline">{d.aiGeneratedMetadata.tone}</Badge>}
                <time dateTime={d.createdAt} className="text-xs text-muted-foreground">
                  {format.dateTime(d.createdAt)}
                </time>
              </div>
            </div>
            <p className="text-sm break-words text-muted-foreground">{preview(d.body)}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => open(d)}>
                <FilePenLine aria-hidden />
                Open in compose<span className="sr-only">: {d.subject || 'No Subject'}</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                disabled={remove.isPending && remove.variables === d.id}
                onClick={() => remove.mutate(d.id)}
              >
                <Trash2 aria-hidden />
                Delete<span className="sr-only"> draft {d.subject || 'No Subject'}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </ListState>
  );
}

export function DraftsTab() {
  return (
    <section aria-labelledby="drafts-title" className="grid gap-3">
      <h4 id="drafts-title" className="font-mono text-sm font-bold tracking-wider">
        SAVED DRAFTS
      </h4>
      <DraftList />
    </section>
  );
}
