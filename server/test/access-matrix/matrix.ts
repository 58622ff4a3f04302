import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SEED_AUTOMATION, type Resource } from '../fuzz/fuzz-target.js';
import type { AppRoute } from '../fuzz/route-table.js';

/**
 * How the access matrix fills each route that takes an id: which of the victim's resources goes in
 * each path parameter, and the body (which may carry ids too) that makes the call valid. Keys are
 * `METHOD /pattern` as the app registers them. A route that takes an id and is not here fails the
 * matrix test: add an entry, with the resource the id names.
 */

/** The victim's ids: one of every resource, and their own user id. */
export type MatrixIds = Record<Resource | 'user', string>;

export interface MatrixEntry {
  /** `user`: the victim's own user id (the admin console's routes). */
  params?: Record<string, Resource | 'user'>;
  /** Query parameters that name the victim's rows. */
  query?: (ids: MatrixIds) => Record<string, string>;
  /** A valid body, given the victim's ids. */
  body?: (ids: MatrixIds) => object;
  /** Puts the victim's row in the state where the call does something (before the other user tries it). */
  prepare?: (db: Kysely<Database>, ids: MatrixIds) => Promise<void>;
  /** What the owner's own call answers (the control that proves the filled request is right). */
  ownerStatus: number;
  /** What it answers instead when the target has no mailbox server (never under CI; see fuzz-target.ts). */
  ownerStatusWithoutMailbox?: number;
  /**
   * An admin route: the other user, not an admin, must get exactly 403; the control is the same
   * call made by that user once made an admin (answering ownerStatus), so the 403 is about the role.
   */
  adminOnly?: true;
}

export const MATRIX: Record<string, MatrixEntry> = {
  'DELETE /api/email/drafts/:id': { params: { id: 'draft' }, ownerStatus: 204 },
  'DELETE /api/email/templates/:id': { params: { id: 'template' }, ownerStatus: 204 },
  'DELETE /api/email/accounts/:id': { params: { id: 'account' }, ownerStatus: 204 },
  'PATCH /api/email/accounts/:id/sync': {
    params: { id: 'account' },
    body: () => ({ syncEnabled: false }),
    ownerStatus: 200,
  },
  'POST /api/email/outbox/:id/cancel': { params: { id: 'outbox' }, ownerStatus: 200 },
  'POST /api/email/outbox/:id/resend': {
    params: { id: 'outbox' },
    // Only an uncertain message can be sent again: as a crash mid-send leaves it.
    prepare: async (db, ids) => {
      await db.updateTable('email_outbox').set({ status: 'uncertain' }).where('id', '=', ids.outbox).execute();
    },
    ownerStatus: 202,
  },
  'PATCH /api/tasks/:id': {
    params: { id: 'task' },
    body: () => ({ title: 'Taken over', description: 'Changed by someone else', status: 'completed' }),
    ownerStatus: 200,
  },
  'DELETE /api/tasks/:id': { params: { id: 'task' }, ownerStatus: 204 },
  'GET /api/custom-agents/:id': { params: { id: 'customAgent' }, ownerStatus: 200 },
  'PUT /api/custom-agents/:id': {
    params: { id: 'customAgent' },
    body: () => ({
      name: 'Taken over',
      description: '',
      category: 'Business',
      systemPrompt: 'Changed by someone else',
      model: null,
      temperature: null,
    }),
    ownerStatus: 200,
  },
  'DELETE /api/custom-agents/:id': { params: { id: 'customAgent' }, ownerStatus: 204 },
  'DELETE /api/auth/sessions/:id': { params: { id: 'session' }, ownerStatus: 204 },
  'DELETE /api/tokens/:id': { params: { id: 'apiToken' }, ownerStatus: 204 },
  // Automations: the id in the path, and the mailbox it sends from in the form.
  'POST /api/automations': {
    body: (ids) => ({ ...SEED_AUTOMATION, accountId: ids.account }),
    ownerStatus: 201,
  },
  'POST /api/automations/next-run': {
    body: (ids) => ({ ...SEED_AUTOMATION, scheduleType: 'daily', dailyTime: '09:00', accountId: ids.account }),
    ownerStatus: 200,
  },
  'POST /api/automations/dry-run': {
    body: (ids) => ({
      ...SEED_AUTOMATION,
      triggerType: 'keyword',
      triggerValue: 'invoice',
      actionType: 'task',
      emailTemplate: 'Follow up {{subject}}',
      accountId: ids.account,
    }),
    // The automation being edited, whose reply window applies.
    query: (ids) => ({ automationId: ids.automation }),
    // The owner's call reads their INBOX on the target's dovecot and plans a task for its invoice.
    ownerStatus: 200,
    // Outside CI on a machine without dovecot the target's IMAP port is closed: the owner's call
    // still gets past the account check and fails to read the mailbox.
    ownerStatusWithoutMailbox: 502,
  },
  'PATCH /api/automations/:id': {
    params: { id: 'automation' },
    body: (ids) => ({
      ...SEED_AUTOMATION,
      name: 'Taken over',
      recipientEmail: 'eve@example.test',
      accountId: ids.account,
    }),
    ownerStatus: 200,
  },
  'DELETE /api/automations/:id': { params: { id: 'automation' }, ownerStatus: 204 },
  'PATCH /api/automations/:id/pause': { params: { id: 'automation' }, ownerStatus: 200 },
  'PATCH /api/automations/:id/resume': {
    params: { id: 'automation' },
    prepare: (db, ids) => setAutomationStatus(db, ids.automation, 'paused'),
    ownerStatus: 200,
  },
  'PATCH /api/automations/:id/stop': { params: { id: 'automation' }, ownerStatus: 200 },
  'PATCH /api/automations/:id/start': {
    params: { id: 'automation' },
    prepare: (db, ids) => setAutomationStatus(db, ids.automation, 'stopped'),
    ownerStatus: 200,
  },
  'POST /api/automations/:id/execute': { params: { id: 'automation' }, ownerStatus: 200 },
  'GET /api/automations/:id/runs': { params: { id: 'automation' }, ownerStatus: 200 },
  // Sending from someone else's mailbox: the account id is in the body.
  'POST /api/email/send': {
    body: (ids) => ({ to: 'sam@example.test', subject: 'From whose account?', body: 'Hello', accountId: ids.account }),
    ownerStatus: 202,
  },
  'POST /api/emails/send': {
    body: (ids) => ({ to: 'sam@example.test', subject: 'From whose account?', body: 'Hello', accountId: ids.account }),
    ownerStatus: 202,
  },
  // The admin console: a user id in the path; only an admin may call it.
  'PATCH /api/admin/users/:id': {
    params: { id: 'user' },
    body: () => ({ plan: 'pro', allAccess: true, isAdmin: true }),
    ownerStatus: 200,
    adminOnly: true,
  },
  'POST /api/admin/users/:id/suspend': { params: { id: 'user' }, ownerStatus: 200, adminOnly: true },
  'POST /api/admin/users/:id/unsuspend': {
    params: { id: 'user' },
    prepare: async (db, ids) => {
      await db.updateTable('users').set({ suspended_at: Date.now() }).where('id', '=', ids.user).execute();
    },
    ownerStatus: 200,
    adminOnly: true,
  },
  'DELETE /api/admin/users/:id': { params: { id: 'user' }, ownerStatus: 204, adminOnly: true },
  'DELETE /api/admin/users/:id/sessions': { params: { id: 'user' }, ownerStatus: 204, adminOnly: true },
};

/** Puts the victim's automation in the state a lifecycle button starts from. */
async function setAutomationStatus(db: Kysely<Database>, id: string, status: 'paused' | 'stopped') {
  await db.updateTable('automations').set({ status, next_run_at: null }).where('id', '=', id).execute();
}

/** Path parameters and body fields that name no row of anyone's (the matrix has nothing to swap). */
export const NOT_AN_ID: Record<string, string> = {
  provider: 'a mail provider name (gmail, outlook, ...), the same for everyone',
  agentId: 'an agent of the fixed catalogue, the same for everyone',
};

/** Body (or query) fields that look like ids: `id` or a name ending in Id/_id. */
export function bodyIdFields(route: AppRoute, part: 'body' | 'querystring' = 'body'): string[] {
  const schema = route.schema[part];
  if (!(schema instanceof z.ZodType)) return [];
  const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return Object.keys(js.properties ?? {}).filter((k) => (k === 'id' || /(Id|_id)$/.test(k)) && !(k in NOT_AN_ID));
}

/** Path parameters of the route that name rows (everything not in NOT_AN_ID). */
export const idParams = (route: AppRoute) => route.params.filter((p) => !(p in NOT_AN_ID));

/** Does the route take an id, in its path, its query or its body? */
export const takesId = (route: AppRoute) =>
  idParams(route).length > 0 || bodyIdFields(route).length > 0 || bodyIdFields(route, 'querystring').length > 0;

/** The matrix entry of a route; HEAD uses its GET's. */
export const entryFor = (route: AppRoute) => MATRIX[`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`];
