import { AlertTriangle, RefreshCw } from 'lucide-react';
import { MAIL_PROVIDER_LABELS, type EmailAccount } from '@common/schemas/email-accounts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { DisconnectDialog } from './disconnect-dialog';
import { useDateFormat } from '@/lib/preferences/date-format';

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
            {account.isActive ? 'ACTIVE' : 'INACTIVE'}
          </Badge>
        </p>
        <p className="truncate text-sm font-medium">{account.email}</p>
        {account.displayName && <p className="truncate text-xs text-muted-foreground">{account.displayName}</p>}
        <p className="text-xs text-muted-foreground">
          {account.lastSyncAt ? `Last sync ${format.dateTime(account.lastSyncAt)}` : 'Never synced'}
        </p>
        {account.needsReauth && (
          <p className="flex items-center gap-1.5 text-xs font-medium text-destructive">
            <AlertTriangle aria-hidden className="size-3.5" />
            The provider no longer accepts this link: reconnect the account.
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {account.isActive && (
          <div className="flex items-center gap-2">
            <Switch id={switchId} checked={account.syncEnabled} disabled={syncPending} onCheckedChange={props.onSync} />
            <label htmlFor={switchId} className="font-mono text-xs font-semibold tracking-wider">
              {account.syncEnabled ? 'AUTOMATION ON' : 'AUTOMATION OFF'}
              <span className="sr-only"> for {account.email}</span>
            </label>
          </div>
        )}
        {account.needsReauth && (
          <Button size="sm" onClick={props.onReconnect} disabled={reconnectDisabled}>
            <RefreshCw aria-hidden />
            Reconnect
            <span className="sr-only"> {account.email}</span>
          </Button>
        )}
        <DisconnectDialog email={account.email} pending={disconnectPending} onConfirm={props.onDisconnect} />
      </div>
    </li>
  );
}
