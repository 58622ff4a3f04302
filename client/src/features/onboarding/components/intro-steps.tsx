import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { STARTER_AGENT_IDS } from '@common/entitlements';
import { Check, KeyRound, Lock, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '../i18n';
import { PROVIDER_NAME } from './provider-links';

export function WelcomeStep() {
  const t = useT();
  const benefits = [
    t('onboarding.welcome.agents', { count: LIBRARY_AGENT_COUNT }),
    t('onboarding.welcome.key'),
    t('onboarding.welcome.cost'),
    t('onboarding.welcome.starter', { count: STARTER_AGENT_IDS.length }),
    t('onboarding.welcome.time'),
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('onboarding.welcome.intro')}</p>
      <ul className="flex flex-col gap-2.5">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2.5 text-sm">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-md border bg-background/60 p-3">
      <span className="mt-0.5 shrink-0 text-primary">{icon}</span>
      <div className="flex flex-col gap-1">
        <h4 className="font-mono text-xs font-bold tracking-wider uppercase">{title}</h4>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

export function ApiKeyExplainerStep() {
  const t = useT();
  const provider = PROVIDER_NAME;
  return (
    <div className="flex flex-col gap-3">
      <Fact icon={<KeyRound aria-hidden className="size-4" />} title={t('onboarding.explainer.whatTitle')}>
        {t('onboarding.explainer.what', { provider })}
      </Fact>
      <Fact icon={<Wallet aria-hidden className="size-4" />} title={t('onboarding.explainer.whyTitle')}>
        {t('onboarding.explainer.why', { provider })}
      </Fact>
      <Fact icon={<Lock aria-hidden className="size-4" />} title={t('onboarding.explainer.whereTitle')}>
        {t('onboarding.explainer.where')}
      </Fact>
    </div>
  );
}

interface AccountQuestionStepProps {
  value: boolean | null;
  onChange: (hasAccount: boolean) => void;
}

const OPTIONS = [
  { value: true, title: 'onboarding.account.yes', detail: 'onboarding.account.yesDetail' },
  { value: false, title: 'onboarding.account.no', detail: 'onboarding.account.noDetail' },
] as const;

/** Native radios: arrow keys, one tab stop and the group name come for free. */
export function AccountQuestionStep({ value, onChange }: AccountQuestionStepProps) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">
        {t('onboarding.account.question', { provider: PROVIDER_NAME })}
      </legend>
      {OPTIONS.map((option) => {
        const checked = value === option.value;
        return (
          <label
            key={option.title}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md border p-4 transition-colors hover:border-primary/60',
              checked && 'border-primary bg-accent text-accent-foreground ring-1 ring-primary',
            )}
          >
            <input
              type="radio"
              name="has-provider-account"
              className="size-4 accent-[var(--primary)]"
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            <span className="flex flex-col">
              <span className="font-mono text-sm font-bold">{t(option.title)}</span>
              <span className={cn('text-sm', checked ? 'text-accent-foreground' : 'text-muted-foreground')}>
                {t(option.detail, { provider: PROVIDER_NAME })}
              </span>
            </span>
            {checked && <Check aria-hidden className="ml-auto size-4 shrink-0 text-primary" />}
          </label>
        );
      })}
    </fieldset>
  );
}
