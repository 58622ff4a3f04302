import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { STARTER_AGENT_IDS } from '@common/entitlements';
import { Check, KeyRound, Lock, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PROVIDER_NAME } from './provider-links';

const BENEFITS = [
  `${LIBRARY_AGENT_COUNT} specialist agents across five categories: creative, productivity, education, business and technical`,
  'Your API key stays in your browser; we store it only if you choose it for automations',
  'You control usage and cost: pay the provider directly, only for what you use',
  `${STARTER_AGENT_IDS.length} starter agents are free; upgrading unlocks all agents`,
  'Setup takes about 2 minutes',
];

export function WelcomeStep() {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Chat with ready-made AI specialists without writing code. Here is what you get:
      </p>
      <ul className="flex flex-col gap-2.5">
        {BENEFITS.map((benefit) => (
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
  return (
    <div className="flex flex-col gap-3">
      <Fact icon={<KeyRound aria-hidden className="size-4" />} title="What it is">
        An API key is a secret token, starting with sk-, that identifies you to {PROVIDER_NAME}. It works like a
        password for the provider&apos;s AI models.
      </Fact>
      <Fact icon={<Wallet aria-hidden className="size-4" />} title="Why you need it">
        Every agent runs on {PROVIDER_NAME}&apos;s models. Your key lets your browser send messages straight to the
        provider, billed to your own account, so you control usage and cost.
      </Fact>
      <Fact icon={<Lock aria-hidden className="size-4" />} title="Where it is kept">
        In this browser. Our servers store it, encrypted, only if you later choose to store it for agent automations.
        Keep it private and never share it.
      </Fact>
    </div>
  );
}

interface AccountQuestionStepProps {
  value: boolean | null;
  onChange: (hasAccount: boolean) => void;
}

const OPTIONS = [
  { value: true, title: 'Yes', detail: `I already have an ${PROVIDER_NAME} account` },
  { value: false, title: 'No', detail: `I need to create an ${PROVIDER_NAME} account` },
] as const;

/** Native radios: arrow keys, one tab stop and the group name come for free. */
export function AccountQuestionStep({ value, onChange }: AccountQuestionStepProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">Do you have an account with {PROVIDER_NAME}?</legend>
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
              <span className="font-mono text-sm font-bold">{option.title}</span>
              <span className={cn('text-sm', checked ? 'text-accent-foreground' : 'text-muted-foreground')}>
                {option.detail}
              </span>
            </span>
            {checked && <Check aria-hidden className="ml-auto size-4 shrink-0 text-primary" />}
          </label>
        );
      })}
    </fieldset>
  );
}
