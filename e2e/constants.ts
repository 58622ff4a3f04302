import type { TestAccountClaims } from '../server/test/oidc-provider';

/** The maintenance code the gated e2e server is started with. */
export const E2E_MAINTENANCE_CODE = 'e2e-tester-code';

/** The sender of the main server's system mail (recovery codes, username reminders). */
export const E2E_MAIL_FROM = 'AgentOps <no-reply@agentops.test>';

/**
 * Login names the e2e OpenID Provider knows with full claims (any other name signs in as
 * `<name>@example.test`, verified, without names). Its login form ignores the password.
 */
export const E2E_OIDC_ACCOUNTS = {
  'grace-hopper': {
    email: 'grace.hopper@example.test',
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    name: 'Grace Hopper',
  },
} satisfies Record<string, TestAccountClaims>;
