import { Lock, Sparkles } from 'lucide-react';
import { planNameFor, planRequiredMessage } from '@common/entitlements';
import { Button } from '@/components/ui/button';

const PLAN = planNameFor('custom_agents').toUpperCase();

/** What a plan without custom agents sees: the server's own refusal, and the way to the plans. */
export function CustomAgentsGate({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <section
      aria-labelledby="custom-agents-gate-title"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center"
    >
      <Lock aria-hidden className="size-8 text-muted-foreground" />
      <h2 id="custom-agents-gate-title" className="font-mono text-sm font-bold tracking-[0.18em]">
        {PLAN} PLAN REQUIRED
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{planRequiredMessage('custom_agents')}</p>
      <Button onClick={onUpgrade}>
        <Sparkles aria-hidden />
        UPGRADE TO {PLAN}
      </Button>
    </section>
  );
}
