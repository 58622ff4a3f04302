import { useId } from 'react';
import type { KeyStorageMode } from '@/lib/api-key';
import { cn } from '@/lib/cn';

const OPTIONS: { value: KeyStorageMode; label: string; hint: string }[] = [
  { value: 'local', label: 'This browser', hint: 'Kept until you remove it.' },
  { value: 'session', label: 'This session only', hint: 'Forgotten when the browser session ends.' },
  {
    value: 'encrypted',
    label: 'Encrypted with a passphrase',
    hint: 'Stored encrypted; you enter the passphrase once per visit to unlock it.',
  },
];

interface KeyStorageChoiceProps {
  value: KeyStorageMode;
  onChange: (mode: KeyStorageMode) => void;
}

/** Where the key is kept: native radio buttons, so arrow keys move between the choices. */
export function KeyStorageChoice({ value, onChange }: KeyStorageChoiceProps) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-mono text-xs font-semibold tracking-wider uppercase">Keep the key in</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            value === option.value && 'border-primary bg-primary/5',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-4 accent-[var(--primary)] focus-visible:outline-none"
          />
          <span>
            <span className="block font-medium">{option.label}</span>
            <span className="block text-xs text-muted-foreground">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
