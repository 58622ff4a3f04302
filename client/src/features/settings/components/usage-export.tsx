import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { exportUrl } from '../api/settings-api';
import { useT } from '../i18n';
import { SettingsSection } from './settings-section';

/** EXPORT: the user's data as JSON and as CSV, the formats the legal pages promise. */
export function UsageExport() {
  const t = useT();
  return (
    <SettingsSection
      title={t('settings.export.title')}
      icon={<Download className="size-4 text-primary" aria-hidden />}
      description={t('settings.export.description')}
    >
      <div className="flex flex-wrap gap-3">
        <a href={exportUrl('json')} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden />
          {t('settings.export.json')}
        </a>
        <a href={exportUrl('csv')} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden />
          {t('settings.export.csv')}
        </a>
      </div>
    </SettingsSection>
  );
}
