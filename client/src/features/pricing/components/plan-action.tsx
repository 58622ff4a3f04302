import { Link } from 'wouter';
import { PLANS, type Plan } from '@common/plans';
import { buttonVariants } from '@/components/ui/button-variants';
import { Button } from '@/components/ui/unmerged/button';
import { dialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/queries/user';
import { useT } from '../i18n';

/** Where a signed-in user changes plan: the dashboard's Billing & Plans, which does it for real. */
export const SUBSCRIPTION_HREF = '/dashboard?section=subscription';

interface PlanActionProps {
  /** Text shown to a signed-out visitor, whose click opens the create-account dialog. */
  label: string;
  /** The plan the button stands for; without one a signed-in user is offered the dashboard. */
  plan?: Plan;
  variant?: 'default' | 'outline';
  className?: string;
}

/**
 * A plan's call to action. A signed-out visitor creates an account first. A signed-in user sees
 * their own plan as CURRENT, and any other plan leads to the subscription screen, where the change
 * is made (with its Checkout or its dated confirmation).
 */
export function PlanAction({ label, plan, variant = 'default', className }: PlanActionProps) {
  const t = useT();
  const { user } = useSession();
  if (user) {
    // The classes the buttons below get for the same variant and className (checked there).
    const linkClass = buttonVariants({ variant, size: 'lg', className });
    if (!plan) {
      return (
        <Link href="/dashboard" className={linkClass}>
          {t('pricing.action.dashboard')}
        </Link>
      );
    }
    if (plan.id === user.plan) {
      return (
        <Button variant="outline" size="lg" className={className} disabled>
          {t('pricing.action.current')}
          <span className="sr-only">{t('pricing.action.currentSuffix')}</span>
        </Button>
      );
    }
    // The subscription screen's words: a dearer plan is an upgrade, a cheaper one a downgrade.
    const currentPrice = PLANS.find((p) => p.id === user.plan)?.price ?? 0;
    const name = plan.name.toUpperCase();
    return (
      <Link href={SUBSCRIPTION_HREF} className={linkClass}>
        {plan.price > currentPrice
          ? t('pricing.action.upgrade', { plan: name })
          : t('pricing.action.downgrade', { plan: name })}
      </Link>
    );
  }
  return (
    <Button variant={variant} size="lg" className={className} onClick={() => dialogs.openSignIn('signup')}>
      {label}
    </Button>
  );
}
