import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RequestPasswordResetSchema } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { requestPasswordReset } from '../api/auth-api';
import { errorMessage } from '@/lib/error-message';
import { useT } from '../i18n';

interface RecoveryRequestStepProps {
  defaultEmail: string;
  /** Focus the email field when shown (after Back); on first open the dialog places focus. */
  focusOnMount?: boolean;
  onSent: (email: string, message: string) => void;
}

export function RecoveryRequestStep({ defaultEmail, focusOnMount, onSent }: RecoveryRequestStepProps) {
  const t = useT();
  const form = useForm<
    z.input<typeof RequestPasswordResetSchema>,
    unknown,
    z.output<typeof RequestPasswordResetSchema>
  >({
    resolver: zodResolver(RequestPasswordResetSchema),
    defaultValues: { email: defaultEmail },
  });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (data, email) => onSent(email, data?.message ?? ''),
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });

  useEffect(() => {
    if (focusOnMount) form.setFocus('email');
  }, [focusOnMount, form]);

  const onSubmit = form.handleSubmit(({ email: value }) => mutation.mutate(value));
  const failure = mutation.isError ? errorMessage(mutation.error, t('auth.request.failed')) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('auth.request.formLabel')}>
      <p className="text-sm text-muted-foreground">{t('auth.request.intro')}</p>
      <FormField id="recovery-email" label={t('auth.field.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...fieldA11y('recovery-email', errors.email?.message)}
          {...form.register('email')}
        />
      </FormField>
      <ErrorBox>{failure}</ErrorBox>
      <Button type="submit" disabled={!email.trim() || mutation.isPending}>
        {mutation.isPending ? t('auth.sending') : t('auth.request.submit')}
      </Button>
    </form>
  );
}
