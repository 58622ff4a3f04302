import { Database, FileDown, Fingerprint, HardDrive, Lock, Radio, Server, Workflow } from 'lucide-react';

const FOUNDATION = [
  {
    icon: Workflow,
    title: 'Direct browser-to-provider chat',
    text: 'Agent chats are sent from your browser straight to your provider’s OpenAI-compatible chat-completions API with your own key.',
  },
  {
    icon: Radio,
    title: 'Streaming replies',
    text: 'Replies stream in token by token, you can stop one at any time, and screen readers announce them politely.',
  },
  {
    icon: Server,
    title: 'Keys used in flight only',
    text: 'The Email Assistant’s AI features run through our server: your key travels with that request only and is never logged. It is stored, encrypted, only if you choose to store it for agent automations.',
  },
  {
    icon: Lock,
    title: 'Encrypted tokens at rest',
    text: 'Mailboxes are linked with OAuth 2.0. Their access tokens are encrypted at rest with AES-256-GCM; session tokens and reset codes are stored only as hashes.',
  },
  {
    icon: Fingerprint,
    title: 'Modern sign-in',
    text: 'Sign in through OpenID Connect (authorization code with PKCE), or with a password hashed with argon2id. Session cookies are httpOnly and SameSite.',
  },
  {
    icon: Database,
    title: 'SQLite or PostgreSQL',
    text: 'One set of migrations runs on embedded SQLite or on PostgreSQL. Servers keep no state of their own, so several can share one database.',
  },
  {
    icon: HardDrive,
    title: 'Conversations in your browser',
    text: 'Agent conversations are kept locally in your browser’s storage; with cloud history, our servers keep only a copy encrypted with your passphrase.',
  },
  {
    icon: FileDown,
    title: 'Export and real deletion',
    text: 'Export your data as JSON and CSV at any time. Deleting your account deletes its data and ends every session.',
  },
];

export function TechFoundation() {
  return (
    <section aria-labelledby="foundation-title" className="mt-16">
      <h2 id="foundation-title" className="font-mono text-2xl font-bold tracking-wider">
        TECHNICAL FOUNDATION
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        What actually happens when you use the platform, and where your data lives.
      </p>
      <ul className="mt-6 grid gap-x-8 gap-y-6 md:grid-cols-2">
        {FOUNDATION.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
            <div>
              <h3 className="font-mono text-sm font-bold tracking-wide">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
