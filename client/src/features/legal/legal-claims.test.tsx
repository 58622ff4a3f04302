import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { expectClaims, type Claim } from '../../../test/claims';
import { renderWithApp } from '../../../test/render';
import { DataHandlingPage } from './components/data-handling-page';
import { PrivacyPolicyPage } from './components/privacy-policy-page';
import { SecurityPage } from './components/security-page';
import { TermsOfServicePage } from './components/terms-of-service-page';

// Proofs used by several pages.
const KEY_IN_FLIGHT = [
  'server/routes/email-ai-logging.test.ts',
  'client/src/features/email-assistant/api/email-ai-api.ts',
];
const KEY_FOR_AUTOMATIONS = ['server/routes/automation-agent-key.test.ts', 'server/services/automation-agent.ts'];
const BROWSER_CHAT = ['client/src/lib/chat-stream.ts', 'client/src/lib/chat-stream.test.ts'];
const CONVERSATIONS_LOCAL = ['client/src/features/agent-chat/conversations/conversation-db.ts'];
const CLOUD_HISTORY = [
  'client/src/features/agent-chat/sync/cloud-crypto.ts',
  'client/src/features/agent-chat/sync/cloud-crypto.test.ts',
  'server/routes/cloud-history.test.ts',
  'e2e/cloud-history.spec.ts',
];
const MAIL_LINKING = [
  'server/routes/email-accounts-oauth.test.ts',
  'server/routes/email-accounts-app-password.test.ts',
];
const ENCRYPTED = ['server/lib/crypto-box.ts', 'server/lib/crypto-box.test.ts', 'server/services/mail-tokens.test.ts'];
const PASSWORDS = ['server/services/passwords.ts', 'server/routes/auth.test.ts'];
const HOUSEKEEPING = ['server/services/housekeeping.ts', 'server/services/housekeeping.test.ts'];
const DELETION = ['server/routes/account.test.ts', 'client/src/features/settings/components/delete-profile.test.tsx'];
const EXPORT = ['server/services/account-export.ts', 'client/src/features/settings/components/usage-export.tsx'];
const BILLING = ['server/services/billing.ts', 'server/services/billing.test.ts'];
// Operator commitments (response times, log retention, notice periods): one place, pinned by its test.
const OPERATOR = ['client/src/features/legal/policy-figures.ts', 'client/src/features/legal/policy-figures.test.ts'];

const SECURITY: Claim[] = [
  {
    text: 'connections to the service use TLS 1.3, and browsers are told to use HTTPS only',
    proof: ['server/plugins/security-headers.ts', ...OPERATOR],
  },
  {
    text: 'OAuth tokens for linked mailboxes are encrypted with AES-256-GCM before they are written to the database',
    proof: ENCRYPTED,
  },
  {
    text: 'Your provider key is stored in your browser. Agent chat goes from your browser directly to your provider',
    proof: ['client/src/lib/api-key.ts', ...BROWSER_CHAT],
  },
  {
    text: 'the server uses it in flight to call your provider and then discards it. It never appears in logs or responses. No provider key is shipped in the application code.',
    proof: [...KEY_IN_FLIGHT, 'server/routes/agents-client-imports.test.ts'],
  },
  {
    text: 'Only if you store it for them (the automation form asks for your consent) is it kept, encrypted with AES-256-GCM, used only for those automations and deleted when you have none left.',
    proof: KEY_FOR_AUTOMATIONS,
  },
  { text: 'Passwords are hashed with argon2id using OWASP-recommended parameters', proof: PASSWORDS },
  {
    text: 'External sign-in uses OpenID Connect with the authorization code flow, PKCE, state and nonce checks.',
    proof: ['server/services/oidc-login.ts', 'server/routes/oidc.test.ts'],
  },
  {
    text: 'Session tokens are stored only as hashes. The session cookie is httpOnly, SameSite=Lax and Secure over HTTPS.',
    proof: ['server/services/sessions.ts', 'server/plugins/session.test.ts'],
  },
  {
    text: 'State-changing requests are checked against cross-site request forgery.',
    proof: ['server/plugins/csrf.ts', 'server/plugins/csrf.test.ts'],
  },
  {
    text: 'Password reset codes are single-use, short-lived and stored hashed.',
    proof: ['server/services/password-reset.ts', 'server/routes/auth-recovery.test.ts'],
  },
  {
    text: "Every request is checked on the server for a valid session, for the caller's role and plan, and that the record it touches belongs to the caller.",
    proof: ['server/test/access-matrix', 'server/routes/entitlements.test.ts'],
  },
  {
    text: 'Requests are rate-limited to blunt brute-force and abuse.',
    proof: ['server/lib/rate-limit-store.ts', 'server/services/sign-in-throttle.ts'],
  },
  {
    text: 'iCloud, which offers no OAuth for mail, is linked with an app-specific password, encrypted at rest like the tokens.',
    proof: MAIL_LINKING,
  },
  {
    text: 'Secrets (API keys, OAuth tokens, passwords, reset codes, session tokens) are never written to logs.',
    proof: ['server/lib/logger.ts', 'server/routes/email-ai-logging.test.ts'],
  },
  { text: 'System logs are kept for 90 days', proof: OPERATOR },
  { text: 'We respond to security incidents within 4 hours', proof: OPERATOR },
];

const PRIVACY: Claim[] = [
  {
    text: 'your AI-provider API key and your agent conversations stay in your browser by default',
    proof: ['client/src/lib/api-key.ts', ...CONVERSATIONS_LOCAL],
  },
  { text: 'for password accounts, a one-way argon2id hash of your password', proof: PASSWORDS },
  {
    text: 'a hashed session token with its creation, last-use and expiry times, and the browser and IP address it was opened from',
    proof: ['server/services/sessions.ts'],
  },
  { text: 'and your provider key if you store it for agent automations, encrypted', proof: KEY_FOR_AUTOMATIONS },
  { text: 'which uses it to call your provider and discards it; it is never written to a log.', proof: KEY_IN_FLIGHT },
  {
    text: 'They are kept locally in your browser by default and are not uploaded to our servers.',
    proof: CONVERSATIONS_LOCAL,
  },
  {
    text: 'If you turn on cloud history (paid plans), they are encrypted in your browser with a key made from a passphrase we never see, and our servers store only that ciphertext; turning it off deletes it.',
    proof: CLOUD_HISTORY,
  },
  { text: 'for iCloud you give an app-specific password, which we store encrypted.', proof: MAIL_LINKING },
  { text: 'Session records are kept for 30 days after the session expires, then deleted.', proof: HOUSEKEEPING },
  { text: 'are kept for up to 2 years', proof: HOUSEKEEPING },
  { text: 'Export your data yourself from account settings, as JSON and CSV files.', proof: EXPORT },
  { text: 'Deletion ends every session at once and removes your account and its data.', proof: DELETION },
  {
    text: 'We set one session cookie, marked httpOnly',
    proof: ['server/plugins/session.ts', 'server/plugins/session.test.ts'],
  },
  {
    text: "with Auto-Save on, unsent drafts are kept in your browser's storage (local storage and IndexedDB)",
    proof: [
      'client/src/lib/preferences/use-auto-saved-state.ts',
      'client/src/features/email-assistant/hooks/use-compose-state.test.tsx',
    ],
  },
  { text: 'We answer privacy requests within 72 hours', proof: OPERATOR },
];

const TERMS: Claim[] = [
  {
    text: "It is sent to our server only with requests to the email assistant's AI features, where it is used for that request and never logged. It is stored, encrypted, only if you choose to store it for agent automations.",
    proof: [...KEY_IN_FLIGHT, ...KEY_FOR_AUTOMATIONS],
  },
  { text: 'Paid subscriptions are billed monthly in advance.', proof: BILLING },
  {
    text: 'Upgrades take effect immediately; downgrades take effect at the start of the next billing cycle.',
    proof: BILLING,
  },
  { text: 'When you cancel, your plan stays active until the end of the period you have paid for.', proof: BILLING },
  {
    text: 'are available on the Pro plan. They need at least one mailbox linked through OAuth 2.0.',
    proof: ['common/entitlements.ts', 'server/routes/automations.test.ts'],
  },
  {
    text: 'they pause when an account is inactive, are limited per day and in total, and expire after a time.',
    proof: ['common/automation-constants.ts', 'server/services/automation-safeguards.test.ts'],
  },
  {
    text: 'every session ends at once and your account data is deleted within 30 days of account closure',
    proof: DELETION,
  },
];

const DATA_HANDLING: Claim[] = [
  { text: 'your browser sends the conversation directly to your AI provider with your own key', proof: BROWSER_CHAT },
  { text: 'The key is used in flight only.', proof: KEY_IN_FLIGHT },
  { text: 'Stored on the server, encrypted, only if you store it for agent automations.', proof: KEY_FOR_AUTOMATIONS },
  {
    text: 'Drafts are kept only while Auto-Save is on.',
    proof: ['client/src/features/email-assistant/hooks/use-compose-state.test.tsx'],
  },
  {
    text: 'the JSON file holds everything we keep about your account, without secrets such as password or token hashes',
    proof: [...EXPORT, 'server/routes/account.test.ts'],
  },
];

const PAGES: [string, () => ReactElement, Claim[]][] = [
  ['Security', () => <SecurityPage />, SECURITY],
  ['Privacy Policy', () => <PrivacyPolicyPage />, PRIVACY],
  ['Terms of Service', () => <TermsOfServicePage />, TERMS],
  ['Data Handling', () => <DataHandlingPage />, DATA_HANDLING],
];

describe('the legal pages promise only what the product does', () => {
  for (const [title, page, claims] of PAGES) {
    it(`${title}: each claim is printed and names the code or test that makes it true`, async () => {
      mockApi({});
      renderWithApp(page());
      await screen.findByRole('heading', { level: 1, name: title });
      expectClaims(document.body, claims);
    });
  }
});
