import { defineRoute } from './define-route.js';
import { NoContent } from './no-content.js';
import {
  CloudHistoryStatusSchema,
  CloudPullQuerySchema,
  CloudPullSchema,
  CloudPushResultSchema,
  CloudPushSchema,
  CloudVaultSchema,
  CloudVaultSetupSchema,
} from '../schemas/cloud-history.js';

const tag = 'Cloud history';

/**
 * Conversations encrypted in the browser and kept on the server (decision 038). Turning it on and
 * storing need a plan with cloud history (Basic and above); the status, pulling and turning it off
 * stay open, so a user who leaves the plan can still bring their history into a browser or delete it.
 */
export const cloudHistoryApi = {
  status: defineRoute({
    method: 'GET',
    path: '/api/cloud-history',
    summary: 'Whether cloud history is on, its vault (salt, iterations, key check) and the space used',
    tag,
    responses: { 200: CloudHistoryStatusSchema },
  }),
  enable: defineRoute({
    method: 'PUT',
    path: '/api/cloud-history',
    summary:
      'Turn cloud history on: the vault a browser derives its key from (the passphrase never leaves the browser)',
    tag,
    body: CloudVaultSetupSchema,
    responses: { 201: CloudVaultSchema },
  }),
  disable: defineRoute({
    method: 'DELETE',
    path: '/api/cloud-history',
    summary: 'Turn cloud history off: the vault and every stored conversation are deleted from the server',
    tag,
    responses: { 204: NoContent },
  }),
  pull: defineRoute({
    method: 'GET',
    path: '/api/cloud-history/items',
    summary: 'Encrypted conversations changed after revision `since`, a page at a time',
    tag,
    query: CloudPullQuerySchema,
    responses: { 200: CloudPullSchema },
  }),
  push: defineRoute({
    method: 'POST',
    path: '/api/cloud-history/items',
    summary: 'Store encrypted conversations, all of the batch or none (within the per-user quota)',
    tag,
    body: CloudPushSchema,
    responses: { 200: CloudPushResultSchema },
  }),
};
