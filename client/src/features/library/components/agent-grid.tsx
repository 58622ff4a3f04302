import type { AgentSummary, Category } from '@common/schemas/agent';
import { AgentCard } from './agent-card';
import { useT } from '../i18n';

interface AgentGridProps {
  title: string;
  category: Category | undefined;
  agents: AgentSummary[];
  onOpen: (agent: AgentSummary) => void;
}

export function AgentGrid({ title, category, agents, onOpen }: AgentGridProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="font-mono text-sm font-bold tracking-widest text-primary uppercase">
          {t('library.grid.title', { category: title })}
        </h2>
        {category?.description && <p className="text-sm text-muted-foreground">{category.description}</p>}
      </div>
      {agents.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          {t('library.grid.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {agents.map((agent) => (
            <li key={agent.id} className="flex">
              <AgentCard agent={agent} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
