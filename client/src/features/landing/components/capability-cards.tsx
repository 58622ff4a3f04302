import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { STARTER_AGENT_IDS } from '@common/entitlements';
import { Bot, ShieldCheck, Zap } from 'lucide-react';
import { useT } from '../i18n';

const CAPABILITIES = [
  { icon: Zap, title: 'landing.cap.fast', text: 'landing.cap.fastText' },
  { icon: ShieldCheck, title: 'landing.cap.secure', text: 'landing.cap.secureText' },
  { icon: Bot, title: 'landing.cap.agents', text: 'landing.cap.agentsText' },
] as const;

export function CapabilityCards() {
  const t = useT();
  return (
    <section aria-labelledby="capabilities-title" className="py-12">
      <h2 id="capabilities-title" className="text-center font-mono text-2xl font-bold tracking-wider">
        {t('landing.cap.title')}
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {CAPABILITIES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border bg-card p-6">
            <span className="flex size-11 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 font-mono text-lg font-bold tracking-wide">{t(title)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">
              {t(text, { count: LIBRARY_AGENT_COUNT, starter: STARTER_AGENT_IDS.length })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
