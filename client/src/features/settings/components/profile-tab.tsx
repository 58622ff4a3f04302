import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { BIO_MAX, type ProfileUpdate, type SessionUser } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { SESSION_QUERY_KEY } from '@/lib/queries/user';
import { toast } from '@/lib/toast';
import { updateProfile } from '../api/settings-api';
import { errorMessage } from '@/lib/error-message';
import { changedFields, PROFILE_FIELDS, timeZoneOptions, useProfileForm } from '../hooks/use-profile-form';
import { useT } from '../i18n';
import { schemaMessage } from './schema-message';
import { SettingsSection } from './settings-section';

type TextField = 'firstName' | 'lastName' | 'email' | 'company' | 'department' | 'jobTitle' | 'phone' | 'location';

interface TextFieldSpec {
  name: TextField;
  required?: boolean;
  type?: string;
  autoComplete: string;
  placeholder?: 'settings.profile.locationPlaceholder';
}

const TEXT_FIELDS: TextFieldSpec[] = [
  { name: 'firstName', required: true, autoComplete: 'given-name' },
  { name: 'lastName', required: true, autoComplete: 'family-name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'department', autoComplete: 'off' },
  { name: 'jobTitle', autoComplete: 'organization-title' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'location', autoComplete: 'address-level2', placeholder: 'settings.profile.locationPlaceholder' },
];

export function ProfileTab({ user }: { user: SessionUser }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { form, baseline } = useProfileForm(user);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const dirty = PROFILE_FIELDS.some((f) => (values[f] ?? '').trim() !== baseline[f].trim());
  const bioLength = (values.bio ?? '').length;

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      toast({ title: t('settings.profile.updatedTitle'), description: t('settings.profile.updatedDescription') });
      await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        title: t('settings.profile.failedTitle'),
        description: errorMessage(err, t('settings.profile.failedDescription')),
        variant: 'destructive',
      }),
  });

  const onSubmit = form.handleSubmit((parsed: ProfileUpdate) => {
    const patch = changedFields(baseline, parsed);
    if (Object.keys(patch).length === 0) {
      toast({ title: t('settings.profile.noChangesTitle'), description: t('settings.profile.noChangesDescription') });
      return;
    }
    mutation.mutate(patch);
  });

  const bioError = schemaMessage(errors.bio?.message);
  return (
    <SettingsSection
      title={t('settings.profile.title')}
      icon={<UserRound className="size-4 text-primary" aria-hidden />}
      description={t('settings.profile.requiredNote')}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('settings.profile.formLabel')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(({ name, required, type = 'text', autoComplete, placeholder }) => (
            <FormField
              key={name}
              id={`profile-${name}`}
              label={
                <>
                  {t(`settings.profile.field.${name}`)}
                  {required && (
                    <span aria-hidden className="ml-0.5 text-destructive">
                      *
                    </span>
                  )}
                </>
              }
              error={schemaMessage(errors[name]?.message)}
            >
              <Input
                type={type}
                autoComplete={autoComplete}
                placeholder={placeholder && t(placeholder)}
                aria-required={required || undefined}
                {...fieldA11y(`profile-${name}`, schemaMessage(errors[name]?.message))}
                {...form.register(name)}
              />
            </FormField>
          ))}
          <FormField
            id="profile-timezone"
            label={t('settings.profile.field.timezone')}
            error={schemaMessage(errors.timezone?.message)}
          >
            <NativeSelect
              {...fieldA11y('profile-timezone', schemaMessage(errors.timezone?.message))}
              {...form.register('timezone')}
            >
              {timeZoneOptions(user.timezone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField
          id="profile-bio"
          label={t('settings.profile.field.bio')}
          error={bioError}
          hint={
            <span className={bioLength > BIO_MAX ? 'text-destructive' : undefined}>
              {t('settings.profile.bioCount', { count: bioLength, max: BIO_MAX })}
            </span>
          }
        >
          <Textarea
            rows={4}
            maxLength={BIO_MAX}
            placeholder={t('settings.profile.bioPlaceholder')}
            {...fieldA11y('profile-bio', bioError, true)}
            {...form.register('bio')}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={!dirty || mutation.isPending} className="w-full sm:w-auto">
            {mutation.isPending ? t('settings.common.updating') : t('settings.profile.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
