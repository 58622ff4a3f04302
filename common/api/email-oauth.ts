import { defineRoute } from './define-route.js';
import { NoContent } from './no-content.js';
import {
  MailProviderListSchema,
  OAuthCallbackParamsSchema,
  OAuthCallbackQuerySchema,
  OAuthStartSchema,
  ProviderParamsSchema,
} from '../schemas/email-accounts.js';

const tag = 'Linked mailboxes';

/**
 * Linking a mailbox by OAuth: the client asks for an authorization URL, opens it in a popup, and the
 * provider sends the popup back to the callback, which redirects to the result page.
 */
export const emailOauthApi = {
  providers: defineRoute({
    method: 'GET',
    path: '/api/email/providers',
    summary: 'The mail providers and how this server can link each (OAuth, app password, or not at all)',
    tag,
    responses: { 200: MailProviderListSchema },
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/email/oauth/auth/:provider',
    summary: "Start linking a mailbox by OAuth: the provider's authorization URL, for the popup",
    tag,
    params: ProviderParamsSchema,
    responses: { 200: OAuthStartSchema },
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/api/email/oauth/callback/:provider',
    summary:
      "The provider's redirect back: store the link and redirect the popup to /oauth-result (success, provider and email, or error and provider)",
    tag,
    params: OAuthCallbackParamsSchema,
    query: OAuthCallbackQuerySchema,
    responses: { 302: NoContent },
    public: true,
  }),
};
