import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailAccount } from '@common/schemas/email-accounts';
import { toast } from '@/lib/toast';
import { ACCOUNTS_QUERY_KEY, fetchAccounts } from '@/lib/queries/accounts';
import { disconnectAccount, fetchProviders, PROVIDERS_QUERY_KEY, setAccountSync } from '../api/accounts-api';
import { errorMessage } from '@/lib/error-message';
import { useT } from '../i18n';

/** The linked mailboxes, how each provider can be linked, and the per-account actions with their toasts. */
export function useLinkedAccounts() {
  const t = useT();
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
      toast({
        title: t('linked-accounts.sync.updatedTitle'),
        description: t('linked-accounts.sync.updatedDescription'),
      });
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: t('linked-accounts.sync.failedTitle'),
        description: errorMessage(err, t('linked-accounts.sync.failedDescription'), { ownErrors: true }),
      }),
  });

  const disconnect = useMutation({
    mutationFn: (id: string) => disconnectAccount(id),
    onSuccess: () => {
      toast({
        title: t('linked-accounts.disconnected.title'),
        description: t('linked-accounts.disconnected.description'),
      });
      void refresh();
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: t('linked-accounts.disconnected.failedTitle'),
        description: errorMessage(err, t('linked-accounts.disconnected.failedDescription'), { ownErrors: true }),
      }),
  });

  return { accounts, providers, refresh, sync, disconnect };
}
