import { Bell } from 'lucide-react';
import { STORAGE_KEYS } from '@/lib/storage';
import { useStoredPreferences } from '../hooks/use-stored-preferences';
import { useT } from '../i18n';
import { PreferenceSwitch } from './preference-switch';
import { SettingsSection } from './settings-section';

const DEFAULT_NOTIFICATION_PREFERENCES = {
  emailNotifications: true,
  pushNotifications: true,
  marketingEmails: false,
  securityAlerts: true,
  agentUpdates: true,
  usageReports: false,
};
type NotificationPreference = keyof typeof DEFAULT_NOTIFICATION_PREFERENCES;

// The label of each is `settings.alerts.<name>`, its description `settings.alerts.<name>Description`.
const ITEMS: NotificationPreference[] = [
  'emailNotifications',
  'pushNotifications',
  'marketingEmails',
  'securityAlerts',
  'agentUpdates',
  'usageReports',
];

export function AlertsTab() {
  const t = useT();
  const [prefs, update] = useStoredPreferences(STORAGE_KEYS.notificationPreferences, DEFAULT_NOTIFICATION_PREFERENCES);
  return (
    <SettingsSection
      title={t('settings.alerts.title')}
      icon={<Bell className="size-4 text-primary" aria-hidden />}
      description={t('settings.common.savedOnDevice')}
    >
      <div className="divide-y">
        {ITEMS.map((name) => (
          <PreferenceSwitch
            key={name}
            id={`alert-${name}`}
            label={t(`settings.alerts.${name}`)}
            description={t(`settings.alerts.${name}Description`)}
            checked={prefs[name]}
            onCheckedChange={(checked) => update(name, checked)}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
