import { Wrench } from 'lucide-react';
import { useT } from '../i18n';
import { TesterAccessForm } from './tester-access-form';

/**
 * Shown instead of the whole app (no header or footer) while the maintenance gate is on. It stands
 * alone, so it carries its own landmark, heading and background.
 */
export function MaintenancePage() {
  const t = useT();
  return (
    <main
      id="main"
      className="relative flex min-h-screen items-center justify-center overflow-hidden bg-background px-4 py-10"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:48px_48px] opacity-40 [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]"
      />
      <div className="relative w-full max-w-md rounded-lg border bg-card p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-14 items-center justify-center rounded-full border border-primary/40 bg-primary/10 text-primary">
            <Wrench aria-hidden className="size-7" />
          </span>
          <p className="flex items-center gap-2 font-mono text-[11px] font-bold tracking-[0.2em] text-muted-foreground">
            <span aria-hidden className="size-2 animate-pulse rounded-full bg-primary" />
            {t('maintenance.status')}
          </p>
          <h1 className="font-mono text-2xl font-bold tracking-wider sm:text-3xl">{t('maintenance.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('maintenance.text')}</p>
        </div>
        <div className="border-t pt-6">
          <TesterAccessForm />
        </div>
      </div>
    </main>
  );
}
