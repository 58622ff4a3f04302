import { Clock, LayoutDashboard, Library, Mail, Settings, Star } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/queries/user';
import { useStoredAgents } from '../hooks/use-stored-agents';
import { useT } from '../i18n';
import { AgentLinkList } from './agent-link-list';

/** The home page of a signed-in user: a greeting, their agents, and the ways onward. */
export function HomePage() {
  const t = useT();
  const { user } = useSession();
  const { favorites, recent } = useStoredAgents();
  const firstName = user?.firstName?.trim();
  const hasAgents = favorites.length > 0 || recent.length > 0;

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <p className="font-mono text-xs font-semibold tracking-widest text-primary">{t('home.tag')}</p>
      <h1 className="mt-2 font-mono text-2xl font-bold sm:text-3xl">
        {firstName ? t('home.welcomeName', { name: firstName }) : t('home.welcome')}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('home.lead')}</p>

      <nav aria-label={t('home.links')} className="mt-6 flex flex-wrap gap-3">
        <Link href="/dashboard" className={buttonVariants({ size: 'lg' })}>
          <LayoutDashboard aria-hidden />
          {t('home.openDashboard')}
        </Link>
        <Link href="/dashboard?tab=email-assistant" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <Mail aria-hidden />
          {t('home.emailAssistant')}
        </Link>
        <Link href="/settings" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <Settings aria-hidden />
          {t('home.settings')}
        </Link>
      </nav>

      {hasAgents ? (
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <AgentLinkList
            id="home-favorites"
            title={t('home.favorites')}
            icon={<Star className="size-4 text-primary" aria-hidden />}
            agents={favorites}
            empty={t('home.favoritesEmpty')}
          />
          <AgentLinkList
            id="home-recent"
            title={t('home.recent')}
            icon={<Clock className="size-4 text-primary" aria-hidden />}
            agents={recent}
            empty={t('home.recentEmpty')}
          />
        </div>
      ) : (
        <section aria-labelledby="home-empty" className="mt-8 rounded-lg border border-dashed bg-card p-8 text-center">
          <Library className="mx-auto size-8 text-primary" aria-hidden />
          <h2 id="home-empty" className="mt-3 font-mono text-lg font-bold">
            {t('home.empty.title')}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">{t('home.empty.text')}</p>
          <Link href="/library" className={cn(buttonVariants(), 'mt-5')}>
            {t('home.empty.browse')}
          </Link>
        </section>
      )}
    </main>
  );
}
