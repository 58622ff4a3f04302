import { Bell } from 'lucide-react';
import { STORAGE_KEYS } from '@/lib/storage';
import { useStoredPreferences } from '../hooks/use-stored-preferences';
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

const ITEMS: { name: NotificationPreference; label: string; description: string }[] = [
  { name: 'emailNotifications', label: 'Email Notifications', description: 'Receive account notifications by email.' },
  { name: 'pushNotifications', label: 'Push Notifications', description: 'Get notified in your browser.' },
  { name: 'marketingEmails', label: 'Marketing Emails', description: 'News about products, offers and events.' },
  {
    name: 'securityAlerts',
    label: 'Security Alerts',
    description: 'Sign-ins, password changes and other security events.',
  },
  { name: 'agentUpdates', label: 'Agent Updates', description: 'New agents and improvements to the ones you use.' },
  { name: 'usageReports', label: 'Usage Reports', description: 'A periodic summary of your agent usage.' },
];

export function AlertsTab() {
  const [prefs, update] = useStoredPreferences(STORAGE_KEYS.notificationPreferences, DEFAULT_NOTIFICATION_PREFERENCES);
  return (
    <SettingsSection
      title="NOTIFICATION PREFERENCES"
      icon={<Bell className="size-4 text-primary" aria-hidden />}
      description="Changes are saved on this device at once."
    >
      <div className="divide-y">
        {ITEMS.map(({ name, label, description }) => (
          <PreferenceSwitch
            key={name}
            id={`alert-${name}`}
            label={label}
            description={description}
            checked={prefs[name]}
            onCheckedChange={(checked) => update(name, checked)}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
