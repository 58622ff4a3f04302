import { MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ChatEmptyState({ canChat, onInitialize }: { canChat: boolean; onInitialize: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <MessageSquare className="size-10 text-primary" aria-hidden />
      <p className="font-mono text-base font-bold tracking-wide">Ready for Communication</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Initialize the agent to open a secure channel and start the conversation.
      </p>
      <Button onClick={onInitialize} disabled={!canChat}>
        Initialize Agent
      </Button>
    </div>
  );
}
