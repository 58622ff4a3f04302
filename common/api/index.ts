import type { ApiRoute } from './define-route.js';
import { accountApi } from './account.js';
import { adminApi } from './admin.js';
import { agentsApi } from './agents.js';
import { apiTokensApi } from './api-tokens.js';
import { automationsApi } from './automations.js';
import { billingApi } from './billing.js';
import { authRecoveryApi } from './auth-recovery.js';
import { authApi } from './auth.js';
import { chatRelayApi } from './chat-relay.js';
import { cloudHistoryApi } from './cloud-history.js';
import { configApi } from './config.js';
import { customAgentsApi } from './custom-agents.js';
import { docsApi } from './docs.js';
import { emailAccountsApi } from './email-accounts.js';
import { emailAiApi } from './email-ai.js';
import { emailDraftsApi } from './email-drafts.js';
import { emailOauthApi } from './email-oauth.js';
import { emailSendApi } from './email-send.js';
import { emailTemplatesApi } from './email-templates.js';
import { healthApi } from './health.js';
import { maintenanceApi } from './maintenance.js';
import { oidcApi } from './oidc.js';
import { tasksApi } from './tasks.js';
import { usageApi } from './usage.js';

/**
 * Every area of the API, in the order the reference page shows them: the site, the account, the
 * email assistant, the chat relay, and the document itself.
 */
const AREAS: readonly Record<string, ApiRoute>[] = [
  healthApi,
  configApi,
  agentsApi,
  customAgentsApi,
  maintenanceApi,
  authApi,
  oidcApi,
  authRecoveryApi,
  accountApi,
  apiTokensApi,
  billingApi,
  usageApi,
  adminApi,
  emailAccountsApi,
  emailOauthApi,
  emailAiApi,
  emailTemplatesApi,
  emailDraftsApi,
  emailSendApi,
  automationsApi,
  tasksApi,
  chatRelayApi,
  cloudHistoryApi,
  docsApi,
];

/** Every route of the API, in one list: the contract test, the OpenAPI document and the client's development checks read it. */
export const API_ROUTES: readonly ApiRoute[] = AREAS.flatMap((area) => Object.values(area));
