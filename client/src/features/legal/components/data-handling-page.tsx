import { Database } from 'lucide-react';
import { richText } from '@/components/ui/rich-text';
import { useT } from '../i18n';
import { usePolicyText } from '../use-policy-text';
import { DataMap } from './data-map';
import { LegalLayout, type LegalSection } from './legal-layout';
import { SupportEmailLink } from './support-email-link';

function useSections(): LegalSection[] {
  const t = useT();
  const policy = usePolicyText();
  return [
    {
      id: 'principles',
      title: t('legal.dataHandling.principles.title'),
      content: (
        <ul>
          <li>{t('legal.dataHandling.principles.li1')}</li>
          <li>{t('legal.dataHandling.principles.li2')}</li>
          <li>{t('legal.dataHandling.principles.li3')}</li>
          <li>{t('legal.dataHandling.principles.li4')}</li>
        </ul>
      ),
    },
    {
      id: 'data-map',
      title: t('legal.dataHandling.dataMap.title'),
      content: <DataMap />,
    },
    {
      id: 'ai-providers',
      title: t('legal.dataHandling.aiProviders.title'),
      content: (
        <>
          <p>{t('legal.dataHandling.aiProviders.p1')}</p>
          <p>{t('legal.dataHandling.aiProviders.p2')}</p>
        </>
      ),
    },
    {
      id: 'export',
      title: t('legal.dataHandling.export.title'),
      content: <p>{t('legal.dataHandling.export.p1', { exportFormats: policy.exportFormats })}</p>,
    },
    {
      id: 'deletion',
      title: t('legal.dataHandling.deletion.title'),
      content: (
        <>
          <p>{t('legal.dataHandling.deletion.p1', { accountDeletion: policy.accountDeletion })}</p>
          <p>{t('legal.dataHandling.deletion.p2')}</p>
        </>
      ),
    },
    {
      id: 'requests',
      title: t('legal.dataHandling.requests.title'),
      content: (
        <p>
          {richText(
            t('legal.dataHandling.requests.p1', {
              privacyResponse: policy.privacyResponse,
              privacyFulfilment: policy.privacyFulfilment,
            }),
            [<SupportEmailLink key="email" />],
          )}
        </p>
      ),
    },
  ];
}

export function DataHandlingPage() {
  const t = useT();
  const sections = useSections();
  return (
    <LegalLayout
      title={t('legal.pages.dataHandling')}
      icon={Database}
      summary={<p>{t('legal.dataHandling.summary')}</p>}
      sections={sections}
    />
  );
}
