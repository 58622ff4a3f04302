import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry } from '@common/schemas/admin';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/error-message';
import { ADMIN_AUDIT_QUERY_KEY, listAudit } from '../api/admin-api';
import { useDateFormat } from '@/lib/preferences/date-format';

export const AUDIT_PAGE_SIZE = 20;

const ACTION_LABELS: Record<string, string> = {
  'user.plan': 'changed the plan',
  'user.all_access': 'changed all access',
  'user.admin': 'changed the admin flag',
  'user.suspend': 'suspended',
  'user.unsuspend': 'unsuspended',
  'user.delete': 'deleted',
  'user.sessions_revoke': 'ended the sessions of',
};

const show = (value: unknown) =>
  typeof value === 'boolean' ? (value ? 'on' : 'off') : typeof value === 'string' ? value : JSON.stringify(value);

/** "from free to pro", or the other detail the entry keeps. */
function describeDetail(detail: AuditEntry['detail']): string {
  if ('from' in detail && 'to' in detail && typeof detail.from !== 'object') {
    return `${show(detail.from)} → ${show(detail.to)}`;
  }
  if (typeof detail.sessionsEnded === 'number') return `${detail.sessionsEnded} sessions ended`;
  return '';
}

/** The audit log, newest first: who did what to whom, and when. */
export function AdminAudit() {
  const [offset, setOffset] = useState(0);
  const format = useDateFormat();
  const query = useQuery({
    queryKey: [...ADMIN_AUDIT_QUERY_KEY, offset],
    queryFn: () => listAudit({ limit: AUDIT_PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
  const page = query.data;

  return (
    <section aria-labelledby="admin-audit" className="grid gap-4">
      <h2 id="admin-audit" className="font-mono text-lg font-bold">
        AUDIT LOG
      </h2>
      {query.isLoading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the audit log...
        </p>
      ) : query.isError ? (
        <ErrorBox>{errorMessage(query.error, 'Failed to load the audit log.')}</ErrorBox>
      ) : page && page.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes yet.</p>
      ) : page ? (
        <>
          <ol className="grid gap-1" aria-label="Audit log">
            {page.entries.map((e) => (
              <li key={e.id} className="rounded-md border px-3 py-2 text-sm">
                <span className="font-medium">{e.actorEmail}</span> {ACTION_LABELS[e.action] ?? e.action}{' '}
                <span className="font-medium">{e.targetEmail ?? 'a deleted user'}</span>
                {describeDetail(e.detail) && <span>: {describeDetail(e.detail)}</span>}
                <span className="block text-xs text-muted-foreground">{format.dateTime(e.createdAt)}</span>
              </li>
            ))}
          </ol>
          <div className="flex justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - AUDIT_PAGE_SIZE))}
            >
              NEWER
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page.offset + page.entries.length >= page.total}
              onClick={() => setOffset(offset + AUDIT_PAGE_SIZE)}
            >
              OLDER
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
