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
import { useT } from '../i18n';
import { PasswordStrength } from './password-strength';
import { schemaMessage } from './schema-message';

type Values = z.input<typeof ChangePasswordSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
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
      toast({ title: t('settings.password.changedTitle'), description: t('settings.password.changedDescription') });
      form.reset(EMPTY);
      // The server may have signed other devices out.
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        title: t('settings.password.failedTitle'),
        description: errorMessage(err, t('settings.password.failedDescription')),
        variant: 'destructive',
      }),
  });

  const onInvalid = (invalid: FieldErrors<Values>) => {
    if (invalid.confirmPassword) {
      toast({
        title: t('settings.password.mismatchTitle'),
        description: t('settings.password.mismatchDescription'),
        variant: 'destructive',
      });
    } else if (invalid.newPassword) {
      toast({
        title: t('settings.password.tooShortTitle'),
        description: t('settings.password.tooShortDescription', { min: PASSWORD_MIN }),
        variant: 'destructive',
      });
    }
  };
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values), onInvalid);

  const disabled = !hasPassword || mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('settings.password.formLabel')}>
      {!hasPassword && (
        <p id="password-external" className="rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
          {t('settings.password.external')}
        </p>
      )}
      <FormField
        id="password-current"
        label={t('settings.password.current')}
        error={schemaMessage(errors.currentPassword?.message)}
      >
        <PasswordInput
          autoComplete="current-password"
          toggleLabel={t('settings.password.showCurrent')}
          disabled={disabled}
          {...fieldA11y('password-current', schemaMessage(errors.currentPassword?.message))}
          {...form.register('currentPassword')}
        />
      </FormField>
      <FormField
        id="password-new"
        label={t('settings.password.new')}
        error={schemaMessage(errors.newPassword?.message)}
      >
        <PasswordInput
          autoComplete="new-password"
          toggleLabel={t('settings.password.showNew')}
          disabled={disabled}
          {...fieldA11y('password-new', schemaMessage(errors.newPassword?.message))}
          aria-describedby={['password-strength', errors.newPassword && 'password-new-error'].filter(Boolean).join(' ')}
          {...form.register('newPassword')}
        />
        <PasswordStrength id="password-strength" password={next} />
      </FormField>
      <FormField
        id="password-confirm"
        label={t('settings.password.confirm')}
        error={schemaMessage(errors.confirmPassword?.message)}
      >
        <PasswordInput
          autoComplete="new-password"
          toggleLabel={t('settings.password.showConfirm')}
          disabled={disabled}
          {...fieldA11y('password-confirm', schemaMessage(errors.confirmPassword?.message))}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={!hasPassword || !ready || mutation.isPending} className="w-full sm:w-auto">
          {mutation.isPending ? t('settings.common.updating') : t('settings.password.submit')}
        </Button>
      </div>
    </form>
  );
}
