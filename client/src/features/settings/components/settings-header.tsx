import { useState } from 'react';
import type { SessionUser } from '@common/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useT } from '../i18n';

function fullName(user: SessionUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}

function Avatar({ user }: { user: SessionUser }) {
  const [broken, setBroken] = useState(false);
  const initial = user.firstName?.trim().charAt(0).toUpperCase() || 'U';
  if (user.profileImageUrl && !broken) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        className="size-16 shrink-0 rounded-full border-2 border-primary object-cover"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex size-16 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-primary/10 font-mono text-2xl font-bold text-primary"
    >
      {initial}
    </span>
  );
}

/** The header card of the settings: who is signed in and their standing. */
export function SettingsHeader({ user }: { user: SessionUser }) {
  const t = useT();
  const name = fullName(user);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <Avatar user={user} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-mono text-lg font-bold">{name || user.email}</p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* No tint: the tinted badge misses 4.5:1 on the light card. */}
        <Badge variant="success" className="bg-transparent">
          {t('settings.status.active')}
        </Badge>
        <Badge>{t('settings.status.authorized')}</Badge>
        {user.isAdmin && <Badge variant="destructive">{t('settings.status.admin')}</Badge>}
      </div>
    </Card>
  );
}
