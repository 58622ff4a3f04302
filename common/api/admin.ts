import { defineRoute } from './define-route.js';
import { NoContent } from './no-content.js';
import {
  AdminAuditQuerySchema,
  AdminUserIdParamsSchema,
  AdminUserListQuerySchema,
  AdminUserPageSchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  AuditPageSchema,
} from '../schemas/admin.js';

const tag = 'Admin';

/** The admin console: every route answers 403 to anyone who is not an admin. */
export const adminApi = {
  users: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Users, searched by address or name, a page at a time (admins only)',
    tag,
    query: AdminUserListQuerySchema,
    responses: { 200: AdminUserPageSchema },
  }),
  updateUser: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    summary: "Change a user's plan, all-access grant or admin flag (never one's own admin flag; admins only)",
    tag,
    params: AdminUserIdParamsSchema,
    body: AdminUserUpdateSchema,
    responses: { 200: AdminUserSchema },
  }),
  suspendUser: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    summary: 'Suspend a user: sign-in refused and every session ended (admins only)',
    tag,
    params: AdminUserIdParamsSchema,
    responses: { 200: AdminUserSchema },
  }),
  unsuspendUser: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/unsuspend',
    summary: 'Lift a suspension (admins only)',
    tag,
    params: AdminUserIdParamsSchema,
    responses: { 200: AdminUserSchema },
  }),
  deleteUser: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    summary: 'Delete a user and everything keyed by them (never oneself; admins only)',
    tag,
    params: AdminUserIdParamsSchema,
    responses: { 204: NoContent },
  }),
  revokeSessions: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id/sessions',
    summary: 'End every session of a user (admins only)',
    tag,
    params: AdminUserIdParamsSchema,
    responses: { 204: NoContent },
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'The audit log of admin changes, newest first (admins only)',
    tag,
    query: AdminAuditQuerySchema,
    responses: { 200: AuditPageSchema },
  }),
};
