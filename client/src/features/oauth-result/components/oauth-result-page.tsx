import { CheckCircle2, LayoutDashboard, X, XCircle } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { useOAuthPopup } from '../hooks/use-oauth-popup';
import { oauthErrorMessage, parseOAuthResult, providerLabel } from '../oauth-messages';

/** A server's detail line is shown, but never a page of it. */
const MAX_DETAIL_LENGTH = 300;

/**
 * Where mailbox linking returns: reads only its query
 * parameters, needs no sign-in and no maintenance grant, and makes no calls.
 */
export function OAuthResultPage() {
  const search = useSearch();
  const result = useMemo(() => parseOAuthResult(search), [search]);
  const { popup } = useOAuthPopup(result);
  const provider = result.provider ? providerLabel(result.provider) : '';
  const detail = result.message.slice(0, MAX_DETAIL_LENGTH);

  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      {result.success ? (
        <>
          <CheckCircle2 className="mb-6 size-14 text-success" aria-hidden />
          <h1 className="font-mono text-2xl font-bold tracking-wider sm:text-3xl">Account Connected!</h1>
          <p className="mt-4 leading-7 break-words">
            {provider ? (
              <>
                Your <strong>{provider}</strong> account{' '}
              </>
            ) : (
              'Your account '
            )}
            {result.email && <strong className="break-all">{result.email}</strong>} is now linked.
          </p>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">
            {popup
              ? 'This window will close automatically.'
              : 'You can enable automation for this account in the dashboard. Taking you there now…'}
          </p>
        </>
      ) : (
        <>
          <XCircle className="mb-6 size-14 text-destructive" aria-hidden />
          <h1 className="font-mono text-2xl font-bold tracking-wider sm:text-3xl">Connection Failed</h1>
          <p role="alert" className="mt-4 leading-7 font-medium break-words text-destructive">
            {oauthErrorMessage(result.error)}
          </p>
          {provider && <p className="mt-2 text-sm text-muted-foreground">Provider: {provider}</p>}
          {detail && <p className="mt-2 text-sm break-words text-muted-foreground">Details: {detail}</p>}
          {popup && <p className="mt-2 text-sm text-muted-foreground">This window will close automatically.</p>}
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/dashboard" className={buttonVariants()}>
          <LayoutDashboard aria-hidden />
          Return to Dashboard
        </Link>
        {(popup || !result.success) && (
          <Button type="button" variant="outline" onClick={() => window.close()}>
            <X aria-hidden />
            Close Window
          </Button>
        )}
      </div>
    </main>
  );
}
