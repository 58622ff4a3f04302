import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { richText } from '@/components/ui/rich-text';
import { useLocale } from '@/lib/i18n/i18n';
import { useT } from '../i18n';
import { ApiKeyField } from './api-key-field';
import { PROVIDER_LINKS, PROVIDER_NAME } from './provider-links';

function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      {children}
      <ExternalLink aria-hidden className="size-3.5" />
      <span className="sr-only">{t('onboarding.keySetup.newTab')}</span>
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

/** What a message typically costs the user at the provider, in US dollars. */
const COST_PER_MESSAGE_USD = 0.002;

const link = (href: string) => [<NewTabLink key="link" href={href} />];

function useKeySteps(hasAccount: boolean): ReactNode[] {
  const t = useT();
  const locale = useLocale();
  const provider = PROVIDER_NAME;
  if (hasAccount) {
    return [
      richText(t('onboarding.keySetup.hasAccount1', { provider }), link(PROVIDER_LINKS.apiKeys)),
      t('onboarding.keySetup.hasAccount2'),
      t('onboarding.keySetup.hasAccount3'),
    ];
  }
  const cost = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 3,
  }).format(COST_PER_MESSAGE_USD);
  return [
    richText(t('onboarding.keySetup.newAccount1', { provider }), link(PROVIDER_LINKS.signUp)),
    richText(t('onboarding.keySetup.newAccount2', { cost }), link(PROVIDER_LINKS.billing)),
    richText(t('onboarding.keySetup.newAccount3'), link(PROVIDER_LINKS.apiKeys)),
  ];
}

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
  const steps = useKeySteps(hasAccount);
  return (
    <div className="flex flex-col gap-5">
      <Steps items={steps} />
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
