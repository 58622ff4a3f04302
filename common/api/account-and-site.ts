import type { ApiRoute } from './define-route.js';
import { accountApi } from './account.js';
import { agentsApi } from './agents.js';
import { authRecoveryApi } from './auth-recovery.js';
import { authApi } from './auth.js';
import { configApi } from './config.js';
import { healthApi } from './health.js';
import { maintenanceApi } from './maintenance.js';
import { oidcApi } from './oidc.js';
import { usageApi } from './usage.js';

/** The site's own routes (health, configuration, the agent catalogue, the maintenance gate) and the account's. */
export const ACCOUNT_AND_SITE_ROUTES: readonly ApiRoute[] = [
  ...Object.values(healthApi),
  ...Object.values(configApi),
  ...Object.values(agentsApi),
  ...Object.values(maintenanceApi),
  ...Object.values(authApi),
  ...Object.values(oidcApi),
  ...Object.values(authRecoveryApi),
  ...Object.values(accountApi),
  ...Object.values(usageApi),
];
