import { z } from 'zod';
import { text } from './text.js';

/**
 * Request and response schemas of the account routes. The server validates with them and the
 * dialogs and settings forms use them too, so a rule is written once.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const BIO_MAX = 500;
export const RESET_CODE_LENGTH = 6;

/** Trimmed and lower-cased, so "Ann@X.com " and "ann@x.com" are one account. */
export const EmailSchema = text()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((e) => e.toLowerCase());

export const NewPasswordSchema = text()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: text().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type Login = z.infer<typeof LoginSchema>;

const NameSchema = (label: string) => text().trim().min(1, `${label} is required`).max(100, `${label} is too long`);

export const RegisterSchema = z
  .object({
    firstName: NameSchema('First name'),
    lastName: NameSchema('Last name'),
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: text(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type Register = z.infer<typeof RegisterSchema>;

export const RequestPasswordResetSchema = z.object({ email: EmailSchema });
export const RequestUsernameRecoverySchema = z.object({ email: EmailSchema });
export const ResetPasswordSchema = z.object({
  email: EmailSchema,
  resetCode: text()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
  newPassword: NewPasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Australia/Sydney',
] as const;

const optionalText = (max: number, label: string) =>
  text().trim().max(max, `${label} is too long`).nullable().optional();

export const ProfileUpdateSchema = z
  .object({
    firstName: NameSchema('First name'),
    lastName: NameSchema('Last name'),
    email: EmailSchema,
    company: optionalText(200, 'Company'),
    department: optionalText(200, 'Department'),
    jobTitle: optionalText(200, 'Job title'),
    phone: optionalText(50, 'Phone'),
    location: optionalText(200, 'Location'),
    timezone: optionalText(100, 'Timezone'),
    bio: text().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`).nullable().optional(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: text().min(1, 'Current password is required').max(PASSWORD_MAX),
    newPassword: text().min(PASSWORD_MIN, 'New password must be at least 8 characters long').max(PASSWORD_MAX),
    confirmPassword: text(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "New password and confirmation password don't match",
    path: ['confirmPassword'],
  });

export const PLANS = ['free', 'basic', 'pro'] as const;

/**
 * What GET /api/auth/user answers. `hasPassword` says whether a password hash is stored, without the
 * hash itself ever leaving the server.
 */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  timezone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Admin or granted all access: chats through the server's provider key. */
  allAccess: z.boolean(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  plan: z.enum(PLANS),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** What GET /api/auth/session answers: the signed-in user, or null for a visitor (never a 401). */
export const SessionStateSchema = z.object({ user: SessionUserSchema.nullable() });
export type SessionState = z.infer<typeof SessionStateSchema>;

export const SessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** What GET /api/auth/sessions answers: live sessions, most recently used first. */
export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;

export const MessageSchema = z.object({ message: z.string() });

/**
 * External sign-in failures land on `/?login_error=<code>`; the client shows the message. Codes
 * that mailbox linking also uses keep the same wording, so one failure reads the same everywhere.
 */
export const LOGIN_ERROR_MESSAGES = {
  missing_parameters: 'Missing authorization parameters',
  invalid_state: 'Invalid security state - please try again',
  session_expired: 'Session expired - please log in and try again',
  invalid_grant: 'Authorization code expired or invalid - please try again',
  access_denied: 'Access was denied - please grant permissions to continue',
  oauth_failed: 'Sign-in failed - please try again',
  email_missing: 'Your identity provider did not share an email address. Allow access to it and try again.',
  account_exists: 'An account with this email already exists. Sign in with your email and password instead.',
  provider_unavailable: 'The sign-in service is unavailable right now. Please try again later.',
  account_suspended: 'This account is suspended. Contact the administrator.',
} as const;
export type LoginErrorCode = keyof typeof LOGIN_ERROR_MESSAGES;

/** DELETE /api/auth/sessions/:id. */
export const SessionParamsSchema = z.object({ id: text().min(1).max(100) });

/**
 * The request headers GET /api/logout reads to tell a navigation from our own pages from one
 * another site started. Loose: the route reads these and leaves every other header as it came.
 */
export const LogoutNavigationHeadersSchema = z.looseObject({
  'sec-fetch-site': text().optional(),
  origin: text().optional(),
  referer: text().optional(),
});
