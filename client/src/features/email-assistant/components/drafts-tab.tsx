import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FilePenLine, Trash2 } from 'lucide-react';
import type { Draft } from '@common/schemas/email-drafts';
import { Badge } from '@/components/ui/unmerged/badge';
import { Button } from '@/components/ui/unmerged/button';
import { toast } from '@/lib/toast';
import { useAssistant } from '../assistant-context';
import { deleteDraft, DRAFTS_QUERY_KEY } from '../api/email-store-api';
import { errorMessage } from '@/lib/error-message';
import { fromDraft, preview } from '../compose-model';
import { ListState } from './list-state';
import { translate, useT } from '../i18n';
import { toneLabel } from '../labels';
import { useDateFormat } from '@/lib/preferences/date-format';

/** The saved drafts: subject, recipient, a 100-character preview, tone and date; open in compose or delete. */
export function DraftList() {
  const { data, compose, openTab } = useAssistant();
  const t = useT();
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteDraft,
    onSuccess: () => {
      toast({
        title: translate('email-assistant.drafts.deleted'),
        description: translate('email-assistant.drafts.deletedText'),
      });
      void queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.common.deleteFailed'),
        description: errorMessage(err, translate('email-assistant.drafts.deleteFailedText')),
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
    <ListState
      query={data.drafts}
      empty={t('email-assistant.drafts.empty')}
      loading={t('email-assistant.drafts.loading')}
      failed={t('email-assistant.drafts.loadFailed')}
    >
      <ul className="grid gap-3">
        {drafts.map((d) => (
          <li key={d.id} className="grid gap-2 rounded-md border p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <p className="text-sm font-semibold break-words">
                  {d.subject || t('email-assistant.common.noSubject')}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {t('email-assistant.common.to', { to: d.to || t('email-assistant.drafts.noRecipient') })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {d.aiGeneratedMetadata && <Badge variant="outline">{toneLabel(t, d.aiGeneratedMetadata.tone)}</Badge>}
                <time dateTime={d.createdAt} className="text-xs text-muted-foreground">
                  {format.dateTime(d.createdAt)}
                </time>
              </div>
            </div>
            <p className="text-sm break-words text-muted-foreground">{preview(d.body)}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => open(d)}>
                <FilePenLine aria-hidden />
                {t('email-assistant.drafts.open')}
                <span className="sr-only">: {d.subject || t('email-assistant.common.noSubject')}</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                disabled={remove.isPending && remove.variables === d.id}
                onClick={() => remove.mutate(d.id)}
              >
                <Trash2 aria-hidden />
                {t('email-assistant.common.delete')}
                <span className="sr-only">
                  {t('email-assistant.drafts.deleteSr', {
                    subject: d.subject || t('email-assistant.common.noSubject'),
                  })}
                </span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </ListState>
  );
}

export function DraftsTab() {
  const t = useT();
  return (
    <section aria-labelledby="drafts-title" className="grid gap-3">
      <h4 id="drafts-title" className="font-mono text-sm font-bold tracking-wider">
        {t('email-assistant.drafts.title')}
      </h4>
      <DraftList />
    </section>
  );
}
