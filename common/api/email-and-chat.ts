import type { ApiRoute } from './define-route.js';
import { chatRelayApi } from './chat-relay.js';
import { emailAccountsApi } from './email-accounts.js';
import { emailAiApi } from './email-ai.js';
import { emailOauthApi } from './email-oauth.js';
import { emailSendApi } from './email-send.js';
import { emailTemplatesApi } from './email-templates.js';

/** The email assistant's routes besides drafts (linking, AI calls, templates, sending) and the chat relay. */
export const EMAIL_AND_CHAT_ROUTES: readonly ApiRoute[] = [
  ...Object.values(emailAccountsApi),
  ...Object.values(emailOauthApi),
  ...Object.values(emailAiApi),
  ...Object.values(emailTemplatesApi),
  ...Object.values(emailSendApi),
  ...Object.values(chatRelayApi),
];
