import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { exportUrl } from '../api/settings-api';
import { SettingsSection } from './settings-section';

/** EXPORT: the user's data as JSON and as CSV, the formats the legal pages promise. */
export function UsageExport() {
  return (
    <SettingsSection
      title="EXPORT"
      icon={<Download className="size-4 text-primary" aria-hidden />}
      description="Download your profile, settings and usage history."
    >
      <div className="flex flex-wrap gap-3">
        <a href={exportUrl('json')} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden />
          EXPORT JSON
        </a>
        <a href={exportUrl('csv')} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden />
          EXPORT CSV
        </a>
      </div>
    </SettingsSection>
  );
}
