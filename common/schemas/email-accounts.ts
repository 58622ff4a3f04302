import { z } from 'zod';
import { text } from './text.js';
import { EmailSchema } from './auth.js';

/** Linked mailboxes: the provider buttons, the account list and its sync toggle, app-password linking. */
export const MAIL_PROVIDERS = ['gmail', 'outlook', 'yahoo', 'icloud'] as const;
export const MailProviderSchema = z.enum(MAIL_PROVIDERS, { error: 'Unknown mail provider' });
export type MailProvider = z.infer<typeof MailProviderSchema>;

export { MAIL_PROVIDER_LABELS } from '../email-account-constants.js';

export const ProviderParamsSchema = z.object({ provider: MailProviderSchema });
export const AccountParamsSchema = z.object({ id: text().min(1).max(64) });

/** How this server can link a provider: OAuth, an app password, or not at all (not configured). */
export const LinkMethodSchema = z.enum(['oauth', 'app_password', 'unavailable']);
export type LinkMethod = z.infer<typeof LinkMethodSchema>;

export const MailProviderListSchema = z.object({
  providers: z.array(z.object({ provider: MailProviderSchema, label: z.string(), method: LinkMethodSchema })),
});
export type MailProviderList = z.infer<typeof MailProviderListSchema>;

export const OAuthStartSchema = z.object({ authUrl: z.string() });

/** Any name: an unknown provider is not refused but sent on to the result page as oauth_failed. */
export const OAuthCallbackParamsSchema = z.object({ provider: text() });

/** What the provider sends the popup back with (the server reads them from the full address). */
export const OAuthCallbackQuerySchema = z.looseObject({
  code: text().optional().describe('The authorization code'),
  state: text().optional().describe('The state the link was started with'),
  error: text().optional().describe("The provider's error code when the user declined or the provider failed"),
  error_description: text().optional(),
  iss: text().optional().describe("The authorization server's issuer"),
});

export const EmailAccountSchema = z.object({
  id: z.string(),
  provider: MailProviderSchema,
  email: z.string(),
  displayName: z.string().nullable(),
  isActive: z.boolean(),
  syncEnabled: z.boolean(),
  /** ISO timestamp of the last sync, or null. */
  lastSyncAt: z.string().nullable(),
  /** The provider refused the stored grant: the user must link the account again. */
  needsReauth: z.boolean(),
  authType: z.enum(['oauth', 'app_password']),
});
export type EmailAccount = z.infer<typeof EmailAccountSchema>;
export const EmailAccountListSchema = z.array(EmailAccountSchema);

export const SyncUpdateSchema = z.object({ syncEnabled: z.boolean({ error: 'syncEnabled must be true or false' }) });

/** Providers without (configured) OAuth for mail: iCloud always, Yahoo when this server has no Yahoo app. */
export const APP_PASSWORD_PROVIDERS = ['icloud', 'yahoo'] as const;

export const AppPasswordLinkSchema = z.object({
  provider: z.enum(APP_PASSWORD_PROVIDERS, { error: 'App passwords are used for iCloud and Yahoo only' }),
  email: EmailSchema,
  // Apple shows them as xxxx-xxxx-xxxx-xxxx and Yahoo in groups of four: spaces pasted along are not part of it.
  appPassword: text()
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(text().min(1, 'App password is required').max(256, 'App password is too long')),
  displayName: text().trim().max(100, 'Display name is too long').optional(),
});
export type AppPasswordLink = z.infer<typeof AppPasswordLinkSchema>;

/** Codes the OAuth callback sends to /oauth-result?error=<code>; the result page words them. */
export const OAUTH_RESULT_ERRORS = [
  'missing_parameters',
  'invalid_state',
  'not_authenticated',
  'oauth_failed',
  'session_expired',
  'invalid_grant',
  'access_denied',
  'invalid_client',
  'no_users_found',
] as const;
export type OAuthResultError = (typeof OAUTH_RESULT_ERRORS)[number];
