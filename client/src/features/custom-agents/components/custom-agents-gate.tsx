import { Lock, Sparkles } from 'lucide-react';
import { planNameFor } from '@common/entitlements';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

const PLAN_NAME = planNameFor('custom_agents');
const PLAN = PLAN_NAME.toUpperCase();

/** What a plan without custom agents sees: the server's own refusal, and the way to the plans. */
export function CustomAgentsGate({ onUpgrade }: { onUpgrade: () => void }) {
  const t = useT();
  return (
    <section
      aria-labelledby="custom-agents-gate-title"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center"
    >
      <Lock aria-hidden className="size-8 text-muted-foreground" />
      <h2 id="custom-agents-gate-title" className="font-mono text-sm font-bold tracking-[0.18em]">
        {t('custom-agents.gate.title', { plan: PLAN })}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('custom-agents.gate.text', { plan: PLAN_NAME })}</p>
      <Button onClick={onUpgrade}>
        <Sparkles aria-hidden />
        {t('custom-agents.gate.upgrade', { plan: PLAN })}
      </Button>
    </section>
  );
}
