import { Home, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { useSession } from '@/lib/queries/user';
import { errorMessage } from '@/lib/error-message';
import { logout } from '../api/auth-api';

/**
 * Where GET /api/logout sends a navigation that did not come from our own pages (another site, a
 * typed address): signing out takes a click here, which posts to /api/auth/logout from this page.
 */
export function SignOutPage() {
  const { user, isLoading } = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function signOut() {
    setPending(true);
    setError(undefined);
    try {
      await logout();
      // A full load, as after the LOGOUT button: every part of the page starts signed out.
      window.location.assign('/');
    } catch (err) {
      setError(errorMessage(err, 'Sign out failed. Please try again.'));
      setPending(false);
    }
  }

  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="mb-6 flex size-16 items-center justify-center rounded-full border border-primary/40 bg-primary/10">
        <LogOut className="size-8 text-primary" aria-hidden />
      </div>
      {isLoading ? null : user ? (
        <>
          <h1 className="font-mono text-3xl font-bold tracking-wider">Sign out?</h1>
          <p className="mt-4 leading-7 text-muted-foreground">
            A link asked to sign you out of AgentOps as {user.email}. Sign out only if you meant to.
          </p>
          <ErrorBox className="mt-6 text-left">{error}</ErrorBox>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button onClick={() => void signOut()} disabled={pending}>
              <LogOut aria-hidden />
              {pending ? 'SIGNING OUT...' : 'SIGN OUT'}
            </Button>
            <Link href="/" className={buttonVariants({ variant: 'outline' })}>
              STAY SIGNED IN
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="font-mono text-3xl font-bold tracking-wider">You are signed out</h1>
          <Link href="/" className={buttonVariants({ className: 'mt-8' })}>
            <Home aria-hidden />
            BACK TO HOME
          </Link>
        </>
      )}
    </main>
  );
}
