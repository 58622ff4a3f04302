import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AgentSummary } from '@common/schemas/agent';
import { Badge } from '@/components/ui/badge';

interface AgentLinkListProps {
  id: string;
  title: string;
  icon: ReactNode;
  agents: AgentSummary[];
  empty: string;
}

/** A titled list of agents, each opening it in the dashboard. */
export function AgentLinkList({ id, title, icon, agents, empty }: AgentLinkListProps) {
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-card p-5">
      <h2 id={id} className="flex items-center gap-2 font-mono text-sm font-bold tracking-wider">
        {icon}
        {title}
      </h2>
      {agents.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {agents.map((agent) => (
            <li key={agent.id}>
              <Link
                href={`/dashboard?selectedAgent=${encodeURIComponent(agent.id)}`}
                className="group flex items-center gap-3 rounded-md border border-transparent p-3 transition-colors hover:border-border hover:bg-accent hover:text-accent-foreground"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{agent.name}</span>
                    <Badge variant="outline">{agent.category}</Badge>
                  </span>
                  <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">{agent.description}</span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground group-hover:text-primary" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
