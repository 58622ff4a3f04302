import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { POLICY_TEXT } from '../policy-figures';
import { LegalLayout, type LegalSection } from './legal-layout';
import { SupportEmailLink } from './support-email-link';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    content: (
      <p>
        These terms govern your use of AgentOps, a platform of prebuilt AI agents and an AI email assistant that run on
        your own AI-provider API key. By creating an account or using the platform you agree to them. If you use the
        platform for an organisation, you accept them on its behalf and confirm you may do so.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <ul>
        <li>Give accurate details when you register and keep them up to date.</li>
        <li>
          Keep your password and your sign-in method secure; you are responsible for what happens under your account.
        </li>
        <li>
          Tell us promptly at <SupportEmailLink /> if you believe your account has been misused.
        </li>
      </ul>
    ),
  },
  {
    id: 'provider-keys',
    title: 'Your API key and provider charges',
    content: (
      <>
        <p>
          The agents run on an API key that you obtain from an AI provider. Your use of that provider is governed by its
          own terms, and the provider bills you directly for the usage you incur. Our subscription fees do not include
          provider charges.
        </p>
        <p>
          Your key stays in your browser. It is sent to our server only with requests to the email assistant&apos;s AI
          features, where it is used for that request and never logged. It is stored, encrypted, only if you choose to
          store it for agent automations. See the <Link href="/security">Security</Link> page for details.
        </p>
      </>
    ),
  },
  {
    id: 'plans-and-billing',
    title: 'Plans and billing',
    content: (
      <ul>
        <li>Paid subscriptions are billed monthly in advance.</li>
        <li>Upgrades take effect immediately; downgrades take effect at the start of the next billing cycle.</li>
        <li>
          There are no long-term contracts and no cancellation fees. When you cancel, your plan stays active until the
          end of the period you have paid for.
        </li>
        <li>Fees already paid are not refunded, except where the law requires it.</li>
      </ul>
    ),
  },
  {
    id: 'email-automations',
    title: 'Email automations',
    content: (
      <>
        <p>
          Automation features, which send email on your behalf on a schedule or in response to triggers, are available
          on the {POLICY_TEXT.automationPlan}. They need at least one mailbox linked through OAuth 2.0.
        </p>
        <p>
          You are responsible for the mail your automations send, including having the right to contact each recipient
          and complying with anti-spam law. To prevent runaway sending, automations are subject to the safeguards shown
          in the product: they pause when an account is inactive, are limited per day and in total, and expire after a
          time.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>You must not use the platform to:</p>
        <ul>
          <li>break the law or infringe anyone else&apos;s rights;</li>
          <li>send unsolicited bulk email, phishing or malware;</li>
          <li>generate content that harasses, defrauds or endangers others;</li>
          <li>probe, overload or work around the security or limits of the service;</li>
          <li>breach the usage policies of your AI provider or your mail provider.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content-and-ai-output',
    title: 'Your content and AI output',
    content: (
      <>
        <p>
          You keep all rights in the content you submit and in the output the agents produce for you. You give us only
          the permission we need to process that content to provide the service.
        </p>
        <p>
          AI output can be incomplete, inaccurate or inappropriate. Review it before you rely on it or send it, in
          particular before it reaches other people.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    content: (
      <p>
        You can delete your account at any time from account settings; every session ends at once and your account data
        is deleted {POLICY_TEXT.accountDeletion}. We may suspend or close an account that seriously or repeatedly
        breaches these terms, and will tell you why unless the law or an investigation prevents it.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Warranties and liability',
    content: (
      <>
        <p>
          We provide the platform with reasonable care and skill, but &quot;as is&quot;: we do not warrant that it will
          be uninterrupted or error-free, and we are not responsible for the availability or output of third-party AI
          and mail providers.
        </p>
        <p>
          To the extent the law allows, our total liability arising from the service is limited to{' '}
          {POLICY_TEXT.liabilityCap} before the event giving rise to the claim, and we are not liable for indirect or
          consequential loss. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    content: (
      <p>
        We will announce changes to these terms {POLICY_TEXT.termsChangeNotice} before they take effect. If you do not
        accept a change, you can close your account before it applies. Legal inquiries go to <SupportEmailLink />; we
        answer them {POLICY_TEXT.legalInquiryResponse}.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalLayout
      title="Terms of Service"
      icon={FileText}
      summary={
        <p>The agreement between you and AgentOps when you use the platform, its agents and its email assistant.</p>
      }
      sections={sections}
    />
  );
}
