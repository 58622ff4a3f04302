import { ShieldCheck } from 'lucide-react';
import { richText } from '@/components/ui/rich-text';
import { useT } from '../i18n';
import { usePolicyText } from '../use-policy-text';
import { LegalLayout, type LegalSection } from './legal-layout';
import { SupportEmailLink } from './support-email-link';

const strong = <strong key="strong" />;

function useSections(): LegalSection[] {
  const t = useT();
  const policy = usePolicyText();
  return [
    {
      id: 'approach',
      title: t('legal.security.approach.title'),
      content: <p>{t('legal.security.approach.p1')}</p>,
    },
    {
      id: 'encryption',
      title: t('legal.security.encryption.title'),
      content: (
        <ul>
          <li>{richText(t('legal.security.encryption.transit', { tls: policy.tls }), [strong])}</li>
          <li>{richText(t('legal.security.encryption.rest', { encryption: policy.encryption }), [strong])}</li>
        </ul>
      ),
    },
    {
      id: 'api-keys',
      title: t('legal.security.apiKeys.title'),
      content: (
        <>
          <p>{t('legal.security.apiKeys.p1')}</p>
          <p>{t('legal.security.apiKeys.p2')}</p>
          <p>{t('legal.security.apiKeys.p3', { encryption: policy.encryption })}</p>
        </>
      ),
    },
    {
      id: 'authentication',
      title: t('legal.security.authentication.title'),
      content: (
        <ul>
          <li>{t('legal.security.authentication.li1')}</li>
          <li>{t('legal.security.authentication.li2')}</li>
          <li>{t('legal.security.authentication.li3')}</li>
          <li>{t('legal.security.authentication.li4')}</li>
          <li>{t('legal.security.authentication.li5')}</li>
        </ul>
      ),
    },
    {
      id: 'access-control',
      title: t('legal.security.access.title'),
      content: (
        <ul>
          <li>{t('legal.security.access.li1')}</li>
          <li>{t('legal.security.access.li2')}</li>
          <li>{t('legal.security.access.li3')}</li>
          <li>{t('legal.security.access.li4')}</li>
        </ul>
      ),
    },
    {
      id: 'logging',
      title: t('legal.security.logging.title'),
      content: <p>{t('legal.security.logging.p1', { systemLogRetention: policy.systemLogRetention })}</p>,
    },
    {
      id: 'incident-response',
      title: t('legal.security.incidents.title'),
      content: <p>{t('legal.security.incidents.p1', { securityIncidentResponse: policy.securityIncidentResponse })}</p>,
    },
    {
      id: 'reporting',
      title: t('legal.security.reporting.title'),
      content: (
        <>
          <p>
            {richText(t('legal.security.reporting.p1', { securityIncidentResponse: policy.securityIncidentResponse }), [
              <SupportEmailLink key="email" />,
            ])}
          </p>
          <p>{t('legal.security.reporting.p2')}</p>
        </>
      ),
    },
  ];
}

export function SecurityPage() {
  const t = useT();
  const sections = useSections();
  return (
    <LegalLayout
      title={t('legal.pages.security')}
      icon={ShieldCheck}
      summary={<p>{t('legal.security.summary')}</p>}
      sections={sections}
    />
  );
}
