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
import { SettingsSection } from './settings-section';

type TextField = 'firstName' | 'lastName' | 'email' | 'company' | 'department' | 'jobTitle' | 'phone' | 'location';

interface TextFieldSpec {
  name: TextField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete: string;
  placeholder?: string;
}

const TEXT_FIELDS: TextFieldSpec[] = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'department', label: 'Department', autoComplete: 'off' },
  { name: 'jobTitle', label: 'Job title', autoComplete: 'organization-title' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2', placeholder: 'City, Country' },
];

export function ProfileTab({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const { form, baseline } = useProfileForm(user);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const dirty = PROFILE_FIELDS.some((f) => (values[f] ?? '').trim() !== baseline[f].trim());
  const bioLength = (values.bio ?? '').length;

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      toast({ title: 'Profile Updated', description: 'Your profile information has been successfully updated.' });
      await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        title: 'Update Failed',
        description: errorMessage(err, 'Failed to update profile. Please try again.'),
        variant: 'destructive',
      }),
  });

  const onSubmit = form.handleSubmit((parsed: ProfileUpdate) => {
    const patch = changedFields(baseline, parsed);
    if (Object.keys(patch).length === 0) {
      toast({ title: 'No Changes', description: 'No changes detected in your profile information.' });
      return;
    }
    mutation.mutate(patch);
  });

  const bioError = errors.bio?.message;
  return (
    <SettingsSection
      title="PROFILE INFORMATION"
      icon={<UserRound className="size-4 text-primary" aria-hidden />}
      description="Fields marked * are required."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Profile">
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(({ name, label, required, type = 'text', autoComplete, placeholder }) => (
            <FormField
              key={name}
              id={`profile-${name}`}
              label={
                <>
                  {label}
                  {required && (
                    <span aria-hidden className="ml-0.5 text-destructive">
                      *
                    </span>
                  )}
                </>
              }
              error={errors[name]?.message}
            >
              <Input
                type={type}
                autoComplete={autoComplete}
                placeholder={placeholder}
                aria-required={required || undefined}
                {...fieldA11y(`profile-${name}`, errors[name]?.message)}
                {...form.register(name)}
              />
            </FormField>
          ))}
          <FormField id="profile-timezone" label="Timezone" error={errors.timezone?.message}>
            <NativeSelect {...fieldA11y('profile-timezone', errors.timezone?.message)} {...form.register('timezone')}>
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
          label="Bio"
          error={bioError}
          hint={
            <span className={bioLength > BIO_MAX ? 'text-destructive' : undefined}>
              {bioLength}/{BIO_MAX} characters
            </span>
          }
        >
          <Textarea
            rows={4}
            maxLength={BIO_MAX}
            placeholder="Tell us about yourself"
            {...fieldA11y('profile-bio', bioError, true)}
            {...form.register('bio')}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={!dirty || mutation.isPending} className="w-full sm:w-auto">
            {mutation.isPending ? 'UPDATING...' : 'SAVE CHANGES'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
