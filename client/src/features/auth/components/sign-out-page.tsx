import { Home, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { useSession } from '@/lib/queries/user';
import { errorMessage } from '@/lib/error-message';
import { logout } from '../api/auth-api';
import { useT } from '../i18n';

/**
 * Where GET /api/logout sends a navigation that did not come from our own pages (another site, a
 * typed address): signing out takes a click here, which posts to /api/auth/logout from this page.
 */
export function SignOutPage() {
  const t = useT();
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
      setError(errorMessage(err, t('auth.signOut.failed')));
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
          <h1 className="font-mono text-3xl font-bold tracking-wider">{t('auth.signOut.title')}</h1>
          <p className="mt-4 leading-7 text-muted-foreground">{t('auth.signOut.explanation', { email: user.email })}</p>
          <ErrorBox className="mt-6 text-left">{error}</ErrorBox>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button onClick={() => void signOut()} disabled={pending}>
              <LogOut aria-hidden />
              {pending ? t('auth.signOut.submitting') : t('auth.signOut.submit')}
            </Button>
            <Link href="/" className={buttonVariants({ variant: 'outline' })}>
              {t('auth.signOut.stay')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="font-mono text-3xl font-bold tracking-wider">{t('auth.signOut.done')}</h1>
          <Link href="/" className={buttonVariants({ className: 'mt-8' })}>
            <Home aria-hidden />
            {t('auth.signOut.home')}
          </Link>
        </>
      )}
    </main>
  );
}
