import { Bot, Gauge, KeyRound, Lock, Scale, ShieldCheck } from 'lucide-react';
import { useT } from '../i18n';

const PRINCIPLES = [
  { icon: KeyRound, title: 'about.principles.key', text: 'about.principles.keyText' },
  { icon: Lock, title: 'about.principles.privacy', text: 'about.principles.privacyText' },
  { icon: ShieldCheck, title: 'about.principles.security', text: 'about.principles.securityText' },
  { icon: Bot, title: 'about.principles.specialists', text: 'about.principles.specialistsText' },
  { icon: Gauge, title: 'about.principles.automation', text: 'about.principles.automationText' },
  { icon: Scale, title: 'about.principles.pricing', text: 'about.principles.pricingText' },
] as const;

export function PrinciplesSection() {
  const t = useT();
  return (
    <section aria-labelledby="principles-title" className="mt-16">
      <h2 id="principles-title" className="font-mono text-2xl font-bold tracking-wider">
        {t('about.principles.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PRINCIPLES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border bg-card p-6">
            <span className="flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 font-mono text-base font-bold tracking-wide">{t(title)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
