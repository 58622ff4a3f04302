import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminUser } from '@common/schemas/admin';
import { PLANS, type PlanId } from '@common/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import {
  ADMIN_AUDIT_QUERY_KEY,
  ADMIN_USERS_QUERY_KEY,
  deleteUser,
  listUsers,
  revokeSessions,
  setSuspended,
  updateUser,
} from '../api/admin-api';
import { useDateFormat } from '@/lib/preferences/date-format';
import { useT } from '../i18n';

export const USERS_PAGE_SIZE = 20;

/** Every change refreshes the table and the audit log, and says how it went. */
function useAdminAction<V>(run: (vars: V) => Promise<unknown>, done: string, failed: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast({ title: done });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_QUERY_KEY }),
      ]);
    },
    onError: (err) =>
      toast({ title: failed, description: errorMessage(err, t('admin.toast.retry')), variant: 'destructive' }),
  });
}

function UserRow({ user, selfId }: { user: AdminUser; selfId: string }) {
  const t = useT();
  const self = user.id === selfId;
  const format = useDateFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : t('admin.user.never'));
  const update = useAdminAction(
    (body: Parameters<typeof updateUser>[1]) => updateUser(user.id, body),
    t('admin.toast.updated'),
    t('admin.toast.notUpdated'),
  );
  const suspend = useAdminAction(
    (next: boolean) => setSuspended(user.id, next),
    user.suspended ? t('admin.toast.unsuspended') : t('admin.toast.suspended'),
    t('admin.toast.suspensionNotChanged'),
  );
  const revoke = useAdminAction(
    () => revokeSessions(user.id),
    t('admin.toast.sessionsEnded'),
    t('admin.toast.sessionsNotEnded'),
  );
  const remove = useAdminAction(() => deleteUser(user.id), t('admin.toast.deleted'), t('admin.toast.notDeleted'));
  const busy = update.isPending || suspend.isPending || revoke.isPending || remove.isPending;
  const who = user.email;

  return (
    <li className="grid gap-3 rounded-md border p-3" aria-label={who}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{user.email}</span>
        {user.name && <span className="text-sm text-muted-foreground">{user.name}</span>}
        {self && <Badge variant="outline">{t('admin.user.you')}</Badge>}
        {user.suspended && <Badge variant="destructive">{t('admin.user.suspended')}</Badge>}
        {!user.emailVerified && <Badge variant="outline">{t('admin.user.unverified')}</Badge>}
      </div>
      <p className="text-xs text-muted-foreground">
        {t('admin.user.summary', {
          joined: when(user.createdAt),
          lastSignIn: when(user.lastSignInAt),
          count: user.sessionCount,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm">
          {t('admin.user.plan')}
          <NativeSelect
            aria-label={t('admin.user.planOf', { who })}
            value={user.plan}
            disabled={busy}
            className="w-32"
            onChange={(e) => update.mutate({ plan: e.target.value as PlanId })}
          >
            {PLANS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <Switch
            aria-label={t('admin.user.allAccessFor', { who })}
            checked={user.allAccess}
            disabled={busy}
            onCheckedChange={(checked) => update.mutate({ allAccess: checked })}
          />
          {t('admin.user.allAccess')}
        </label>
        <label className="flex items-center gap-2 text-sm" title={self ? t('admin.user.ownAdminFlag') : undefined}>
          <Switch
            aria-label={t('admin.user.adminFor', { who })}
            checked={user.isAdmin}
            disabled={busy || self}
            onCheckedChange={(checked) => update.mutate({ isAdmin: checked })}
          />
          {t('admin.user.admin')}
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        {!self && (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => suspend.mutate(!user.suspended)}>
            {user.suspended ? t('admin.user.unsuspend') : t('admin.user.suspend')}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={busy || user.sessionCount === 0}
          aria-label={t('admin.user.endSessionsOf', { who })}
          onClick={() => revoke.mutate(undefined)}
        >
          {t('admin.user.endSessions')}
        </Button>
        {!self && (
          <ConfirmDialog
            alert
            trigger={
              <Button variant="destructive" size="sm" disabled={busy} aria-label={t('admin.user.deleteWho', { who })}>
                {t('admin.user.delete')}
              </Button>
            }
            title={t('admin.user.deleteTitle')}
            description={t('admin.user.deleteDescription', { who })}
            cancelLabel={t('admin.user.cancel')}
            confirmLabel={t('admin.user.deletePermanently')}
            confirmVariant="destructive"
            pending={remove.isPending}
            pendingLabel={t('admin.user.deleting')}
            onConfirm={() => remove.mutate(undefined)}
          />
        )}
      </div>
    </li>
  );
}

/** The users: search by address or name, a page at a time, each with its controls. */
export function AdminUsers({ selfId }: { selfId: string }) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useQuery({
    queryKey: [...ADMIN_USERS_QUERY_KEY, q, offset],
    queryFn: () => listUsers({ q: q || undefined, limit: USERS_PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setOffset(0);
  };
  const page = query.data;

  return (
    <section aria-labelledby="admin-users" className="grid gap-4">
      <h2 id="admin-users" className="font-mono text-lg font-bold">
        {t('admin.users.title')}
      </h2>
      <form role="search" onSubmit={search} className="flex gap-2">
        <Input
          aria-label={t('admin.users.searchLabel')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">{t('admin.users.search')}</Button>
      </form>
      {query.isLoading ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('admin.users.loading')}
        </p>
      ) : query.isError ? (
        <ErrorBox>{errorMessage(query.error, t('admin.users.failed'))}</ErrorBox>
      ) : page && page.users.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.users.empty')}</p>
      ) : page ? (
        <>
          <ul className="grid gap-2" aria-label={t('admin.users.listLabel')}>
            {page.users.map((u) => (
              <UserRow key={u.id} user={u} selfId={selfId} />
            ))}
          </ul>
          <div className="flex items-center justify-between gap-2 text-sm">
            <span>
              {t('admin.users.range', {
                from: page.offset + 1,
                to: page.offset + page.users.length,
                total: page.total,
              })}
            </span>
            <span className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - USERS_PAGE_SIZE))}
              >
                {t('admin.users.previous')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page.offset + page.users.length >= page.total}
                onClick={() => setOffset(offset + USERS_PAGE_SIZE)}
              >
                {t('admin.users.next')}
              </Button>
            </span>
          </div>
        </>
      ) : null}
    </section>
  );
}
