import { SettingsPage } from '@/features/settings/components/settings-page';
import { ApiKeySlot } from './api-key-slot';

/** /settings with the chat feature's key management composed into its API tab. */
export function SettingsRoute() {
  return <SettingsPage apiKeySlot={<ApiKeySlot />} />;
}
