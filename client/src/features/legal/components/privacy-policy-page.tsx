import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import { richText } from '@/components/ui/rich-text';
import { useT } from '../i18n';
import { usePolicyText } from '../use-policy-text';
import { LegalLayout, type LegalSection } from './legal-layout';
import { SupportEmailLink } from './support-email-link';

const strong = <strong key="strong" />;
const supportEmail = <SupportEmailLink key="email" />;

function useSections(): LegalSection[] {
  const t = useT();
  const policy = usePolicyText();
  return [
    {
      id: 'overview',
      title: t('legal.privacy.overview.title'),
      content: (
        <>
          <p>{t('legal.privacy.overview.p1')}</p>
          <p>{t('legal.privacy.overview.p2')}</p>
        </>
      ),
    },
    {
      id: 'data-we-collect',
      title: t('legal.privacy.collect.title'),
      content: (
        <>
          <p>{t('legal.privacy.collect.intro')}</p>
          <ul>
            <li>{richText(t('legal.privacy.collect.account'), [strong])}</li>
            <li>{richText(t('legal.privacy.collect.signIn'), [strong])}</li>
            <li>{richText(t('legal.privacy.collect.sessions'), [strong])}</li>
            <li>{richText(t('legal.privacy.collect.emailAssistant'), [strong])}</li>
            <li>{richText(t('legal.privacy.collect.usage'), [strong])}</li>
            <li>{richText(t('legal.privacy.collect.logs'), [strong])}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'data-we-do-not-keep',
      title: t('legal.privacy.notKept.title'),
      content: (
        <ul>
          <li>{richText(t('legal.privacy.notKept.apiKey'), [strong])}</li>
          <li>{richText(t('legal.privacy.notKept.conversations'), [strong])}</li>
          <li>{richText(t('legal.privacy.notKept.mailboxPasswords'), [strong])}</li>
        </ul>
      ),
    },
    {
      id: 'how-we-use-data',
      title: t('legal.privacy.use.title'),
      content: (
        <ul>
          <li>{t('legal.privacy.use.li1')}</li>
          <li>{t('legal.privacy.use.li2')}</li>
          <li>{t('legal.privacy.use.li3')}</li>
          <li>{t('legal.privacy.use.li4')}</li>
          <li>{t('legal.privacy.use.li5')}</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: t('legal.privacy.sharing.title'),
      content: (
        <>
          <p>{t('legal.privacy.sharing.intro')}</p>
          <ul>
            <li>{richText(t('legal.privacy.sharing.aiProvider'), [strong])}</li>
            <li>{richText(t('legal.privacy.sharing.mailProvider'), [strong])}</li>
            <li>{richText(t('legal.privacy.sharing.infrastructure'), [strong])}</li>
            <li>{richText(t('legal.privacy.sharing.authorities'), [strong])}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention',
      title: t('legal.privacy.retention.title'),
      content: (
        <ul>
          <li>{t('legal.privacy.retention.sessions', { sessionRetention: policy.sessionRetention })}</li>
          <li>{t('legal.privacy.retention.logs', { systemLogRetention: policy.systemLogRetention })}</li>
          <li>{t('legal.privacy.retention.statistics', { analyticsRetention: policy.analyticsRetention })}</li>
          <li>
            {richText(t('legal.privacy.retention.account', { accountDeletion: policy.accountDeletion }), [
              <Link key="data-handling" href="/data-handling" />,
            ])}
          </li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: t('legal.privacy.rights.title'),
      content: (
        <>
          <p>{t('legal.privacy.rights.intro')}</p>
          <ul>
            <li>{t('legal.privacy.rights.correct')}</li>
            <li>{t('legal.privacy.rights.export', { exportFormats: policy.exportFormats })}</li>
            <li>{t('legal.privacy.rights.delete')}</li>
          </ul>
          <p>
            {richText(
              t('legal.privacy.rights.contact', {
                privacyResponse: policy.privacyResponse,
                privacyFulfilment: policy.privacyFulfilment,
              }),
              [supportEmail],
            )}
          </p>
        </>
      ),
    },
    {
      id: 'cookies-and-storage',
      title: t('legal.privacy.cookies.title'),
      content: <p>{t('legal.privacy.cookies.p1')}</p>,
    },
    {
      id: 'changes-and-contact',
      title: t('legal.privacy.changes.title'),
      content: (
        <p>
          {richText(t('legal.privacy.changes.p1', { termsChangeNotice: policy.termsChangeNotice }), [supportEmail])}
        </p>
      ),
    },
  ];
}

export function PrivacyPolicyPage() {
  const t = useT();
  const sections = useSections();
  return (
    <LegalLayout
      title={t('legal.pages.privacyPolicy')}
      icon={Eye}
      summary={<p>{t('legal.privacy.summary')}</p>}
      sections={sections}
    />
  );
}
