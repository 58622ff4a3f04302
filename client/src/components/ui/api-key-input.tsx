import { forwardRef } from 'react';
import { cn } from '@/lib/cn';
import { useT } from './i18n';
import { PasswordInput, type PasswordInputProps } from './password-input';

/**
 * The provider API key field: masked with a show toggle, in a monospace font, and kept out of
 * autofill, autocorrect and spell checking, since a key is a secret and not a word.
 */
export const ApiKeyInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  ({ className, toggleLabel, ...props }, ref) => {
    const t = useT();
    return (
      <PasswordInput
        ref={ref}
        placeholder="sk-..."
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        toggleLabel={toggleLabel ?? t('ui.apiKeyInput.show')}
        className={cn('font-mono', className)}
        {...props}
      />
    );
  },
);
ApiKeyInput.displayName = 'ApiKeyInput';
