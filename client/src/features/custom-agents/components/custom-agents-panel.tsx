import { Download, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { hasFeature } from '@common/entitlements';
import type { AgentSummary } from '@common/schemas/agent';
import type { CustomAgent } from '@common/schemas/custom-agents';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/error-message';
import { customAgentSummary, useCustomAgents } from '@/lib/queries/custom-agents';
import { useSession } from '@/lib/queries/user';
import { CUSTOM_AGENTS_EXPORT_URL } from '../api/custom-agents-api';
import { useT } from '../i18n';
import { AgentEditorDialog } from './agent-editor-dialog';
import { CustomAgentItem } from './custom-agent-item';
import { CustomAgentsGate } from './custom-agents-gate';
import { ImportAgentsDialog } from './import-agents-dialog';

export interface CustomAgentsPanelProps {
  /** Opens the agent in the dashboard's chat. */
  onOpen: (agent: AgentSummary) => void;
  /** The gate's way to the plans. */
  onUpgrade: () => void;
}

/** MY AGENTS: the user's own agents, to create, edit, delete, import and export (Basic and above). */
export function CustomAgentsPanel({ onOpen, onUpgrade }: CustomAgentsPanelProps) {
  const t = useT();
  const { user } = useSession();
  const allowed = user ? hasFeature(user, 'custom_agents') : false;
  const list = useCustomAgents(allowed);
  // `undefined`: the editor is closed; `null`: it is open for a new agent.
  const [editing, setEditing] = useState<CustomAgent | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);

  if (!allowed) return <CustomAgentsGate onUpgrade={onUpgrade} />;
  const agents = list.data?.agents ?? [];
  const full = list.data ? agents.length >= list.data.limit : false;

  return (
    <section aria-labelledby="custom-agents-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="custom-agents-title" className="font-mono text-sm font-bold tracking-[0.18em]">
            {t('custom-agents.panel.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {list.data
              ? t('custom-agents.panel.count', { count: agents.length, limit: list.data.limit })
              : t('custom-agents.panel.loading')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing(null)} disabled={full}>
            <Plus aria-hidden />
            {t('custom-agents.panel.new')}
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)} disabled={full}>
            <Upload aria-hidden />
            {t('custom-agents.panel.import')}
          </Button>
          {agents.length > 0 && (
            <Button variant="outline" asChild>
              <a href={CUSTOM_AGENTS_EXPORT_URL} download>
                <Download aria-hidden />
                {t('custom-agents.panel.export')}
              </a>
            </Button>
          )}
        </div>
      </div>
      <ErrorBox>{list.error ? errorMessage(list.error, t('custom-agents.panel.loadFailed')) : null}</ErrorBox>
      {list.data && agents.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('custom-agents.panel.empty')}
        </p>
      )}
      {agents.length > 0 && (
        <ul aria-label={t('custom-agents.panel.list')} className="grid gap-3">
          {agents.map((agent) => (
            <CustomAgentItem
              key={agent.id}
              agent={agent}
              onChat={() => onOpen(customAgentSummary(agent))}
              onEdit={() => setEditing(agent)}
            />
          ))}
        </ul>
      )}
      <AgentEditorDialog agent={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} />
      <ImportAgentsDialog open={importing} onClose={() => setImporting(false)} />
    </section>
  );
}
