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

export const USERS_PAGE_SIZE = 20;

/** Every change refreshes the table and the audit log, and says how it went. */
function useAdminAction<V>(run: (vars: V) => Promise<unknown>, done: string, failed: string) {
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
      toast({ title: failed, description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });
}

function UserRow({ user, selfId }: { user: AdminUser; selfId: string }) {
  const self = user.id === selfId;
  const format = useDateFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : 'Never');
  const update = useAdminAction(
    (body: Parameters<typeof updateUser>[1]) => updateUser(user.id, body),
    'User Updated',
    'User Not Updated',
  );
  const suspend = useAdminAction(
    (next: boolean) => setSuspended(user.id, next),
    user.suspended ? 'User Unsuspended' : 'User Suspended',
    'Suspension Not Changed',
  );
  const revoke = useAdminAction(() => revokeSessions(user.id), 'Sessions Ended', 'Sessions Not Ended');
  const remove = useAdminAction(() => deleteUser(user.id), 'User Deleted', 'User Not Deleted');
  const busy = update.isPending || suspend.isPending || revoke.isPending || remove.isPending;
  const who = user.email;

  return (
    <li className="grid gap-3 rounded-md border p-3" aria-label={who}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{user.email}</span>
        {user.name && <span className="text-sm text-muted-foreground">{user.name}</span>}
        {self && <Badge variant="outline">You</Badge>}
        {user.suspended && <Badge variant="destructive">Suspended</Badge>}
        {!user.emailVerified && <Badge variant="outline">Unverified</Badge>}
      </div>
      <p className="text-xs text-muted-foreground">
        Joined {when(user.createdAt)} · Last sign-in {when(user.lastSignInAt)} · {user.sessionCount} active{' '}
        {user.sessionCount === 1 ? 'session' : 'sessions'}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm">
          Plan
          <NativeSelect
            aria-label={`Plan of ${who}`}
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
            aria-label={`All access for ${who}`}
            checked={user.allAccess}
            disabled={busy}
            onCheckedChange={(checked) => update.mutate({ allAccess: checked })}
          />
          All access
        </label>
        <label
          className="flex items-center gap-2 text-sm"
          title={self ? 'You cannot change your own admin flag' : undefined}
        >
          <Switch
            aria-label={`Admin: ${who}`}
            checked={user.isAdmin}
            disabled={busy || self}
            onCheckedChange={(checked) => update.mutate({ isAdmin: checked })}
          />
          Admin
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        {!self && (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => suspend.mutate(!user.suspended)}>
            {user.suspended ? 'UNSUSPEND' : 'SUSPEND'}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={busy || user.sessionCount === 0}
          aria-label={`END SESSIONS of ${who}`}
          onClick={() => revoke.mutate(undefined)}
        >
          END SESSIONS
        </Button>
        {!self && (
          <ConfirmDialog
            alert
            trigger={
              <Button variant="destructive" size="sm" disabled={busy} aria-label={`DELETE ${who}`}>
                DELETE
              </Button>
            }
            title="DELETE USER?"
            description={`${who} and all of their data will be deleted. This action cannot be undone.`}
            cancelLabel="CANCEL"
            confirmLabel="DELETE PERMANENTLY"
            confirmVariant="destructive"
            pending={remove.isPending}
            pendingLabel="DELETING..."
            onConfirm={() => remove.mutate(undefined)}
          />
        )}
      </div>
    </li>
  );
}

/** The users: search by address or name, a page at a time, each with its controls. */
export function AdminUsers({ selfId }: { selfId: string }) {
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
        USERS
      </h2>
      <form role="search" onSubmit={search} className="flex gap-2">
        <Input
          aria-label="Search users by email or name"
          placeholder="Search by email or name"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">SEARCH</Button>
      </form>
      {query.isLoading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading users...
        </p>
      ) : query.isError ? (
        <ErrorBox>{errorMessage(query.error, 'Failed to load the users.')}</ErrorBox>
      ) : page && page.users.length === 0 ? (
        <p className="text-sm text-muted-foreground">No users match.</p>
      ) : page ? (
        <>
          <ul className="grid gap-2" aria-label="Users">
            {page.users.map((u) => (
              <UserRow key={u.id} user={u} selfId={selfId} />
            ))}
          </ul>
          <div className="flex items-center justify-between gap-2 text-sm">
            <span>
              {page.offset + 1}–{page.offset + page.users.length} of {page.total}
            </span>
            <span className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - USERS_PAGE_SIZE))}
              >
                PREVIOUS
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page.offset + page.users.length >= page.total}
                onClick={() => setOffset(offset + USERS_PAGE_SIZE)}
              >
                NEXT
              </Button>
            </span>
          </div>
        </>
      ) : null}
    </section>
  );
}
