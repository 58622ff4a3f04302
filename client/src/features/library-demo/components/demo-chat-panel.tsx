import { AlertTriangle, Bot } from 'lucide-react';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ErrorBox } from '@/components/ui/error-box';
import { demoAgentDescription, type DemoAgent } from '../demo-agents';
import { useDemoChat } from '../hooks/use-demo-chat';
import { useT } from '../i18n';
import { DemoMessageList } from './demo-message-list';

const PANEL = 'flex min-w-0 flex-col overflow-hidden rounded-lg border bg-background';

function NoAgentSelected() {
  const t = useT();
  return (
    <section
      aria-label={t('library-demo.chat.label')}
      className={`${PANEL} items-center justify-center gap-3 px-4 py-16 text-center`}
    >
      <Bot className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="font-mono text-lg font-bold tracking-widest">{t('library-demo.chat.none')}</h2>
      <p className="text-sm text-muted-foreground">{t('library-demo.chat.noneText')}</p>
    </section>
  );
}

function ApiKeyRequired() {
  const t = useT();
  return (
    <div className="m-3 flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm sm:m-4">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <p>
        <strong className="block font-mono font-bold tracking-wide text-destructive">
          {t('library-demo.chat.keyRequired')}
        </strong>
        {t('library-demo.chat.keyRequiredText')}
      </p>
    </div>
  );
}

function DemoChat({ agent, apiKey }: { agent: DemoAgent; apiKey: string | null }) {
  const chat = useDemoChat(agent, apiKey);
  const t = useT();
  return (
    <section aria-label={t('library-demo.chat.with', { name: agent.name })} className={PANEL}>
      <header className="border-b p-3 sm:p-4">
        <h2 className="font-mono text-lg font-bold tracking-wide break-words text-primary">
          {agent.name.toUpperCase()}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{demoAgentDescription(t, agent)}</p>
      </header>
      {!apiKey && <ApiKeyRequired />}
      <DemoMessageList agentName={agent.name} messages={chat.messages} pending={chat.pending} />
      {chat.error && <ErrorBox className="mx-3 mb-3 sm:mx-4">{chat.error}</ErrorBox>}
      {/* Each finished reply is read out once, politely, instead of token by token. */}
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </div>
      <ChatComposer
        label={t('library-demo.chat.messageTo', { name: agent.name })}
        placeholder={apiKey ? t('library-demo.chat.placeholder') : t('library-demo.chat.placeholderNoKey')}
        disabled={!apiKey}
        pending={chat.pending}
        rows={2}
        className="sm:p-4"
        onSend={chat.send}
        onStop={chat.stop}
        onClear={chat.clear}
      />
    </section>
  );
}

/** The chat side of the page; a new agent starts a new conversation. */
export function DemoChatPanel({ agent, apiKey }: { agent: DemoAgent | undefined; apiKey: string | null }) {
  if (!agent) return <NoAgentSelected />;
  return <DemoChat key={agent.id} agent={agent} apiKey={apiKey} />;
}
