import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import type { CustomAgent } from '@common/schemas/custom-agents';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/i18n/i18n';
import { useDeleteAgent } from '../api/custom-agents-api';
import { useT } from '../i18n';

interface CustomAgentItemProps {
  agent: CustomAgent;
  onChat: () => void;
  onEdit: () => void;
}

/** One of the user's agents: its details, and chat, edit and delete (after a question). */
export function CustomAgentItem({ agent, onChat, onEdit }: CustomAgentItemProps) {
  const t = useT();
  const locale = useLocale();
  const remove = useDeleteAgent();
  const titleId = `custom-agent-${agent.id}`;
  const temperature = new Intl.NumberFormat(locale).format(agent.temperature ?? 0.7);
  const settings = [
    agent.category,
    agent.model ?? t('custom-agents.item.defaultModel'),
    t('custom-agents.item.temperature', { value: temperature }),
  ];
  return (
    <li aria-labelledby={titleId} className="grid gap-2 rounded-lg border p-4 sm:flex sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h3 id={titleId} className="truncate font-semibold">
            {agent.name}
          </h3>
          <Badge variant="outline">{t('custom-agents.item.custom')}</Badge>
        </div>
        {agent.description && <p className="text-sm text-muted-foreground">{agent.description}</p>}
        <p className="mt-1 font-mono text-xs text-muted-foreground">{settings.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onChat} aria-label={t('custom-agents.item.chatLabel', { name: agent.name })}>
          <MessageSquare aria-hidden />
          {t('custom-agents.item.chat')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={t('custom-agents.item.editLabel', { name: agent.name })}
        >
          <Pencil aria-hidden />
          {t('custom-agents.item.edit')}
        </Button>
        <ConfirmDialog
          alert
          trigger={
            <Button size="sm" variant="outline" aria-label={t('custom-agents.item.deleteLabel', { name: agent.name })}>
              <Trash2 aria-hidden />
              {t('custom-agents.item.delete')}
            </Button>
          }
          title={t('custom-agents.item.deleteTitle')}
          description={t('custom-agents.item.deleteText', { name: agent.name })}
          cancelLabel={t('custom-agents.cancel')}
          confirmLabel={t('custom-agents.item.delete')}
          confirmVariant="destructive"
          onConfirm={() =>
            remove.mutate(agent.id, {
              onSuccess: () =>
                toast({
                  title: t('custom-agents.item.deletedTitle'),
                  description: t('custom-agents.item.deletedText', { name: agent.name }),
                }),
              onError: (err) =>
                toast({
                  variant: 'destructive',
                  title: t('custom-agents.item.deleteFailedTitle'),
                  description: errorMessage(err, t('custom-agents.item.deleteFailed')),
                }),
            })
          }
        />
      </div>
    </li>
  );
}
