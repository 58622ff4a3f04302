import { Link2 } from 'lucide-react';
import { useState } from 'react';
import type { EmailAccount, LinkMethod, MailProvider } from '@common/schemas/email-accounts';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/error-message';
import { useLinkedAccounts } from '../hooks/use-linked-accounts';
import { useOAuthLink } from '../hooks/use-oauth-link';
import { useT } from '../i18n';
import { AccountItem } from './account-item';
import { AppPasswordDialog } from './app-password-dialog';
import { ProviderButtons } from './provider-buttons';
import { SecurityNote } from './security-note';

type AppPasswordTarget = { provider: 'icloud' | 'yahoo'; email?: string };

/** Email account linking: security note, linked accounts, provider buttons. */
export function LinkedAccountsPanel() {
  const t = useT();
  const { accounts, providers, refresh, sync, disconnect } = useLinkedAccounts();
  const { connecting, connect } = useOAuthLink(() => void refresh());
  const [appPassword, setAppPassword] = useState<AppPasswordTarget | null>(null);

  const list = accounts.data ?? [];
  const methods = providers.data
    ? (Object.fromEntries(providers.data.map((p) => [p.provider, p.method])) as Record<MailProvider, LinkMethod>)
    : undefined;
  const connected = new Set(list.map((a) => a.provider));

  const startLink = (provider: MailProvider, email?: string) => {
    if (methods?.[provider] === 'app_password' && (provider === 'icloud' || provider === 'yahoo')) {
      setAppPassword({ provider, email });
    } else {
      void connect(provider);
    }
  };
  const reconnect = (account: EmailAccount) => startLink(account.provider, account.email);

  return (
    <div className="grid gap-6">
      <SecurityNote />

      <section aria-labelledby="linked-accounts-list" className="grid gap-3">
        <h3 id="linked-accounts-list" className="font-mono text-sm font-bold tracking-wider">
          {t('linked-accounts.panel.connectedAccounts')}
        </h3>
        {accounts.isLoading && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('linked-accounts.panel.loading')}
          </p>
        )}
        <ErrorBox>
          {accounts.error
            ? errorMessage(accounts.error, t('linked-accounts.panel.loadFailed'), { ownErrors: true })
            : null}
        </ErrorBox>
        {accounts.isSuccess && list.length === 0 && (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
            <Link2 aria-hidden className="size-8 text-primary" />
            <p className="font-mono text-sm font-bold tracking-wider">{t('linked-accounts.panel.emptyTitle')}</p>
            <p className="max-w-md text-sm text-muted-foreground">{t('linked-accounts.panel.emptyDescription')}</p>
          </div>
        )}
        {list.length > 0 && (
          <ul className="grid gap-3">
            {list.map((account) => (
              <AccountItem
                key={account.id}
                account={account}
                syncPending={sync.isPending && sync.variables?.id === account.id}
                disconnectPending={disconnect.isPending && disconnect.variables === account.id}
                reconnectDisabled={connecting !== null || !methods || methods[account.provider] === 'unavailable'}
                onSync={(syncEnabled) => sync.mutate({ id: account.id, syncEnabled })}
                onDisconnect={() => disconnect.mutate(account.id)}
                onReconnect={() => reconnect(account)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="linked-accounts-providers" className="grid gap-3">
        <h3 id="linked-accounts-providers" className="font-mono text-sm font-bold tracking-wider">
          {t('linked-accounts.panel.connectMailbox')}
        </h3>
        <ErrorBox>
          {providers.error
            ? errorMessage(providers.error, t('linked-accounts.panel.providersFailed'), { ownErrors: true })
            : null}
        </ErrorBox>
        <ProviderButtons
          methods={methods}
          connected={connected}
          connecting={connecting}
          onOAuth={(p) => void connect(p)}
          onAppPassword={(p) => startLink(p)}
        />
      </section>

      {appPassword && (
        <AppPasswordDialog
          key={`${appPassword.provider}-${appPassword.email ?? ''}`}
          provider={appPassword.provider}
          email={appPassword.email}
          onClose={() => setAppPassword(null)}
          onLinked={() => void refresh()}
        />
      )}
    </div>
  );
}
