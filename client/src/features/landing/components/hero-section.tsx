import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { STARTER_AGENT_IDS } from '@common/entitlements';
import { KeyRound, Timer, Unlock } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { dialogs } from '@/lib/dialogs';
import { STORAGE_KEYS } from '@/lib/storage';
import { useT } from '../i18n';

const CLAIMS = [
  { icon: KeyRound, text: 'landing.hero.key' },
  { icon: Timer, text: 'landing.hero.setup' },
  { icon: Unlock, text: 'landing.hero.free' },
] as const;

function startOnboarding() {
  dialogs.openWizard((apiKey) => {
    localStorage.setItem(STORAGE_KEYS.apiKey, apiKey);
    localStorage.setItem(STORAGE_KEYS.hasSeenOnboarding, 'true');
    window.location.href = '/api/login';
  });
}

export function HeroSection() {
  const t = useT();
  return (
    <section aria-labelledby="hero-title" className="py-12 text-center sm:py-20">
      <p className="inline-flex flex-wrap items-center justify-center gap-x-2 rounded border border-primary/40 bg-accent px-3 py-1 font-mono text-xs font-bold tracking-widest text-accent-foreground">
        <span>AGENTOPS</span>
        <span aria-hidden>{'//'}</span>
        <span>{t('landing.hero.tag')}</span>
      </p>
      <h1 id="hero-title" className="mx-auto mt-6 max-w-4xl font-mono text-3xl font-bold tracking-tight sm:text-5xl">
        {t('landing.hero.title')} <span className="block text-primary">{t('landing.hero.titleAccent')}</span>
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-base text-muted-foreground sm:text-lg">
        {t('landing.hero.lead', { count: LIBRARY_AGENT_COUNT })}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {/* Native buttons with the button's classes: the landing is the first load, without the class merger. */}
        <button className={buttonVariants({ size: 'lg' })} onClick={() => dialogs.openSignIn()}>
          {t('landing.hero.access')}
        </button>
        <button className={buttonVariants({ size: 'lg', variant: 'outline' })} onClick={startOnboarding}>
          {t('landing.hero.start')}
        </button>
      </div>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-3 text-left text-sm sm:grid-cols-3">
        {CLAIMS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 rounded-md border bg-card p-4">
            <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{t(text, { count: STARTER_AGENT_IDS.length })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
