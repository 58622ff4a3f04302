import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { ChangePasswordSchema, PASSWORD_MIN } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast';
import { changePassword, SESSIONS_QUERY_KEY } from '../api/settings-api';
import { errorMessage } from '@/lib/error-message';
import { PasswordStrength } from './password-strength';

type Values = z.input<typeof ChangePasswordSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, z.output<typeof ChangePasswordSchema>>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const [current, next, confirm] = useWatch({
    control: form.control,
    name: ['currentPassword', 'newPassword', 'confirmPassword'],
  });
  const ready = Boolean(current && next && confirm) && next === confirm && next.length >= PASSWORD_MIN;

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast({ title: 'Password Changed', description: 'Your password has been successfully updated.' });
      form.reset(EMPTY);
      // The server may have signed other devices out.
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        title: 'Password Change Failed',
        description: errorMessage(err, 'Failed to change password. Please try again.'),
        variant: 'destructive',
      }),
  });

  const onInvalid = (invalid: FieldErrors<Values>) => {
    if (invalid.confirmPassword) {
      toast({
        title: 'Password Mismatch',
        description: "New password and confirmation password don't match",
        variant: 'destructive',
      });
    } else if (invalid.newPassword) {
      toast({
        title: 'Password Too Short',
        description: 'New password must be at least 8 characters long',
        variant: 'destructive',
      });
    }
  };
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values), onInvalid);

  const disabled = !hasPassword || mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
      {!hasPassword && (
        <p id="password-external" className="rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
          This account uses external authentication. Password changes are not available.
        </p>
      )}
      <FormField id="password-current" label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput
          autoComplete="current-password"
          toggleLabel="Show current password"
          disabled={disabled}
          {...fieldA11y('password-current', errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
      </FormField>
      <FormField id="password-new" label="New password" error={errors.newPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          toggleLabel="Show new password"
          disabled={disabled}
          {...fieldA11y('password-new', errors.newPassword?.message)}
          aria-describedby={['password-strength', errors.newPassword && 'password-new-error'].filter(Boolean).join(' ')}
          {...form.register('newPassword')}
        />
        <PasswordStrength id="password-strength" password={next} />
      </FormField>
      <FormField id="password-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          toggleLabel="Show confirmation password"
          disabled={disabled}
          {...fieldA11y('password-confirm', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={!hasPassword || !ready || mutation.isPending} className="w-full sm:w-auto">
          {mutation.isPending ? 'UPDATING...' : 'CHANGE PASSWORD'}
        </Button>
      </div>
    </form>
  );
}
