import type { ApiRoute } from './define-route.js';
import { ACCOUNT_AND_SITE_ROUTES } from './account-and-site.js';
import { docsApi } from './docs.js';
import { emailDraftsApi } from './email-drafts.js';
import { EMAIL_AND_CHAT_ROUTES } from './email-and-chat.js';
import { tasksApi } from './tasks.js';

/** Every route of the API, in one list: the contract test, the OpenAPI document and the client's development checks read it. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...Object.values(emailDraftsApi),
  ...Object.values(tasksApi),
  ...EMAIL_AND_CHAT_ROUTES,
  ...ACCOUNT_AND_SITE_ROUTES,
  ...Object.values(docsApi),
];
