import { CircleCheck, Info } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { isValidApiKey } from '@common/api-key';
import { ApiKeyInput } from '@/components/ui/api-key-input';
import { Label } from '@/components/ui/label';
import { useT } from '../i18n';
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
  const t = useT();
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
      <Label htmlFor={inputId}>{t('onboarding.keyField.label', { provider: PROVIDER_NAME })}</Label>
      <ApiKeyInput
        id={inputId}
        size="lg"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={statusId}
        toggleLabel={{ show: t('onboarding.keyField.show'), hide: t('onboarding.keyField.hide') }}
        visible={visible}
        onVisibleChange={onToggleVisible}
      />
      <p id={statusId} aria-live="polite" className="flex items-center gap-1.5 text-xs">
        {valid ? (
          <span className="flex items-center gap-1.5 font-semibold text-success">
            <CircleCheck aria-hidden className="size-3.5" />
            {t('onboarding.keyField.valid')}
          </span>
        ) : (
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <Info aria-hidden className="size-3.5" />
            {t('onboarding.keyField.hint')}
          </span>
        )}
      </p>
    </div>
  );
}
