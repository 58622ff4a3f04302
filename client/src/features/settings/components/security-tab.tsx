import { KeyRound, MonitorSmartphone } from 'lucide-react';
import type { SessionUser } from '@common/schemas/auth';
import { ChangePasswordForm } from './change-password-form';
import { DeleteProfile } from './delete-profile';
import { SessionsList } from './sessions-list';
import { SettingsSection } from './settings-section';

export function SecurityTab({ user }: { user: SessionUser }) {
  return (
    <div className="grid gap-6">
      <SettingsSection title="CHANGE PASSWORD" icon={<KeyRound className="size-4 text-primary" aria-hidden />}>
        <ChangePasswordForm hasPassword={user.hasPassword} />
      </SettingsSection>
      <SettingsSection
        title="ACTIVE SESSIONS"
        icon={<MonitorSmartphone className="size-4 text-primary" aria-hidden />}
        description="Devices signed in to your account. End any session you do not recognise."
      >
        <SessionsList />
      </SettingsSection>
      <DeleteProfile />
    </div>
  );
}
