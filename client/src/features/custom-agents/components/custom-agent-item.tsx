import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import type { CustomAgent } from '@common/schemas/custom-agents';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useDeleteAgent } from '../api/custom-agents-api';

interface CustomAgentItemProps {
  agent: CustomAgent;
  onChat: () => void;
  onEdit: () => void;
}

/** One of the user's agents: its details, and chat, edit and delete (after a question). */
export function CustomAgentItem({ agent, onChat, onEdit }: CustomAgentItemProps) {
  const remove = useDeleteAgent();
  const titleId = `custom-agent-${agent.id}`;
  const settings = [agent.category, agent.model ?? 'default model', `temperature ${agent.temperature ?? 0.7}`];
  return (
    <li aria-labelledby={titleId} className="grid gap-2 rounded-lg border p-4 sm:flex sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h3 id={titleId} className="truncate font-semibold">
            {agent.name}
          </h3>
          <Badge variant="outline">CUSTOM</Badge>
        </div>
        {agent.description && <p className="text-sm text-muted-foreground">{agent.description}</p>}
        <p className="mt-1 font-mono text-xs text-muted-foreground">{settings.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onChat} aria-label={`Chat with ${agent.name}`}>
          <MessageSquare aria-hidden />
          CHAT
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${agent.name}`}>
          <Pencil aria-hidden />
          EDIT
        </Button>
        <ConfirmDialog
          alert
          trigger={
            <Button size="sm" variant="outline" aria-label={`Delete ${agent.name}`}>
              <Trash2 aria-hidden />
              DELETE
            </Button>
          }
          title="DELETE AGENT"
          description={`Delete ${agent.name}? It is removed from your account on every browser. Export it first to keep a copy.`}
          cancelLabel="CANCEL"
          confirmLabel="DELETE"
          confirmVariant="destructive"
          onConfirm={() =>
            remove.mutate(agent.id, {
              onSuccess: () => toast({ title: 'Agent Deleted', description: `${agent.name} was deleted.` }),
              onError: (err) =>
                toast({
                  variant: 'destructive',
                  title: 'Delete Failed',
                  description: errorMessage(err, 'The agent could not be deleted. Please try again.'),
                }),
            })
          }
        />
      </div>
    </li>
  );
}
