import { useT } from '../i18n';

export const WIZARD_STEPS = 4;

export function WizardProgress({ step }: { step: number }) {
  const t = useT();
  const label = t('onboarding.progress.step', { step, total: WIZARD_STEPS });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between font-mono text-xs font-semibold tracking-wider text-muted-foreground">
        <span>{label}</span>
        <span aria-hidden>{Math.round((step / WIZARD_STEPS) * 100)}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('onboarding.progress.label')}
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS}
        aria-valuenow={step}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(step / WIZARD_STEPS) * 100}%` }}
        />
      </div>
    </div>
  );
}
