import { usePublicConfig } from '@/lib/public-config';

/** The deployment's support address as a mail link; the address comes from server config. */
export function SupportEmailLink() {
  const { data: config } = usePublicConfig();
  if (!config?.supportEmail) return <>our support team</>;
  return <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>;
}
