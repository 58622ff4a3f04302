import { Globe, Server } from 'lucide-react';
import { POLICY_TEXT } from '../policy-figures';

interface DataEntry {
  data: string;
  where: 'browser' | 'server';
  detail: string;
  kept: string;
}

const ENTRIES: DataEntry[] = [
  {
    data: 'AI-provider API key',
    where: 'browser',
    detail:
      'Browser storage. Sent with email assistant AI requests, used in flight, never logged. Stored on the server, encrypted, only if you store it for agent automations.',
    kept: 'Until you clear it',
  },
  {
    data: 'Agent conversations',
    where: 'browser',
    detail:
      'Kept locally in your browser by default. With cloud history on, also on our servers as ciphertext only, encrypted in your browser with a passphrase we never see.',
    kept: 'Until you clear them',
  },
  {
    data: 'Display and notification preferences, auto-saved drafts',
    where: 'browser',
    detail: 'Browser storage. Drafts are kept only while Auto-Save is on.',
    kept: 'Until you clear them',
  },
  {
    data: 'Account and profile',
    where: 'server',
    detail: 'Name, email and optional profile fields; passwords only as argon2id hashes.',
    kept: `While your account is open; deleted ${POLICY_TEXT.accountDeletion}`,
  },
  {
    data: 'Email assistant data',
    where: 'server',
    detail: `Drafts, templates, tasks, automations and linked mailboxes; OAuth tokens encrypted with ${POLICY_TEXT.encryption}-GCM.`,
    kept: `While your account is open; deleted ${POLICY_TEXT.accountDeletion}`,
  },
  {
    data: 'Session records',
    where: 'server',
    detail: 'Session tokens stored only as hashes.',
    kept: POLICY_TEXT.sessionRetention,
  },
  {
    data: 'System logs',
    where: 'server',
    detail: 'Technical request records, never containing secrets.',
    kept: POLICY_TEXT.systemLogRetention,
  },
  {
    data: 'Aggregated usage statistics',
    where: 'server',
    detail: 'Totals that no longer identify you.',
    kept: POLICY_TEXT.analyticsRetention,
  },
];

const WHERE_LABEL = { browser: 'YOUR BROWSER', server: 'OUR SERVERS' } as const;

/** The data inventory as cards rather than a table, so it reads well at 360 px too. Wrapped in a div to stay out of the
 * layout's list styles. */
export function DataMap() {
  return (
    <div>
      <ul className="space-y-3">
        {ENTRIES.map((entry) => {
          const Icon = entry.where === 'browser' ? Globe : Server;
          return (
            <li key={entry.data} className="rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{entry.data}</h3>
                <span className="inline-flex items-center gap-1 font-mono text-xs font-bold tracking-wider text-primary">
                  <Icon className="size-3.5" aria-hidden />
                  {WHERE_LABEL[entry.where]}
                </span>
              </div>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">{entry.detail}</p>
              <p className="mt-2 text-sm leading-6">
                <span className="font-mono text-xs font-bold tracking-wider text-muted-foreground">KEPT: </span>
                {entry.kept}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
