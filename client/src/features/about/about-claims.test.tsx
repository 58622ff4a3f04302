import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { expectClaims, type Claim } from '../../../test/claims';
import { renderWithApp } from '../../../test/render';
import { AboutPage } from './components/about-page';

/** Every factual claim of the about page, with the code or test that makes it true. */
const ABOUT_CLAIMS: Claim[] = [
  {
    text: `${LIBRARY_AGENT_COUNT} specialist agents across five categories`,
    proof: ['common/agents/library-size.ts', 'server/routes/agents.test.ts'],
  },
  {
    text: 'you bring your own AI-provider API key, you see and pay for usage with your provider',
    proof: ['client/src/lib/api-key.ts', 'client/src/lib/chat-stream.ts'],
  },
  {
    text: 'Your key stays in your browser; our servers keep it, encrypted, only if you store it for agent automations.',
    proof: ['client/src/lib/api-key.ts', 'server/routes/automation-agent-key.test.ts', 'server/lib/crypto-box.ts'],
  },
  {
    text: 'Agent conversations are kept in your browser too, unless you turn on cloud history, which stores them encrypted with a passphrase we never see.',
    proof: ['client/src/features/agent-chat/conversations/conversation-db.ts', 'e2e/cloud-history.spec.ts'],
  },
  {
    text: 'Mailbox access tokens are encrypted at rest, passwords are hashed with argon2id, and mailbox passwords are never stored.',
    proof: [
      'server/services/mail-tokens.test.ts',
      'server/services/passwords.ts',
      'server/routes/email-accounts-oauth.test.ts',
    ],
  },
  {
    text: 'Automations pause after 14 days without a login, run at most 50 times a day and 1,000 times in total, and expire after a year.',
    proof: ['common/automation-constants.ts', 'server/services/automation-safeguards.test.ts'],
  },
  {
    text: 'Simple monthly plans with no contracts and no cancellation fees.',
    proof: ['server/services/billing.ts', 'server/services/billing.test.ts'],
  },
  {
    text: 'Agent chats are sent from your browser straight to your provider’s OpenAI-compatible chat-completions API with your own key.',
    proof: ['client/src/lib/chat-stream.ts', 'client/src/lib/chat-stream.test.ts'],
  },
  {
    text: 'Replies stream in token by token, you can stop one at any time, and screen readers announce them politely.',
    proof: ['client/src/lib/chat-engine/chat-engine.test.ts', 'e2e/chat-checks.ts'],
  },
  {
    text: 'your key travels with that request only and is never logged. It is stored, encrypted, only if you choose to store it for agent automations.',
    proof: ['server/routes/email-ai-logging.test.ts', 'server/routes/automation-agent-key.test.ts'],
  },
  {
    text: 'Their access tokens are encrypted at rest with AES-256-GCM; session tokens and reset codes are stored only as hashes.',
    proof: ['server/lib/crypto-box.test.ts', 'server/services/sessions.ts', 'server/services/password-reset.ts'],
  },
  {
    text: 'Sign in through OpenID Connect (authorization code with PKCE), or with a password hashed with argon2id. Session cookies are httpOnly and SameSite.',
    proof: ['server/routes/oidc.test.ts', 'server/services/passwords.ts', 'server/plugins/session.test.ts'],
  },
  {
    text: 'One set of migrations runs on embedded SQLite or on PostgreSQL. Servers keep no state of their own, so several can share one database.',
    proof: [
      'server/db/migrations',
      'server/test/scale-out',
      'docs/decisions/022-scale-out-proven-with-real-processes.md',
    ],
  },
  {
    text: 'Agent conversations are kept locally in your browser’s storage; with cloud history, our servers keep only a copy encrypted with your passphrase.',
    proof: [
      'client/src/features/agent-chat/conversations/conversation-db.ts',
      'client/src/features/agent-chat/sync/cloud-crypto.ts',
      'e2e/cloud-history.spec.ts',
    ],
  },
  {
    text: 'Export your data as JSON and CSV at any time. Deleting your account deletes its data and ends every session.',
    proof: ['server/services/account-export.ts', 'server/routes/account.test.ts'],
  },
];

describe('the about page promises only what the product does', () => {
  it('prints each claim, and each claim names the code or test that makes it true', async () => {
    renderWithApp(<AboutPage />);
    await screen.findByRole('heading', { name: 'OPERATING PRINCIPLES' });
    expectClaims(document.body, ABOUT_CLAIMS);
  });
});
