import { BIO_MAX, PASSWORD_MIN } from '@common/schemas/auth';
import { translate } from '../i18n';

/**
 * The schemas of common/schemas/auth.ts word their messages in English for the server and the
 * client alike; the settings forms show them in the interface language. A message not known here is
 * shown as it is.
 */

/** The field names the schemas' messages begin with ("First name is required"), by the key of their label. */
const FIELDS = {
  'First name': 'settings.profile.field.firstName',
  'Last name': 'settings.profile.field.lastName',
  Email: 'settings.profile.field.email',
  Company: 'settings.profile.field.company',
  Department: 'settings.profile.field.department',
  'Job title': 'settings.profile.field.jobTitle',
  Phone: 'settings.profile.field.phone',
  Location: 'settings.profile.field.location',
  Timezone: 'settings.profile.field.timezone',
  'Current password': 'settings.password.current',
} as const;

const EXACT: Record<string, () => string> = {
  'Enter a valid email address': () => translate('settings.validation.email'),
  'New password must be at least 8 characters long': () =>
    translate('settings.password.tooShortDescription', { min: PASSWORD_MIN }),
  "New password and confirmation password don't match": () => translate('settings.password.mismatchDescription'),
  [`Bio must be at most ${BIO_MAX} characters`]: () => translate('settings.validation.bioTooLong', { max: BIO_MAX }),
};

const isField = (name: string): name is keyof typeof FIELDS => Object.hasOwn(FIELDS, name);

/** A schema's message in the interface language; call it while rendering. */
export function schemaMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const exact = EXACT[message];
  if (exact) return exact();
  const match = /^(.+) is (required|too long)$/.exec(message);
  if (match && isField(match[1]!)) {
    const field = translate(FIELDS[match[1]!]);
    return match[2] === 'required'
      ? translate('settings.validation.required', { field })
      : translate('settings.validation.tooLong', { field });
  }
  return message;
}
