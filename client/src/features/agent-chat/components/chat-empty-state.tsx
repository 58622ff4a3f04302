import { MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

export function ChatEmptyState({ canChat, onInitialize }: { canChat: boolean; onInitialize: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <MessageSquare className="size-10 text-primary" aria-hidden />
      <p className="font-mono text-base font-bold tracking-wide">{t('agent-chat.empty.title')}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t('agent-chat.empty.text')}</p>
      <Button onClick={onInitialize} disabled={!canChat}>
        {t('agent-chat.empty.button')}
      </Button>
    </div>
  );
}
