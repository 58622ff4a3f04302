import { KeyRound, MonitorSmartphone } from 'lucide-react';
import type { SessionUser } from '@common/schemas/auth';
import { useT } from '../i18n';
import { ChangePasswordForm } from './change-password-form';
import { DeleteProfile } from './delete-profile';
import { SessionsList } from './sessions-list';
import { SettingsSection } from './settings-section';

export function SecurityTab({ user }: { user: SessionUser }) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <SettingsSection
        title={t('settings.password.title')}
        icon={<KeyRound className="size-4 text-primary" aria-hidden />}
      >
        <ChangePasswordForm hasPassword={user.hasPassword} />
      </SettingsSection>
      <SettingsSection
        title={t('settings.sessions.title')}
        icon={<MonitorSmartphone className="size-4 text-primary" aria-hidden />}
        description={t('settings.sessions.description')}
      >
        <SessionsList />
      </SettingsSection>
      <DeleteProfile />
    </div>
  );
}
