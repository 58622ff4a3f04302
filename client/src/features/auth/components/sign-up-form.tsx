import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { RegisterSchema } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ErrorBox } from '@/components/ui/error-box';
import { FieldError } from '@/components/ui/field-error';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { richText } from '@/components/ui/rich-text';
import { register as registerAccount, reloadAfterSignIn } from '../api/auth-api';
import { errorMessage } from '@/lib/error-message';
import { translate, useT } from '../i18n';

/** The registration contract plus the two consents, which the form alone asks for. */
const SignUpFormSchema = z.intersection(
  RegisterSchema,
  z.object({
    acceptTerms: z.boolean().refine(Boolean, { error: () => translate('auth.signUp.mustAgreeTerms') }),
    acceptPrivacy: z.boolean().refine(Boolean, { error: () => translate('auth.signUp.mustAgreePrivacy') }),
  }),
);
type SignUpInput = z.input<typeof SignUpFormSchema>;

const linkClass = 'font-medium text-primary underline underline-offset-2';

/** A policy link in a consent label; richText gives it the policy's name as its text. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only">{t('auth.signUp.newTab')}</span>
    </a>
  );
}

export function SignUpForm() {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignUpInput, unknown, z.output<typeof SignUpFormSchema>>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      acceptPrivacy: false,
    },
  });
  const mutation = useMutation({
    mutationFn: registerAccount,
    onSuccess: reloadAfterSignIn,
    onError: (err) =>
      setFormError(errorMessage(err, t('auth.signUp.failed'), { unreached: t('auth.signUp.failedRetry') })),
  });
  const busy = mutation.isPending || mutation.isSuccess;
  const { errors } = form.formState;
  const [acceptTerms, acceptPrivacy] = useWatch({ control: form.control, name: ['acceptTerms', 'acceptPrivacy'] });

  const onSubmit = form.handleSubmit(({ acceptTerms: _t, acceptPrivacy: _p, ...body }) => {
    setFormError(null);
    mutation.mutate(body);
  });

  const text = (name: 'firstName' | 'lastName' | 'email', label: string, autoComplete: string, type = 'text') => (
    <FormField id={`signup-${name}`} label={label} error={errors[name]?.message}>
      <Input
        type={type}
        autoComplete={autoComplete}
        {...fieldA11y(`signup-${name}`, errors[name]?.message)}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('auth.signUp.formLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', t('auth.signUp.firstName'), 'given-name')}
        {text('lastName', t('auth.signUp.lastName'), 'family-name')}
      </div>
      {text('email', t('auth.field.email'), 'email', 'email')}
      <FormField id="signup-password" label={t('auth.field.password')} error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y('signup-password', errors.password?.message)}
          {...form.register('password')}
        />
      </FormField>
      <FormField id="signup-confirm" label={t('auth.field.confirmPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          toggleLabel={t('auth.field.showConfirmation')}
          {...fieldA11y('signup-confirm', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <div className="grid gap-2">
        <CheckboxField
          id="signup-terms"
          aria-invalid={errors.acceptTerms ? true : undefined}
          aria-describedby={errors.acceptTerms ? 'signup-terms-error' : undefined}
          label={richText(t('auth.signUp.agreeTerms'), [<NewTabLink key="terms" href="/terms-of-service" />])}
          {...form.register('acceptTerms')}
        />
        <FieldError id="signup-terms-error">{errors.acceptTerms?.message}</FieldError>
        <CheckboxField
          id="signup-privacy"
          aria-invalid={errors.acceptPrivacy ? true : undefined}
          aria-describedby={errors.acceptPrivacy ? 'signup-privacy-error' : undefined}
          label={richText(t('auth.signUp.agreePrivacy'), [<NewTabLink key="privacy" href="/privacy-policy" />])}
          {...form.register('acceptPrivacy')}
        />
        <FieldError id="signup-privacy-error">{errors.acceptPrivacy?.message}</FieldError>
      </div>
      <ErrorBox id="signup-error">{formError}</ErrorBox>
      <Button
        type="submit"
        disabled={busy || !acceptTerms || !acceptPrivacy}
        aria-describedby={formError ? 'signup-error' : undefined}
      >
        {busy ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
