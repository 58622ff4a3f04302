import { useT } from '@/components/layout/i18n';

export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] items-center justify-center gap-3 font-mono text-sm text-muted-foreground"
    >
      <span className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden />
      {label ?? t('layout.loading')}
    </div>
  );
}
