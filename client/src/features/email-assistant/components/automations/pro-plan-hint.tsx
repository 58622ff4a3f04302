import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { planNameFor } from '@common/entitlements';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '../../automation-i18n';

/** The dashboard's Billing & Plans section, by its query parameter (the dashboard is another feature). */
export const PLANS_HREF = '/dashboard?section=subscription';

/**
 * Shown instead of the automation form when the plan lacks automations: the server would refuse
 * what the form sends, so the user sees why and where to upgrade. Existing automations stay listed
 * below, since pausing, stopping and deleting them stay open on every plan.
 */
export function ProPlanHint() {
  const t = useT();
  const plan = planNameFor('automations');
  return (
    <section
      aria-labelledby="automations-plan-title"
      className="grid justify-items-start gap-3 rounded-md border border-dashed p-4 text-sm"
    >
      <h5 id="automations-plan-title" className="font-mono text-xs font-bold tracking-wider">
        {t('email-assistant.plan.title', { plan: plan.toUpperCase() })}
      </h5>
      <p className="text-muted-foreground">{t('email-assistant.automations.proHint')}</p>
      <Link href={PLANS_HREF} className={buttonVariants({ size: 'sm' })}>
        <Sparkles aria-hidden />
        {t('email-assistant.plan.upgrade', { plan: plan.toUpperCase() })}
      </Link>
    </section>
  );
}
