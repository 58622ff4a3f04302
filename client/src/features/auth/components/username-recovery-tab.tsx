import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RequestUsernameRecoverySchema } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { requestUsernameRecovery } from '../api/auth-api';
import { errorMessage } from '@/lib/error-message';
import { useT } from '../i18n';

export function UsernameRecoveryTab() {
  const t = useT();
  const form = useForm<
    z.input<typeof RequestUsernameRecoverySchema>,
    unknown,
    z.output<typeof RequestUsernameRecoverySchema>
  >({
    resolver: zodResolver(RequestUsernameRecoverySchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({ mutationFn: requestUsernameRecovery });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });

  const onSubmit = form.handleSubmit(({ email: value }) => mutation.mutate(value));
  const failure = mutation.isError ? errorMessage(mutation.error, t('auth.username.failed')) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('auth.username.formLabel')}>
      <p className="text-sm text-muted-foreground">{t('auth.username.intro')}</p>
      <FormField id="username-email" label={t('auth.field.email')} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...fieldA11y('username-email', errors.email?.message)}
          {...form.register('email')}
        />
      </FormField>
      <ErrorBox>{failure}</ErrorBox>
      <div role="status">
        {mutation.isSuccess && (
          <p className="flex items-center gap-2 rounded-md border border-success/50 bg-success/10 p-3 text-sm text-success">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            {t('auth.username.sent')}
          </p>
        )}
      </div>
      <Button type="submit" disabled={!email.trim() || mutation.isPending}>
        {mutation.isPending ? t('auth.sending') : t('auth.username.submit')}
      </Button>
    </form>
  );
}
