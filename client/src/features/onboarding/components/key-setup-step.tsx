import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiKeyField } from './api-key-field';
import { PROVIDER_LINKS, PROVIDER_NAME } from './provider-links';

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      {children}
      <ExternalLink aria-hidden className="size-3.5" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Steps({ items }: { items: ReactNode[] }) {
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item, i) => (
        <li key={i} className="flex gap-3 text-sm">
          <span
            aria-hidden
            className="flex size-6 shrink-0 items-center justify-center rounded-full border border-primary/50 font-mono text-xs font-bold text-primary"
          >
            {i + 1}
          </span>
          <span className="pt-0.5">{item}</span>
        </li>
      ))}
    </ol>
  );
}

const HAS_ACCOUNT_STEPS: ReactNode[] = [
  <>
    Open the <NewTabLink href={PROVIDER_LINKS.apiKeys}>{PROVIDER_NAME} API keys page</NewTabLink> and sign in.
  </>,
  <>Choose &ldquo;Create new secret key&rdquo;, give it a name, and copy the key. It is shown only once.</>,
  <>Paste the key below.</>,
];

const NEW_ACCOUNT_STEPS: ReactNode[] = [
  <>
    <NewTabLink href={PROVIDER_LINKS.signUp}>Sign up for an {PROVIDER_NAME} account</NewTabLink> and verify your email.
  </>,
  <>
    Add a payment method in <NewTabLink href={PROVIDER_LINKS.billing}>Billing</NewTabLink>. Usage typically costs about
    $0.002 per message.
  </>,
  <>
    Get a key: on the <NewTabLink href={PROVIDER_LINKS.apiKeys}>API keys page</NewTabLink> choose &ldquo;Create new
    secret key&rdquo;, copy it, and paste it below.
  </>,
];

interface KeySetupStepProps {
  hasAccount: boolean;
  apiKey: string;
  onApiKeyChange: (value: string) => void;
  keyVisible: boolean;
  onToggleKeyVisible: () => void;
  onConfirm: () => void;
}

export function KeySetupStep({
  hasAccount,
  apiKey,
  onApiKeyChange,
  keyVisible,
  onToggleKeyVisible,
  onConfirm,
}: KeySetupStepProps) {
  return (
    <div className="flex flex-col gap-5">
      <Steps items={hasAccount ? HAS_ACCOUNT_STEPS : NEW_ACCOUNT_STEPS} />
      <ApiKeyField
        value={apiKey}
        onChange={onApiKeyChange}
        visible={keyVisible}
        onToggleVisible={onToggleKeyVisible}
        onConfirm={onConfirm}
      />
    </div>
  );
}
