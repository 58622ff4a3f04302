import { AlertTriangle, RefreshCw } from 'lucide-react';
import { MAIL_PROVIDER_LABELS, type EmailAccount } from '@common/schemas/email-accounts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { DisconnectDialog } from './disconnect-dialog';
import { useDateFormat } from '@/lib/preferences/date-format';
import { useT } from '../i18n';

interface AccountItemProps {
  account: EmailAccount;
  syncPending: boolean;
  disconnectPending: boolean;
  reconnectDisabled: boolean;
  onSync: (syncEnabled: boolean) => void;
  onDisconnect: () => void;
  onReconnect: () => void;
}

/** One linked mailbox: provider, address, state, last sync, automation switch, reconnect and disconnect. */
export function AccountItem(props: AccountItemProps) {
  const { account, syncPending, disconnectPending, reconnectDisabled } = props;
  const switchId = `account-sync-${account.id}`;
  const format = useDateFormat();
  const t = useT();
  return (
    <li className="grid gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs font-bold tracking-wider uppercase">
            {MAIL_PROVIDER_LABELS[account.provider]}
          </span>
          <Badge
            variant={account.isActive ? 'success' : 'outline'}
            // The success token on its tint is under 4.5:1 in the light theme.
            className={account.isActive ? 'text-green-800 dark:text-success' : undefined}
          >
            {account.isActive ? t('linked-accounts.item.active') : t('linked-accounts.item.inactive')}
          </Badge>
        </p>
        <p className="truncate text-sm font-medium">{account.email}</p>
        {account.displayName && <p className="truncate text-xs text-muted-foreground">{account.displayName}</p>}
        <p className="text-xs text-muted-foreground">
          {account.lastSyncAt
            ? t('linked-accounts.item.lastSync', { when: format.dateTime(account.lastSyncAt) })
            : t('linked-accounts.item.neverSynced')}
        </p>
        {account.needsReauth && (
          <p className="flex items-center gap-1.5 text-xs font-medium text-destructive">
            <AlertTriangle aria-hidden className="size-3.5" />
            {t('linked-accounts.item.needsReauth')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {account.isActive && (
          <div className="flex items-center gap-2">
            <Switch id={switchId} checked={account.syncEnabled} disabled={syncPending} onCheckedChange={props.onSync} />
            <label htmlFor={switchId} className="font-mono text-xs font-semibold tracking-wider">
              {account.syncEnabled ? t('linked-accounts.item.automationOn') : t('linked-accounts.item.automationOff')}
              <span className="sr-only"> {t('linked-accounts.item.forEmail', { email: account.email })}</span>
            </label>
          </div>
        )}
        {account.needsReauth && (
          <Button size="sm" onClick={props.onReconnect} disabled={reconnectDisabled}>
            <RefreshCw aria-hidden />
            {t('linked-accounts.item.reconnect')}
            <span className="sr-only"> {account.email}</span>
          </Button>
        )}
        <DisconnectDialog email={account.email} pending={disconnectPending} onConfirm={props.onDisconnect} />
      </div>
    </li>
  );
}
