import { useId } from 'react';
import type { KeyStorageMode } from '@/lib/api-key';
import { cn } from '@/lib/cn';
import { useT, type Key } from '../i18n';

const OPTIONS: { value: KeyStorageMode; label: Key; hint: Key }[] = [
  { value: 'local', label: 'agent-chat.storage.local', hint: 'agent-chat.storage.localHint' },
  { value: 'session', label: 'agent-chat.storage.session', hint: 'agent-chat.storage.sessionHint' },
  { value: 'encrypted', label: 'agent-chat.storage.encrypted', hint: 'agent-chat.storage.encryptedHint' },
];

interface KeyStorageChoiceProps {
  value: KeyStorageMode;
  onChange: (mode: KeyStorageMode) => void;
}

/** Where the key is kept: native radio buttons, so arrow keys move between the choices. */
export function KeyStorageChoice({ value, onChange }: KeyStorageChoiceProps) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-mono text-xs font-semibold tracking-wider uppercase">
        {t('agent-chat.storage.legend')}
      </legend>
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
            <span className="block font-medium">{t(option.label)}</span>
            <span className="block text-xs text-muted-foreground">{t(option.hint)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
