import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry } from '@common/schemas/admin';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/error-message';
import { ADMIN_AUDIT_QUERY_KEY, listAudit } from '../api/admin-api';
import { useDateFormat } from '@/lib/preferences/date-format';
import { richText } from '@/components/ui/rich-text';
import { useT } from '../i18n';

export const AUDIT_PAGE_SIZE = 20;

type T = ReturnType<typeof useT>;

/** Each action's sentence: `<0>` is who did it, `<1>` to whom. */
const ACTION_SENTENCES = {
  'user.plan': 'admin.audit.action.plan',
  'user.all_access': 'admin.audit.action.allAccess',
  'user.admin': 'admin.audit.action.admin',
  'user.suspend': 'admin.audit.action.suspend',
  'user.unsuspend': 'admin.audit.action.unsuspend',
  'user.delete': 'admin.audit.action.delete',
  'user.sessions_revoke': 'admin.audit.action.sessionsRevoke',
} as const;

const show = (t: T, value: unknown) =>
  typeof value === 'boolean'
    ? t(value ? 'admin.audit.on' : 'admin.audit.off')
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** "from free to pro", or the other detail the entry keeps. */
function describeDetail(t: T, detail: AuditEntry['detail']): string {
  if ('from' in detail && 'to' in detail && typeof detail.from !== 'object') {
    return `${show(t, detail.from)} → ${show(t, detail.to)}`;
  }
  if (typeof detail.sessionsEnded === 'number') return t('admin.audit.sessionsEnded', { count: detail.sessionsEnded });
  return '';
}

/** Who did what to whom; an action this client does not know is shown by its code. */
function describeAction(t: T, entry: AuditEntry) {
  const actor = <span key="actor" className="font-medium" />;
  const target = <span key="target" className="font-medium" />;
  const values = { actor: entry.actorEmail, target: entry.targetEmail ?? t('admin.audit.deletedUser') };
  const sentence = ACTION_SENTENCES[entry.action as keyof typeof ACTION_SENTENCES];
  if (sentence) return richText(t(sentence, values), [actor, target]);
  return (
    <>
      <span className="font-medium">{values.actor}</span> {entry.action}{' '}
      <span className="font-medium">{values.target}</span>
    </>
  );
}

/** The audit log, newest first: who did what to whom, and when. */
export function AdminAudit() {
  const t = useT();
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
        {t('admin.audit.title')}
      </h2>
      {query.isLoading ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('admin.audit.loading')}
        </p>
      ) : query.isError ? (
        <ErrorBox>{errorMessage(query.error, t('admin.audit.failed'))}</ErrorBox>
      ) : page && page.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.audit.empty')}</p>
      ) : page ? (
        <>
          <ol className="grid gap-1" aria-label={t('admin.audit.listLabel')}>
            {page.entries.map((e) => (
              <li key={e.id} className="rounded-md border px-3 py-2 text-sm">
                {describeAction(t, e)}
                {describeDetail(t, e.detail) && (
                  <span>{t('admin.audit.detail', { detail: describeDetail(t, e.detail) })}</span>
                )}
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
              {t('admin.audit.newer')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page.offset + page.entries.length >= page.total}
              onClick={() => setOffset(offset + AUDIT_PAGE_SIZE)}
            >
              {t('admin.audit.older')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
