import { ShieldCheck } from 'lucide-react';
import { POLICY_TEXT } from '../policy-figures';
import { LegalLayout, type LegalSection } from './legal-layout';
import { SupportEmailLink } from './support-email-link';

const sections: LegalSection[] = [
  {
    id: 'approach',
    title: 'Our approach',
    content: (
      <p>
        The safest data is data we never hold. AgentOps is designed so that your AI-provider key and your agent
        conversations stay in your browser unless you choose otherwise, and what the server does hold is encrypted,
        hashed or kept only as long as needed. This page describes the measures in place.
      </p>
    ),
  },
  {
    id: 'encryption',
    title: 'Encryption',
    content: (
      <ul>
        <li>
          <strong>In transit:</strong> connections to the service use {POLICY_TEXT.tls}, and browsers are told to use
          HTTPS only.
        </li>
        <li>
          <strong>At rest:</strong> OAuth tokens for linked mailboxes are encrypted with {POLICY_TEXT.encryption}-GCM
          before they are written to the database. The encryption key is held in server configuration, outside the
          database.
        </li>
      </ul>
    ),
  },
  {
    id: 'api-keys',
    title: 'API key handling',
    content: (
      <>
        <p>
          Your provider key is stored in your browser. Agent chat goes from your browser directly to your provider, so
          the key never passes through our servers.
        </p>
        <p>
          The email assistant&apos;s AI features run on our server. For those requests only, your browser attaches the
          key; the server uses it in flight to call your provider and then discards it. It never appears in logs or
          responses. No provider key is shipped in the application code.
        </p>
        <p>
          Agent automations run while you are away, so they need the key on the server. Only if you store it for them
          (the automation form asks for your consent) is it kept, encrypted with {POLICY_TEXT.encryption}-GCM, used only
          for those automations and deleted when you have none left.
        </p>
      </>
    ),
  },
  {
    id: 'authentication',
    title: 'Authentication and sessions',
    content: (
      <ul>
        <li>Passwords are hashed with argon2id using OWASP-recommended parameters; we never store them in clear.</li>
        <li>External sign-in uses OpenID Connect with the authorization code flow, PKCE, state and nonce checks.</li>
        <li>
          Session tokens are stored only as hashes. The session cookie is httpOnly, SameSite=Lax and Secure over HTTPS.
        </li>
        <li>State-changing requests are checked against cross-site request forgery.</li>
        <li>Password reset codes are single-use, short-lived and stored hashed.</li>
      </ul>
    ),
  },
  {
    id: 'access-control',
    title: 'Access control',
    content: (
      <ul>
        <li>
          Every request is checked on the server for a valid session, for the caller&apos;s role and plan, and that the
          record it touches belongs to the caller.
        </li>
        <li>Requests are rate-limited to blunt brute-force and abuse.</li>
        <li>
          Gmail, Outlook and Yahoo mailboxes are linked through OAuth 2.0, so we never handle their passwords; iCloud,
          which offers no OAuth for mail, is linked with an app-specific password, encrypted at rest like the tokens.
          You can unlink a mailbox at any time.
        </li>
        <li>Staff access to production data is limited to what operating the service requires.</li>
      </ul>
    ),
  },
  {
    id: 'logging',
    title: 'Logging and monitoring',
    content: (
      <p>
        We log technical request data to operate and secure the service. Secrets (API keys, OAuth tokens, passwords,
        reset codes, session tokens) are never written to logs. System logs are kept for{' '}
        {POLICY_TEXT.systemLogRetention}, then deleted.
      </p>
    ),
  },
  {
    id: 'incident-response',
    title: 'Incident response',
    content: (
      <p>
        We respond to security incidents {POLICY_TEXT.securityIncidentResponse} of detection or report: we contain the
        issue, investigate its cause and scope, and notify affected users and, where required, the authorities without
        undue delay.
      </p>
    ),
  },
  {
    id: 'reporting',
    title: 'Reporting a vulnerability',
    content: (
      <>
        <p>
          If you believe you have found a security issue, write to <SupportEmailLink /> with the details and steps to
          reproduce it. We answer security reports {POLICY_TEXT.securityIncidentResponse}.
        </p>
        <p>
          Please give us reasonable time to fix the issue before disclosing it, and do not access other users&apos; data
          or degrade the service while testing.
        </p>
      </>
    ),
  },
];

export function SecurityPage() {
  return (
    <LegalLayout
      title="Security"
      icon={ShieldCheck}
      summary={<p>How AgentOps protects your account, your keys and your data, and how to report a security issue.</p>}
      sections={sections}
    />
  );
}
