import { Clock, LayoutDashboard, Library, Mail, Settings, Star } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/queries/user';
import { useStoredAgents } from '../hooks/use-stored-agents';
import { AgentLinkList } from './agent-link-list';

/** The home page of a signed-in user: a greeting, their agents, and the ways onward. */
export function HomePage() {
  const { user } = useSession();
  const { favorites, recent } = useStoredAgents();
  const firstName = user?.firstName?.trim();
  const hasAgents = favorites.length > 0 || recent.length > 0;

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <p className="font-mono text-xs font-semibold tracking-widest text-primary">AI AGENT OPERATIONS</p>
      <h1 className="mt-2 font-mono text-2xl font-bold sm:text-3xl">
        {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Pick up where you left off, or open the dashboard to work with any agent and the Email Assistant.
      </p>

      <nav aria-label="Quick links" className="mt-6 flex flex-wrap gap-3">
        <Link href="/dashboard" className={buttonVariants({ size: 'lg' })}>
          <LayoutDashboard aria-hidden />
          OPEN DASHBOARD
        </Link>
        <Link href="/dashboard?tab=email-assistant" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <Mail aria-hidden />
          EMAIL ASSISTANT
        </Link>
        <Link href="/settings" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <Settings aria-hidden />
          ACCOUNT SETTINGS
        </Link>
      </nav>

      {hasAgents ? (
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <AgentLinkList
            id="home-favorites"
            title="FAVORITE AGENTS"
            icon={<Star className="size-4 text-primary" aria-hidden />}
            agents={favorites}
            empty="Star an agent in the dashboard to keep it here."
          />
          <AgentLinkList
            id="home-recent"
            title="RECENT AGENTS"
            icon={<Clock className="size-4 text-primary" aria-hidden />}
            agents={recent}
            empty="Agents you open will appear here."
          />
        </div>
      ) : (
        <section aria-labelledby="home-empty" className="mt-8 rounded-lg border border-dashed bg-card p-8 text-center">
          <Library className="mx-auto size-8 text-primary" aria-hidden />
          <h2 id="home-empty" className="mt-3 font-mono text-lg font-bold">
            No agents yet
          </h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
            Browse the Agent Library to find a specialist for writing, planning, research, business or code. Agents you
            open or star show up here.
          </p>
          <Link href="/library" className={cn(buttonVariants(), 'mt-5')}>
            BROWSE THE LIBRARY
          </Link>
        </section>
      )}
    </main>
  );
}
