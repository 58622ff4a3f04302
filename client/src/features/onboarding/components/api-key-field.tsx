import { CircleCheck, Eye, EyeOff, Info } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { isValidApiKey } from '@common/api-key';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PROVIDER_NAME } from './provider-links';

interface ApiKeyFieldProps {
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  onToggleVisible: () => void;
  /** Enter in the field confirms, even with an invalid key (the caller explains what is wrong). */
  onConfirm: () => void;
}

export function ApiKeyField({ value, onChange, visible, onToggleVisible, onConfirm }: ApiKeyFieldProps) {
  const inputId = useId();
  const statusId = useId();
  const valid = isValidApiKey(value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onConfirm();
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>Your {PROVIDER_NAME} API key</Label>
      <div className="relative">
        <Input
          id={inputId}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="sk-..."
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={statusId}
          className="h-11 pr-12 font-mono"
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute top-1/2 right-0.5 size-10 -translate-y-1/2 text-muted-foreground hover:text-foreground"
          aria-label={visible ? 'Hide key' : 'Show key'}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={onToggleVisible}
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </Button>
      </div>
      <p id={statusId} aria-live="polite" className="flex items-center gap-1.5 text-xs">
        {valid ? (
          <span className="flex items-center gap-1.5 font-semibold text-success">
            <CircleCheck aria-hidden className="size-3.5" />
            Valid format
          </span>
        ) : (
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <Info aria-hidden className="size-3.5" />
            Enter your API key starting with &apos;sk-&apos;
          </span>
        )}
      </p>
    </div>
  );
}
