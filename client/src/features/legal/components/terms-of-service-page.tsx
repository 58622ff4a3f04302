import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { richText } from '@/components/ui/rich-text';
import { useT } from '../i18n';
import { usePolicyText } from '../use-policy-text';
import { LegalLayout, type LegalSection } from './legal-layout';
import { SupportEmailLink } from './support-email-link';

const supportEmail = <SupportEmailLink key="email" />;

function useSections(): LegalSection[] {
  const t = useT();
  const policy = usePolicyText();
  return [
    {
      id: 'agreement',
      title: t('legal.terms.agreement.title'),
      content: <p>{t('legal.terms.agreement.p1')}</p>,
    },
    {
      id: 'your-account',
      title: t('legal.terms.account.title'),
      content: (
        <ul>
          <li>{t('legal.terms.account.li1')}</li>
          <li>{t('legal.terms.account.li2')}</li>
          <li>{richText(t('legal.terms.account.li3'), [supportEmail])}</li>
        </ul>
      ),
    },
    {
      id: 'provider-keys',
      title: t('legal.terms.providerKeys.title'),
      content: (
        <>
          <p>{t('legal.terms.providerKeys.p1')}</p>
          <p>{richText(t('legal.terms.providerKeys.p2'), [<Link key="security" href="/security" />])}</p>
        </>
      ),
    },
    {
      id: 'plans-and-billing',
      title: t('legal.terms.billing.title'),
      content: (
        <ul>
          <li>{t('legal.terms.billing.li1')}</li>
          <li>{t('legal.terms.billing.li2')}</li>
          <li>{t('legal.terms.billing.li3')}</li>
          <li>{t('legal.terms.billing.li4')}</li>
        </ul>
      ),
    },
    {
      id: 'email-automations',
      title: t('legal.terms.automations.title'),
      content: (
        <>
          <p>{t('legal.terms.automations.p1', { automationPlan: policy.automationPlan })}</p>
          <p>{t('legal.terms.automations.p2')}</p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: t('legal.terms.acceptableUse.title'),
      content: (
        <>
          <p>{t('legal.terms.acceptableUse.intro')}</p>
          <ul>
            <li>{t('legal.terms.acceptableUse.li1')}</li>
            <li>{t('legal.terms.acceptableUse.li2')}</li>
            <li>{t('legal.terms.acceptableUse.li3')}</li>
            <li>{t('legal.terms.acceptableUse.li4')}</li>
            <li>{t('legal.terms.acceptableUse.li5')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'content-and-ai-output',
      title: t('legal.terms.content.title'),
      content: (
        <>
          <p>{t('legal.terms.content.p1')}</p>
          <p>{t('legal.terms.content.p2')}</p>
        </>
      ),
    },
    {
      id: 'termination',
      title: t('legal.terms.termination.title'),
      content: <p>{t('legal.terms.termination.p1', { accountDeletion: policy.accountDeletion })}</p>,
    },
    {
      id: 'liability',
      title: t('legal.terms.liability.title'),
      content: (
        <>
          <p>{t('legal.terms.liability.p1')}</p>
          <p>{t('legal.terms.liability.p2', { liabilityCap: policy.liabilityCap })}</p>
        </>
      ),
    },
    {
      id: 'changes-and-contact',
      title: t('legal.terms.changes.title'),
      content: (
        <p>
          {richText(
            t('legal.terms.changes.p1', {
              termsChangeNotice: policy.termsChangeNotice,
              legalInquiryResponse: policy.legalInquiryResponse,
            }),
            [supportEmail],
          )}
        </p>
      ),
    },
  ];
}

export function TermsOfServicePage() {
  const t = useT();
  const sections = useSections();
  return (
    <LegalLayout
      title={t('legal.pages.termsOfService')}
      icon={FileText}
      summary={<p>{t('legal.terms.summary')}</p>}
      sections={sections}
    />
  );
}
