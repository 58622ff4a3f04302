import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_MIN, RESET_CODE_LENGTH, ResetPasswordSchema } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast';
import { resetPassword } from '../api/auth-api';
import { errorMessage } from '@/lib/error-message';
import { PasswordChecklist } from './password-checklist';
import { richText } from '@/components/ui/rich-text';
import { useT } from '../i18n';

/** The reset contract without the email (held from the request step), plus the confirmation. */
const ResetFormSchema = ResetPasswordSchema.pick({ resetCode: true, newPassword: true }).extend({
  confirmPassword: z.string(),
});

interface RecoveryResetStepProps {
  email: string;
  /** What the server said when it sent the code. */
  notice: string;
  onBack: () => void;
  onDone: () => void;
}

export function RecoveryResetStep({ email, notice, onBack, onDone }: RecoveryResetStepProps) {
  const t = useT();
  const form = useForm<z.input<typeof ResetFormSchema>, unknown, z.output<typeof ResetFormSchema>>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { resetCode: '', newPassword: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: (data) => {
      toast({
        title: t('auth.reset.toastTitle'),
        description: data?.message || t('auth.reset.toastFallback'),
      });
      onDone();
    },
  });
  const { errors } = form.formState;
  const [code, password, confirm] = useWatch({
    control: form.control,
    name: ['resetCode', 'newPassword', 'confirmPassword'],
  });
  const ready = code.trim().length > 0 && password.length >= PASSWORD_MIN && password === confirm;

  useEffect(() => form.setFocus('resetCode'), [form]);

  const onSubmit = form.handleSubmit(({ resetCode, newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) return;
    mutation.mutate({ email, resetCode, newPassword });
  });
  const failure = mutation.isError ? errorMessage(mutation.error, t('auth.reset.failed')) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('auth.reset.formLabel')}>
      <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeft aria-hidden />
        {t('auth.reset.back')}
      </Button>
      <div className="grid gap-1 text-sm text-muted-foreground" role="status">
        <p>{notice || t('auth.reset.noticeFallback')}</p>
        <p>
          {richText(t('auth.reset.sentTo', { email }), [
            <span key="email" className="font-medium break-all text-foreground" />,
          ])}
        </p>
      </div>
      <FormField id="reset-code" label={t('auth.reset.code')} error={errors.resetCode?.message}>
        <Input
          placeholder={t('auth.reset.codePlaceholder')}
          maxLength={RESET_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          className="font-mono tracking-[0.3em]"
          {...fieldA11y('reset-code', errors.resetCode?.message)}
          {...form.register('resetCode')}
        />
      </FormField>
      <FormField id="reset-new" label={t('auth.reset.newPassword')} error={errors.newPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          toggleLabel={t('auth.reset.showNewPassword')}
          {...fieldA11y('reset-new', errors.newPassword?.message)}
          aria-describedby={['reset-requirements', errors.newPassword && 'reset-new-error'].filter(Boolean).join(' ')}
          {...form.register('newPassword')}
        />
      </FormField>
      <FormField id="reset-confirm" label={t('auth.field.confirmPassword')}>
        <PasswordInput
          autoComplete="new-password"
          toggleLabel={t('auth.field.showConfirmation')}
          id="reset-confirm"
          aria-describedby="reset-requirements"
          {...form.register('confirmPassword')}
        />
      </FormField>
      <PasswordChecklist password={password} confirm={confirm} />
      <ErrorBox>{failure}</ErrorBox>
      <Button type="submit" disabled={!ready || mutation.isPending}>
        {mutation.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
