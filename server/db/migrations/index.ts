import type { Migration } from 'kysely';
import * as m001 from './001-rate-limits.js';
import * as m002 from './002-users.js';
import * as m003 from './003-sessions.js';
import * as m004 from './004-oidc-login-states.js';
import * as m005 from './005-password-reset-codes.js';
import * as m006 from './006-system-mail.js';
import * as m008 from './008-user-verification-and-access.js';
import * as m007 from './007-usage-events.js';
import * as m009 from './009-email-accounts.js';
import * as m010 from './010-email-oauth-states.js';
import * as m011 from './011-email-drafts.js';
import * as m012 from './012-email-templates.js';
import * as m013 from './013-jobs.js';
import * as m014 from './014-email-outbox.js';
import * as m015 from './015-outbox-delivery-stage.js';
import * as m016 from './016-housekeeping-indexes.js';
import * as m017 from './017-tasks.js';
import * as m018 from './018-automations.js';
import * as m019 from './019-admin-audit-and-suspension.js';
import * as m020 from './020-api-tokens.js';
import * as m021 from './021-billing.js';
import * as m022 from './022-custom-agents.js';
import * as m023 from './023-cloud-history.js';
import * as m024 from './024-rate-limits-unlogged.js';
import * as m025 from './025-list-paging-indexes.js';
import * as m026 from './026-admin-users-page-index.js';

/**
 * Every migration, in order. Listed statically (not read from disk) so the bundled server carries
 * them. Forward-only: a shipped migration is never edited, a change is a new numbered file.
 */
export const migrations: Record<string, Migration> = {
  '001-rate-limits': m001,
  '002-users': m002,
  '003-sessions': m003,
  '004-oidc-login-states': m004,
  '005-password-reset-codes': m005,
  '006-system-mail': m006,
  '007-usage-events': m007,
  '008-user-verification-and-access': m008,
  '009-email-accounts': m009,
  '010-email-oauth-states': m010,
  '011-email-drafts': m011,
  '012-email-templates': m012,
  '013-jobs': m013,
  '014-email-outbox': m014,
  '015-outbox-delivery-stage': m015,
  '016-housekeeping-indexes': m016,
  '017-tasks': m017,
  '018-automations': m018,
  '019-admin-audit-and-suspension': m019,
  '020-api-tokens': m020,
  '021-billing': m021,
  '022-custom-agents': m022,
  '023-cloud-history': m023,
  '024-rate-limits-unlogged': m024,
  '025-list-paging-indexes': m025,
  '026-admin-users-page-index': m026,
};
