import { ShieldCheck, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '../i18n';

interface LibraryHeaderProps {
  signedIn: boolean;
  isAdmin: boolean;
  agentCount: number;
}

export function LibraryHeader({ signedIn, isAdmin, agentCount }: LibraryHeaderProps) {
  const t = useT();
  return (
    <header className="flex flex-col gap-4 border-b pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-2">
        <p className="font-mono text-xs font-bold tracking-[0.2em] text-primary uppercase">{t('library.header.tag')}</p>
        <h1 className="font-mono text-2xl font-bold tracking-wider uppercase sm:text-3xl">
          {t('library.header.title')}
        </h1>
        <p className="max-w-2xl text-sm text-muted-foreground sm:text-base">
          {t('library.header.lead', { count: agentCount })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2" aria-label={t('library.header.access')} role="group">
        {signedIn ? (
          <Badge variant="success" className="gap-1.5 px-2.5 py-1">
            <ShieldCheck aria-hidden className="size-3.5" />
            {t('library.header.authorized')}
          </Badge>
        ) : (
          <Badge variant="outline" className="gap-1.5 px-2.5 py-1">
            <UserRound aria-hidden className="size-3.5" />
            {t('library.header.guest')}
          </Badge>
        )}
        {signedIn && isAdmin && <Badge className="px-2.5 py-1">{t('library.header.admin')}</Badge>}
      </div>
    </header>
  );
}
