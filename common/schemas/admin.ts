import { z } from 'zod';
import { PLANS } from './auth.js';
import { text } from './text.js';

/**
 * The admin console (/api/admin/*): the users with their plan, grants and sign-in state, the changes
 * an admin makes to them, and the audit log those changes write. Only admins reach these routes.
 */

export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 25;

export const ADMIN_MESSAGES = {
  notAdmin: 'Only admins can use the admin console.',
  notYourOwnAdmin: 'You cannot change your own admin flag: ask another admin.',
  notYourOwnDelete: 'You cannot delete your own account from the admin console.',
  notYourOwnSuspend: 'You cannot suspend your own account.',
  userNotFound: 'No such user.',
  suspended: 'This account is suspended. Contact the administrator.',
} as const;

const pageFields = {
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

/** GET /api/admin/users?q=&limit=&offset= */
export const AdminUserListQuerySchema = z.object({
  /** Part of the address or name, any case; empty for everyone. */
  q: text().trim().max(200).optional(),
  ...pageFields,
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>;

export const AdminUserIdParamsSchema = z.object({ id: text().min(1).max(100) });

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  plan: z.enum(PLANS),
  allAccess: z.boolean(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601, null before the first sign-in. */
  lastSignInAt: z.string().nullable(),
  /** Sessions that can still be used. */
  sessionCount: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** PATCH /api/admin/users/:id: only the fields to change. */
export const AdminUserUpdateSchema = z
  .object({
    plan: z.enum(PLANS).optional(),
    allAccess: z.boolean().optional(),
    isAdmin: z.boolean().optional(),
  })
  .strict();
export type AdminUserUpdate = z.input<typeof AdminUserUpdateSchema>;

/** GET /api/admin/audit?limit=&offset= */
export const AdminAuditQuerySchema = z.object(pageFields);
export type AdminAuditQuery = z.input<typeof AdminAuditQuerySchema>;

export const AUDIT_ACTIONS = [
  'user.plan',
  'user.all_access',
  'user.admin',
  'user.suspend',
  'user.unsuspend',
  'user.delete',
  'user.sessions_revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  targetId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  action: z.string(),
  /** What changed: {from, to}, or other detail (the number of sessions ended). */
  detail: z.record(z.string(), z.unknown()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
