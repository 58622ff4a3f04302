import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/unmerged/button';
import { useSession, type SessionUser } from '@/lib/queries/user';
import { useT } from './i18n';

interface AuthGateProps {
  /** The heading of the signed-out prompt, e.g. "DASHBOARD ACCESS REQUIRED". */
  title: string;
  description: string;
  /** SIGN IN TO CONTINUE: the sign-in dialog or the server's sign-in route, as the page prefers. */
  onSignIn: () => void;
  /** The page itself, for the signed-in user. */
  children: (user: SessionUser) => ReactNode;
}

/**
 * A page for signed-in users only: while the session is read it says so, signed out it asks to
 * sign in, and signed in it renders the page with the user.
 */
export function AuthGate({ title, description, onSignIn, children }: AuthGateProps) {
  const t = useT();
  const { user, isLoading } = useSession();

  if (isLoading) {
    return (
      <main id="main" className="flex min-h-[50vh] items-center justify-center px-4">
        <p role="status" className="flex items-center gap-3 font-mono text-sm text-muted-foreground">
          <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" />
          {t('layout.gate.verifying')}
        </p>
      </main>
    );
  }

  if (!user) {
    return (
      <main id="main" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
        <Lock className="size-10 text-primary" aria-hidden />
        <h1 className="mt-4 font-mono text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
        <Button className="mt-6" size="lg" onClick={onSignIn}>
          {t('layout.gate.signIn')}
        </Button>
      </main>
    );
  }

  return children(user);
}
