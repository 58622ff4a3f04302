import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { AGENT_ROSTER as AGENTS, CATEGORIES } from '@common/agents/roster';
import { AGENT_CATEGORIES } from '@common/schemas/agent-categories';
import type { AgentCategory, AgentSummary } from '@common/schemas/agent';
import { dialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/queries/user';
import { AgentGrid } from './agent-grid';
import { CategoryTabs } from './category-tabs';
import { GuestCallToAction } from './guest-call-to-action';
import { LibraryHeader } from './library-header';
import { useT } from '../i18n';

export function LibraryPage() {
  const t = useT();
  const { user, isLoading } = useSession();
  const [, navigate] = useLocation();
  const [category, setCategory] = useState<AgentCategory>('Creative');

  const byCategory = useMemo(() => {
    const groups = Object.fromEntries(AGENT_CATEGORIES.map((c) => [c, [] as AgentSummary[]])) as Record<
      AgentCategory,
      AgentSummary[]
    >;
    for (const agent of AGENTS) groups[agent.category].push(agent);
    return groups;
  }, []);
  const counts = useMemo(
    () => Object.fromEntries(AGENT_CATEGORIES.map((c) => [c, byCategory[c].length])) as Record<AgentCategory, number>,
    [byCategory],
  );

  if (isLoading) {
    return (
      <main id="main" className="mx-auto flex min-h-[50vh] max-w-7xl items-center justify-center px-4">
        <p role="status" className="flex items-center gap-3 font-mono text-sm text-muted-foreground">
          <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" />
          {t('library.loading')}
        </p>
      </main>
    );
  }

  const openAgent = (agent: AgentSummary) => {
    if (user) navigate(`/dashboard?selectedAgent=${encodeURIComponent(agent.id)}`);
    else dialogs.openSignIn();
  };

  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-12">
      <LibraryHeader signedIn={Boolean(user)} isAdmin={Boolean(user?.isAdmin)} agentCount={AGENTS.length} />
      <div className="mt-6">
        <CategoryTabs value={category} onChange={setCategory} counts={counts}>
          {(c) => (
            <AgentGrid
              title={c}
              category={CATEGORIES.find((x) => x.title === c)}
              agents={byCategory[c]}
              onOpen={openAgent}
            />
          )}
        </CategoryTabs>
      </div>
      {!user && <GuestCallToAction onSignIn={() => dialogs.openSignIn()} />}
    </main>
  );
}
