import { ShieldAlert } from 'lucide-react';
import { AuthGate } from '@/components/layout/auth-gate';
import { dialogs } from '@/lib/dialogs';
import { AdminAudit } from './admin-audit';
import { useT } from '../i18n';
import { AdminUsers } from './admin-users';

/** /admin: the console for admins. Others see that it is not for them; the server checks every call. */
export function AdminPage() {
  const t = useT();
  return (
    <AuthGate
      title={t('admin.gate.title')}
      description={t('admin.gate.description')}
      onSignIn={() => dialogs.openSignIn()}
    >
      {(user) =>
        user.isAdmin ? (
          <main id="main" className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-8 sm:py-12">
            <h1 className="font-mono text-2xl font-bold tracking-wide sm:text-3xl">{t('admin.page.title')}</h1>
            <AdminUsers selfId={user.id} />
            <AdminAudit />
          </main>
        ) : (
          <main id="main" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
            <ShieldAlert className="size-10 text-primary" aria-hidden />
            <h1 className="mt-4 font-mono text-2xl font-bold">{t('admin.page.onlyTitle')}</h1>
            <p className="mt-2 text-muted-foreground">{t('admin.page.onlyDescription')}</p>
          </main>
        )
      }
    </AuthGate>
  );
}
