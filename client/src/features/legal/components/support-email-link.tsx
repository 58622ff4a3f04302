import { usePublicConfig } from '@/lib/public-config';
import { useT } from '../i18n';

/** The deployment's support address as a mail link; the address comes from server config. */
export function SupportEmailLink() {
  const t = useT();
  const { data: config } = usePublicConfig();
  if (!config?.supportEmail) return <>{t('legal.supportEmail.fallback')}</>;
  return <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>;
}
