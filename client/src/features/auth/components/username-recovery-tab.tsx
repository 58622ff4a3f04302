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

export function UsernameRecoveryTab() {
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
  const failure = mutation.isError ? errorMessage(mutation.error, 'Failed to request username recovery') : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Recover username">
      <p className="text-sm text-muted-foreground">
        Enter the email address you signed up with and we will email you your username.
      </p>
      <FormField id="username-email" label="Email" error={errors.email?.message}>
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
            Username recovery email sent successfully!
          </p>
        )}
      </div>
      <Button type="submit" disabled={!email.trim() || mutation.isPending}>
        {mutation.isPending ? 'SENDING...' : 'SEND USERNAME'}
      </Button>
    </form>
  );
}
