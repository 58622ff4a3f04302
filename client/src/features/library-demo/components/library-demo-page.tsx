import { useState } from 'react';
import { findDemoAgent } from '../demo-agents';
import { useDemoKey } from '../hooks/use-demo-key';
import { useT } from '../i18n';
import { ApiKeyField } from './api-key-field';
import { DemoChatPanel } from './demo-chat-panel';
import { DemoRoster } from './demo-roster';

/**
 * The older, self-contained demo chat page: its own small
 * roster, the API key input and a chat with real replies streamed from the user's provider.
 */
export function LibraryDemoPage() {
  const t = useT();
  const [agentId, setAgentId] = useState<string | null>(null);
  const key = useDemoKey();
  const agent = findDemoAgent(agentId);

  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-10">
      <div className="mb-6">
        <p className="font-mono text-xs font-bold tracking-widest text-primary">{t('library-demo.tag')}</p>
        <h1 className="font-mono text-2xl font-bold tracking-wider sm:text-3xl">{t('library-demo.title')}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted-foreground">{t('library-demo.lead')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <DemoRoster selectedId={agentId} onSelect={setAgentId} />
        <div className="grid min-w-0 content-start gap-6">
          <ApiKeyField {...key} />
          <DemoChatPanel agent={agent} apiKey={key.activeKey} />
        </div>
      </div>
    </main>
  );
}
