import { CheckCircle2, LayoutDashboard, X, XCircle } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { useOAuthPopup } from '../hooks/use-oauth-popup';
import { useT, type OAuthResultKey } from '../i18n';
import { oauthErrorMessage, parseOAuthResult, providerLabel } from '../oauth-messages';

/** A server's detail line is shown, but never a page of it. */
const MAX_DETAIL_LENGTH = 300;

const PROVIDER_MARK = '\uE000';
const EMAIL_MARK = '\uE001';

/** "Your Gmail account ada@example.com is now linked.", with the provider and the address in bold. */
function linkedSentence(
  t: (key: OAuthResultKey, values?: Record<string, unknown>) => string,
  provider: string,
  email: string,
): ReactNode[] {
  const key = provider
    ? email
      ? 'oauth-result.linked.both'
      : 'oauth-result.linked.provider'
    : email
      ? 'oauth-result.linked.email'
      : 'oauth-result.linked';
  const sentence = t(key, { provider: PROVIDER_MARK, email: EMAIL_MARK });
  return sentence.split(/([\uE000\uE001])/).map((part, i) => {
    if (part === PROVIDER_MARK) return <strong key={i}>{provider}</strong>;
    if (part === EMAIL_MARK)
      return (
        <strong key={i} className="break-all">
          {email}
        </strong>
      );
    return part;
  });
}

/**
 * Where mailbox linking returns: reads only its query
 * parameters, needs no sign-in and no maintenance grant, and makes no calls.
 */
export function OAuthResultPage() {
  const t = useT();
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
          <h1 className="font-mono text-2xl font-bold tracking-wider sm:text-3xl">{t('oauth-result.connected')}</h1>
          <p className="mt-4 leading-7 break-words">
            {/* Names in bold: the sentence is split around them, so each language keeps its own order. */}
            {linkedSentence(t, provider, result.email)}
          </p>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">
            {popup ? t('oauth-result.closing') : t('oauth-result.redirecting')}
          </p>
        </>
      ) : (
        <>
          <XCircle className="mb-6 size-14 text-destructive" aria-hidden />
          <h1 className="font-mono text-2xl font-bold tracking-wider sm:text-3xl">{t('oauth-result.failed')}</h1>
          <p role="alert" className="mt-4 leading-7 font-medium break-words text-destructive">
            {oauthErrorMessage(result.error)}
          </p>
          {provider && <p className="mt-2 text-sm text-muted-foreground">{t('oauth-result.provider', { provider })}</p>}
          {detail && (
            <p className="mt-2 text-sm break-words text-muted-foreground">{t('oauth-result.details', { detail })}</p>
          )}
          {popup && <p className="mt-2 text-sm text-muted-foreground">{t('oauth-result.closing')}</p>}
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/dashboard" className={buttonVariants()}>
          <LayoutDashboard aria-hidden />
          {t('oauth-result.dashboard')}
        </Link>
        {(popup || !result.success) && (
          <Button type="button" variant="outline" onClick={() => window.close()}>
            <X aria-hidden />
            {t('oauth-result.close')}
          </Button>
        )}
      </div>
    </main>
  );
}
