import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import type { SessionInfo } from '@common/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { toast } from '@/lib/toast';
import { endSession, listSessions, SESSIONS_QUERY_KEY } from '../api/settings-api';
import { errorMessage } from '@/lib/error-message';
import { describeUserAgent } from '../hooks/describe-user-agent';
import { useDateFormat } from '@/lib/preferences/date-format';
import { useT } from '../i18n';

function SessionRow({ session, onEnd, ending }: { session: SessionInfo; onEnd: () => void; ending: boolean }) {
  const t = useT();
  const device = describeUserAgent(session.userAgent);
  const format = useDateFormat();
  const when = format.dateTime(session.lastSeenAt);
  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center">
      <Monitor className="hidden size-5 shrink-0 text-muted-foreground sm:block" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span title={session.userAgent ?? undefined}>{device}</span>
          {session.current && (
            <Badge variant="success" className="bg-transparent">
              {t('settings.sessions.thisDevice')}
            </Badge>
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          {session.ip
            ? t('settings.sessions.lastSeenWithIp', { ip: session.ip, when })
            : t('settings.sessions.lastSeen', { when })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={ending}
          onClick={onEnd}
          aria-label={t('settings.sessions.endLabel', { device, when })}
        >
          {ending ? t('settings.sessions.ending') : t('settings.sessions.end')}
        </Button>
      )}
    </li>
  );
}

/** The user's signed-in sessions, with a way to end any but this one. */
export function SessionsList() {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: listSessions });
  const mutation = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      toast({ title: t('settings.sessions.endedTitle'), description: t('settings.sessions.endedDescription') });
      return queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        title: t('settings.sessions.notEndedTitle'),
        description: errorMessage(err, t('settings.sessions.notEndedDescription')),
        variant: 'destructive',
      }),
  });

  if (query.isLoading) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('settings.sessions.loading')}
      </p>
    );
  }
  if (query.isError) return <ErrorBox>{errorMessage(query.error, t('settings.sessions.loadFailed'))}</ErrorBox>;

  const sessions = [...(query.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  if (sessions.length === 0) return <p className="text-sm text-muted-foreground">{t('settings.sessions.empty')}</p>;
  return (
    <ul className="grid gap-2" aria-label={t('settings.sessions.listLabel')}>
      {sessions.map((s) => (
        <SessionRow
          key={s.id}
          session={s}
          ending={mutation.isPending && mutation.variables === s.id}
          onEnd={() => mutation.mutate(s.id)}
        />
      ))}
    </ul>
  );
}
