import { Check } from 'lucide-react';
import { PLANS, formatPlanPrice, type Plan } from '@common/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PLAN_LABELS, planRelation } from '../subscription';

interface PlanComparisonGridProps {
  current: Plan;
  onChange: (plan: Plan, direction: 'upgrade' | 'downgrade') => void;
}

/** Every plan side by side: the user's plan is CURRENT, the others UPGRADE or DOWNGRADE. */
export function PlanComparisonGrid({ current, onChange }: PlanComparisonGridProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {PLANS.map((plan) => {
        const relation = planRelation(current, plan);
        const label = PLAN_LABELS[plan.id];
        return (
          <li
            key={plan.id}
            className={cn(
              'flex flex-col gap-3 rounded-lg border bg-background p-5',
              relation === 'current' && 'border-primary ring-1 ring-primary',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h4 className="font-mono text-base font-bold">{label}</h4>
              {plan.popular && <Badge variant="outline">MOST POPULAR</Badge>}
            </div>
            <p>
              <span className="font-mono text-2xl font-bold">{formatPlanPrice(plan.price)}</span>
              <span className="text-sm text-muted-foreground">/month</span>
            </p>
            <p className="text-sm text-muted-foreground">{plan.description}</p>
            <ul className="grid gap-1.5 text-sm">
              {plan.features.slice(0, 4).map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-2">
              {relation === 'current' ? (
                <Badge className="w-full justify-center py-2">CURRENT</Badge>
              ) : (
                <Button
                  className="w-full"
                  variant={relation === 'upgrade' ? 'default' : 'outline'}
                  onClick={() => onChange(plan, relation)}
                >
                  {relation === 'upgrade' ? 'UPGRADE' : 'DOWNGRADE'}
                  <span className="sr-only"> to {label}</span>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
