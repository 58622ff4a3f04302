import { Mail } from 'lucide-react';
import { Badge } from '@/components/ui/unmerged/badge';
import { Switch } from '@/components/ui/unmerged/switch';
import { useT } from '../i18n';

interface AssistantHeaderProps {
  /** Active linked accounts; undefined while loading. */
  accountCount: number | undefined;
  chatShown: boolean;
  onChatShownChange: (shown: boolean) => void;
}

/** Title, the linked accounts badge and the switch that shows or hides the AI chat. */
export function AssistantHeader({ accountCount, chatShown, onChatShownChange }: AssistantHeaderProps) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Mail aria-hidden className="size-5 text-primary" />
        <h3 className="font-mono text-base font-bold tracking-wider">{t('email-assistant.header.title')}</h3>
        {accountCount !== undefined && (
          <Badge variant={accountCount > 0 ? 'default' : 'outline'}>
            {accountCount > 0
              ? t('email-assistant.header.accountsConnected', { count: accountCount })
              : t('email-assistant.header.noAccounts')}
          </Badge>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Switch id="email-assistant-chat-toggle" checked={chatShown} onCheckedChange={onChatShownChange} />
        <label htmlFor="email-assistant-chat-toggle" className="font-mono text-xs font-semibold tracking-wider">
          {t('email-assistant.chat.title')}
        </label>
      </div>
    </div>
  );
}
