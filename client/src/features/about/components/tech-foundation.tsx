import { Database, FileDown, Fingerprint, HardDrive, Lock, Radio, Server, Workflow } from 'lucide-react';
import { useT } from '../i18n';

const FOUNDATION = [
  { icon: Workflow, title: 'about.tech.direct', text: 'about.tech.directText' },
  { icon: Radio, title: 'about.tech.streaming', text: 'about.tech.streamingText' },
  { icon: Server, title: 'about.tech.inFlight', text: 'about.tech.inFlightText' },
  { icon: Lock, title: 'about.tech.tokens', text: 'about.tech.tokensText' },
  { icon: Fingerprint, title: 'about.tech.signIn', text: 'about.tech.signInText' },
  { icon: Database, title: 'about.tech.database', text: 'about.tech.databaseText' },
  { icon: HardDrive, title: 'about.tech.browser', text: 'about.tech.browserText' },
  { icon: FileDown, title: 'about.tech.export', text: 'about.tech.exportText' },
] as const;

export function TechFoundation() {
  const t = useT();
  return (
    <section aria-labelledby="foundation-title" className="mt-16">
      <h2 id="foundation-title" className="font-mono text-2xl font-bold tracking-wider">
        {t('about.tech.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">{t('about.tech.lead')}</p>
      <ul className="mt-6 grid gap-x-8 gap-y-6 md:grid-cols-2">
        {FOUNDATION.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
            <div>
              <h3 className="font-mono text-sm font-bold tracking-wide">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
