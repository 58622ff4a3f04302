import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ProfileUpdateSchema, TIMEZONES, type ProfileUpdate, type SessionUser } from '@common/schemas/auth';

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'company',
  'department',
  'jobTitle',
  'phone',
  'location',
  'timezone',
  'bio',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

const REQUIRED = new Set<ProfileField>(['firstName', 'lastName', 'email']);

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The nine offered zones, plus the browser's and the stored one when they are not among them. */
export function timeZoneOptions(stored: string | null): string[] {
  const options: string[] = [...TIMEZONES];
  for (const zone of [browserTimeZone(), stored]) if (zone && !options.includes(zone)) options.push(zone);
  return options;
}

function toProfileValues(user: SessionUser): ProfileValues {
  const values = {} as ProfileValues;
  for (const field of PROFILE_FIELDS) values[field] = user[field] ?? '';
  if (!values.timezone) values.timezone = browserTimeZone();
  return values;
}

/** Only the fields that differ from `baseline`; cleared optional fields are sent as null. */
export function changedFields(baseline: ProfileValues, parsed: ProfileUpdate): ProfileUpdate {
  const patch: Record<string, string | null> = {};
  for (const field of PROFILE_FIELDS) {
    const next = (parsed[field] ?? '').trim();
    if (next === baseline[field].trim()) continue;
    patch[field] = next === '' && !REQUIRED.has(field) ? null : next;
  }
  return patch as ProfileUpdate;
}

export function useProfileForm(user: SessionUser) {
  const baseline = useMemo(() => toProfileValues(user), [user]);
  const form = useForm<z.input<typeof ProfileUpdateSchema>, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: baseline,
  });
  // A refetched user (after a save) becomes the new baseline.
  useEffect(() => form.reset(baseline), [baseline, form]);
  return { form, baseline };
}
