import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailAccount } from '@common/schemas/email-accounts';
import { toast } from '@/lib/toast';
import { ACCOUNTS_QUERY_KEY, fetchAccounts } from '@/lib/queries/accounts';
import { disconnectAccount, fetchProviders, PROVIDERS_QUERY_KEY, setAccountSync } from '../api/accounts-api';
import { errorMessage } from '@/lib/error-message';

/** The linked mailboxes, how each provider can be linked, and the per-account actions with their toasts. */
export function useLinkedAccounts() {
  const queryClient = useQueryClient();
  const accounts = useQuery({ queryKey: ACCOUNTS_QUERY_KEY, queryFn: fetchAccounts });
  const providers = useQuery({ queryKey: PROVIDERS_QUERY_KEY, queryFn: fetchProviders });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });

  const sync = useMutation({
    mutationFn: ({ id, syncEnabled }: { id: string; syncEnabled: boolean }) => setAccountSync(id, syncEnabled),
    onSuccess: (updated) => {
      queryClient.setQueryData<EmailAccount[]>(ACCOUNTS_QUERY_KEY, (list) =>
        list?.map((a) => (a.id === updated.id ? updated : a)),
      );
      toast({ title: 'Sync Updated', description: 'Account sync settings updated.' });
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: 'Update Failed',
        description: errorMessage(err, 'Failed to update sync settings', { ownErrors: true }),
      }),
  });

  const disconnect = useMutation({
    mutationFn: (id: string) => disconnectAccount(id),
    onSuccess: () => {
      toast({ title: 'Account Disconnected', description: 'Email account has been removed.' });
      void refresh();
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: 'Disconnect Failed',
        description: errorMessage(err, 'Failed to disconnect email account', { ownErrors: true }),
      }),
  });

  return { accounts, providers, refresh, sync, disconnect };
}
