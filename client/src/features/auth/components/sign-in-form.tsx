import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginSchema } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { login, reloadAfterSignIn } from '../api/auth-api';
import { errorMessage } from '@/lib/error-message';
import { useT } from '../i18n';

interface SignInFormProps {
  onForgot: () => void;
}

export function SignInForm({ onForgot }: SignInFormProps) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof LoginSchema>, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: reloadAfterSignIn,
    onError: (err) =>
      setFormError(errorMessage(err, t('auth.signIn.failed'), { unreached: t('auth.signIn.failedRetry') })),
  });
  // Stays busy after success until the reload replaces the page.
  const busy = mutation.isPending || mutation.isSuccess;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('auth.signIn.formLabel')}>
      <FormField id="signin-email" label={t('auth.field.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          {...fieldA11y('signin-email', errors.email?.message)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="signin-password" label={t('auth.field.password')} error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldA11y('signin-password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <div className="-mt-1 flex justify-end">
        <Button type="button" variant="link" size="sm" className="h-auto px-0 font-sans" onClick={onForgot}>
          {t('auth.signIn.forgot')}
        </Button>
      </div>
      <ErrorBox id="signin-error">{formError}</ErrorBox>
      <Button type="submit" disabled={busy} aria-describedby={formError ? 'signin-error' : undefined}>
        {busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
