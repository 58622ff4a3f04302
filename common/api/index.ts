import type { ApiRoute } from './define-route.js';
import { ACCOUNT_AND_SITE_ROUTES } from './account-and-site.js';
import { emailDraftsApi } from './email-drafts.js';

/** Every route of the API, in one list: the contract test, the OpenAPI document and the client's development checks read it. */
export const API_ROUTES: readonly ApiRoute[] = [...Object.values(emailDraftsApi), ...ACCOUNT_AND_SITE_ROUTES];
