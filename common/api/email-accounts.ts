import { defineRoute } from './define-route.js';
import { PageQuerySchema } from '../schemas/paging.js';
import { NoContent } from './no-content.js';
import {
  AccountParamsSchema,
  AppPasswordLinkSchema,
  EmailAccountListSchema,
  EmailAccountSchema,
  SyncUpdateSchema,
} from '../schemas/email-accounts.js';

const tag = 'Linked mailboxes';

/** The caller's linked mailboxes: list, sync toggle, disconnect, and linking with an app password. */
export const emailAccountsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/email/accounts',
    scope: 'read',
    summary: "The signed-in user's linked mailboxes",
    tag,
    query: PageQuerySchema,
    responses: { 200: EmailAccountListSchema },
  }),
  setSync: defineRoute({
    method: 'PATCH',
    path: '/api/email/accounts/:id/sync',
    summary: "Turn a mailbox's sync on or off",
    tag,
    params: AccountParamsSchema,
    body: SyncUpdateSchema,
    responses: { 200: EmailAccountSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/email/accounts/:id',
    summary: 'Disconnect a mailbox (its grant is revoked at the provider where possible)',
    tag,
    params: AccountParamsSchema,
    responses: { 204: NoContent },
  }),
  linkAppPassword: defineRoute({
    method: 'POST',
    path: '/api/email/accounts/app-password',
    summary: 'Link a mailbox with an app-specific password, after signing in to it over IMAP and SMTP',
    tag,
    body: AppPasswordLinkSchema,
    responses: { 201: EmailAccountSchema },
  }),
};
