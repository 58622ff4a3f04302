import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { STARTER_AGENT_IDS } from '@common/entitlements';
import { KeyRound, Timer, Unlock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { dialogs } from '@/lib/dialogs';
import { STORAGE_KEYS } from '@/lib/storage';
import { useT } from '../i18n';

const CLAIMS = [
  { icon: KeyRound, text: 'Your API key stays in your browser, stored by us only if you choose it for automations.' },
  { icon: Timer, text: 'Setup takes about 2 minutes.' },
  { icon: Unlock, text: `${STARTER_AGENT_IDS.length} starter agents are free. Upgrading unlocks all agents.` },
];

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
        <span>AI AGENT OPERATIONS</span>
      </p>
      <h1 id="hero-title" className="mx-auto mt-6 max-w-4xl font-mono text-3xl font-bold tracking-tight sm:text-5xl">
        {t('landing.hero.title')} <span className="block text-primary">{t('landing.hero.titleAccent')}</span>
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-base text-muted-foreground sm:text-lg">
        Put {LIBRARY_AGENT_COUNT} specialist AI agents to work without writing a line of code. Bring your own
        AI-provider key: you control usage and cost.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={() => dialogs.openSignIn()}>
          ACCESS SYSTEM
        </Button>
        <Button size="lg" variant="outline" onClick={startOnboarding}>
          GETTING STARTED
        </Button>
      </div>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-3 text-left text-sm sm:grid-cols-3">
        {CLAIMS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 rounded-md border bg-card p-4">
            <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
