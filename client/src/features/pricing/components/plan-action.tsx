import { Link } from 'wouter';
import { Button, buttonVariants, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/queries/user';

interface PlanActionProps {
  /** Text shown to a signed-out visitor, whose click opens the create-account dialog. */
  label: string;
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * A plan's call to action. There is no checkout yet: a signed-out visitor creates an account, a
 * signed-in user goes to the dashboard, where the subscription is managed.
 */
export function PlanAction({ label, variant = 'default', className }: PlanActionProps) {
  const { isAuthenticated } = useSession();
  if (isAuthenticated) {
    return (
      <Link href="/dashboard" className={cn(buttonVariants({ variant, size: 'lg' }), className)}>
        OPEN DASHBOARD
      </Link>
    );
  }
  return (
    <Button variant={variant} size="lg" className={className} onClick={() => dialogs.openSignIn('signup')}>
      {label}
    </Button>
  );
}
