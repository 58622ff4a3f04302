import { Mail } from 'lucide-react';
import { useT } from '../i18n';

export function EmailAssistantHighlight() {
  const t = useT();
  return (
    <section
      aria-labelledby="email-assistant-title"
      className="my-12 flex flex-col gap-5 rounded-lg border border-primary/40 bg-card p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Mail className="size-7" aria-hidden />
      </span>
      <div>
        <p className="font-mono text-xs font-bold tracking-widest text-primary">{t('landing.email.tag')}</p>
        <h2 id="email-assistant-title" className="mt-1 font-mono text-xl font-bold tracking-wide sm:text-2xl">
          {t('landing.email.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('landing.email.text')}</p>
      </div>
    </section>
  );
}
