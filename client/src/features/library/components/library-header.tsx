import { ShieldCheck, UserRound } from 'lucide-react';
import { useT } from '../i18n';

// The classes Badge renders for these badges (its variant, with roomier padding), written out so
// that its class merger (tailwind-merge) stays out of the library's first load;
// library-classes.test.tsx holds them to exactly what Badge renders.
const BADGE = 'inline-flex items-center rounded border font-mono text-[11px] font-bold tracking-wider uppercase';
const AUTHORIZED_BADGE = `${BADGE} border-success/40 bg-success/10 text-success gap-1.5 px-2.5 py-1`;
const GUEST_BADGE = `${BADGE} border-border text-muted-foreground gap-1.5 px-2.5 py-1`;
const ADMIN_BADGE = `${BADGE} border-primary/40 bg-primary/10 text-primary px-2.5 py-1`;

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
          <span className={AUTHORIZED_BADGE}>
            <ShieldCheck aria-hidden className="size-3.5" />
            {t('library.header.authorized')}
          </span>
        ) : (
          <span className={GUEST_BADGE}>
            <UserRound aria-hidden className="size-3.5" />
            {t('library.header.guest')}
          </span>
        )}
        {signedIn && isAdmin && <span className={ADMIN_BADGE}>{t('library.header.admin')}</span>}
      </div>
    </header>
  );
}
