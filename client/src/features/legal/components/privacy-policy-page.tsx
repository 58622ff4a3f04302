import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import { POLICY_TEXT } from '../policy-figures';
import { LegalLayout, type LegalSection } from './legal-layout';
import { SupportEmailLink } from './support-email-link';

const sections: LegalSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    content: (
      <>
        <p>
          This policy explains what personal data AgentOps processes when you use the platform, why, for how long, and
          what you can ask us to do with it. We collect only what the service needs to work, and we do not sell personal
          data or use it for advertising.
        </p>
        <p>
          The platform is built so that as little as possible reaches our servers: your AI-provider API key and your
          agent conversations stay in your browser by default.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    content: (
      <>
        <p>When you create and use an account we store:</p>
        <ul>
          <li>
            <strong>Account and profile data:</strong> your name and email address, and any optional profile fields you
            fill in (company, department, job title, phone, location, time zone, bio).
          </li>
          <li>
            <strong>Sign-in data:</strong> for password accounts, a one-way argon2id hash of your password, never the
            password itself. If you sign in through an external identity provider, we store no password at all.
          </li>
          <li>
            <strong>Session records:</strong> a hashed session token with its creation, last-use and expiry times, and
            the browser and IP address it was opened from.
          </li>
          <li>
            <strong>Email assistant data:</strong> the drafts, templates, tasks and automations you create, and the
            mailbox accounts you link (address, provider, and encrypted OAuth tokens or iCloud app-specific password),
            and your provider key if you store it for agent automations, encrypted.
          </li>
          <li>
            <strong>Usage records:</strong> which agents and features you use and when, so we can show your usage
            statistics and run your subscription.
          </li>
          <li>
            <strong>System logs:</strong> technical request records (time, route, status, IP address) used to operate
            and secure the service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-we-do-not-keep',
    title: 'Data we do not keep',
    content: (
      <ul>
        <li>
          <strong>Your AI-provider API key.</strong> It is kept in your browser&apos;s storage. Agent chat goes from
          your browser straight to your provider. The email assistant&apos;s AI features send the key with that one
          request to our server, which uses it to call your provider and discards it; it is never written to a log. It
          is stored, encrypted, only if you choose to store it for agent automations.
        </li>
        <li>
          <strong>Your agent conversations.</strong> They are kept locally in your browser by default and are not
          uploaded to our servers. If you turn on cloud history (paid plans), they are encrypted in your browser with a
          key made from a passphrase we never see, and our servers store only that ciphertext; turning it off deletes
          it.
        </li>
        <li>
          <strong>Mailbox passwords.</strong> Gmail, Outlook and Yahoo are linked through OAuth 2.0; for iCloud you give
          an app-specific password, which we store encrypted. We never ask for or store your mailbox&apos;s own
          password.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How we use data',
    content: (
      <ul>
        <li>To provide the service: sign you in, show your profile, run the email assistant and your automations.</li>
        <li>To bill your subscription and enforce the limits of your plan.</li>
        <li>To keep the service secure: detect abuse, investigate incidents and rate-limit requests.</li>
        <li>To send service mail you need, such as password reset codes and username recovery.</li>
        <li>To understand, in aggregate, which features are used, so we can improve them.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share data with',
    content: (
      <>
        <p>We share personal data only where the service requires it:</p>
        <ul>
          <li>
            <strong>Your AI provider.</strong> Text you submit to an agent or to the email assistant is sent to the
            provider whose key you use, under that provider&apos;s own terms and privacy policy.
          </li>
          <li>
            <strong>Your mail provider.</strong> When you send email or run an automation, the message goes through the
            mailbox you linked.
          </li>
          <li>
            <strong>Infrastructure providers</strong> that host the service for us, under contracts that bind them to
            process data only on our instructions.
          </li>
          <li>
            <strong>Authorities,</strong> only where the law requires it, and we will tell you unless the law forbids
            us.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    content: (
      <ul>
        <li>Session records are kept for {POLICY_TEXT.sessionRetention}, then deleted.</li>
        <li>System logs are kept for {POLICY_TEXT.systemLogRetention}.</li>
        <li>
          Aggregated usage statistics, which no longer identify you, are kept for up to {POLICY_TEXT.analyticsRetention}
          .
        </li>
        <li>
          Account data is kept while your account is open and deleted {POLICY_TEXT.accountDeletion}. The{' '}
          <Link href="/data-handling">Data Handling</Link> page gives the full schedule.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>You can access, correct, export and delete your data, and object to or restrict how we process it.</p>
        <ul>
          <li>Correct your profile at any time in account settings.</li>
          <li>Export your data yourself from account settings, as {POLICY_TEXT.exportFormats} files.</li>
          <li>
            Delete your account yourself from account settings. Deletion ends every session at once and removes your
            account and its data.
          </li>
        </ul>
        <p>
          For any other request, write to <SupportEmailLink />. We answer privacy requests {POLICY_TEXT.privacyResponse}{' '}
          and fulfil them {POLICY_TEXT.privacyFulfilment}. You may also complain to your local data protection
          authority.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-storage',
    title: 'Cookies and browser storage',
    content: (
      <p>
        We set one session cookie, marked httpOnly, so you stay signed in, and short-lived cookies that sign-in needs.
        Your API key, conversations, display and notification preferences and, with Auto-Save on, unsent drafts are kept
        in your browser&apos;s storage (local storage and IndexedDB), where you can clear them at any time. We use no
        advertising or cross-site tracking cookies.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    content: (
      <p>
        We will announce material changes to this policy {POLICY_TEXT.termsChangeNotice} before they take effect, on
        this page and in the product. Questions about this policy: <SupportEmailLink />.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      icon={Eye}
      summary={<p>What personal data AgentOps processes, why, for how long, and the rights you have over it.</p>}
      sections={sections}
    />
  );
}
