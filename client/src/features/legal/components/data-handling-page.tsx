import { Database } from 'lucide-react';
import { POLICY_TEXT } from '../policy-figures';
import { DataMap } from './data-map';
import { LegalLayout, type LegalSection } from './legal-layout';
import { SupportEmailLink } from './support-email-link';

const sections: LegalSection[] = [
  {
    id: 'principles',
    title: 'Principles',
    content: (
      <ul>
        <li>Keep data in your browser where the service can work that way.</li>
        <li>Hold on the server only what the service needs, and only for as long as it needs it.</li>
        <li>Encrypt or hash what is sensitive; never log secrets.</li>
        <li>Let you take your data with you, and delete it for real when you leave.</li>
      </ul>
    ),
  },
  {
    id: 'data-map',
    title: 'Where your data lives',
    content: <DataMap />,
  },
  {
    id: 'ai-providers',
    title: 'Data sent to AI providers',
    content: (
      <>
        <p>
          When you chat with an agent, your browser sends the conversation directly to your AI provider with your own
          key. We do not see or store that traffic.
        </p>
        <p>
          When you use the email assistant&apos;s AI features (compose, analyze, template suggestions, draft analysis),
          your browser sends the request and your key to our server, which forwards the request to your provider and
          streams the answer back. The key is used in flight only. Your provider processes the content under its own
          terms; check them for how long it keeps request data.
        </p>
      </>
    ),
  },
  {
    id: 'export',
    title: 'Exporting your data',
    content: (
      <p>
        You can download the data we hold about you at any time from the USAGE tab of account settings with the EXPORT
        button. The export comes as {POLICY_TEXT.exportFormats} files: the JSON file holds everything we keep about your
        account, without secrets such as password or token hashes; the CSV file lists your usage records, ready for a
        spreadsheet. Conversations kept in your browser are not on our servers and are not part of the export.
      </p>
    ),
  },
  {
    id: 'deletion',
    title: 'Deleting your data',
    content: (
      <>
        <p>
          DELETE PROFILE, in the SECURITY tab of account settings, deletes your account. Every session ends at once;
          your profile, email assistant data, linked mailboxes with their tokens, and usage records are removed from the
          live database, and scheduled automations stop. Any remaining copies, such as backups, are deleted{' '}
          {POLICY_TEXT.accountDeletion}.
        </p>
        <p>
          Data kept in your browser (API key, conversations, preferences) is under your control: clearing this
          site&apos;s data in your browser removes it.
        </p>
      </>
    ),
  },
  {
    id: 'requests',
    title: 'Data requests',
    content: (
      <p>
        For anything the product does not let you do yourself, write to <SupportEmailLink />. We answer data and privacy
        requests {POLICY_TEXT.privacyResponse} and fulfil them {POLICY_TEXT.privacyFulfilment}. We may ask you to
        confirm your identity first, to protect your account.
      </p>
    ),
  },
];

export function DataHandlingPage() {
  return (
    <LegalLayout
      title="Data Handling"
      icon={Database}
      summary={
        <p>
          Which data AgentOps processes, where each kind lives, how long it is kept, and how to export or delete it.
        </p>
      }
      sections={sections}
    />
  );
}
