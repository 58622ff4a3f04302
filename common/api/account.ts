import { defineRoute } from './define-route.js';
import { PageQuerySchema } from '../schemas/paging.js';
import { NoContent } from './no-content.js';
import { AccountExportSchema, UsageEventsCsvSchema } from '../schemas/account-export.js';
import {
  ChangePasswordSchema,
  MessageSchema,
  ProfileUpdateSchema,
  SessionListSchema,
  SessionParamsSchema,
  SessionUserSchema,
} from '../schemas/auth.js';
import { ExportQuerySchema } from '../schemas/usage.js';

const tag = 'Account';

/** The settings screens: profile, password, sessions, export and deletion. Every row is the caller's own. */
export const accountApi = {
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/api/auth/user/profile',
    summary: "Change the signed-in user's profile",
    tag,
    body: ProfileUpdateSchema,
    responses: { 200: SessionUserSchema },
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/auth/user/change-password',
    summary: 'Change the password (the current one is required); ends every other session',
    tag,
    body: ChangePasswordSchema,
    responses: { 200: MessageSchema },
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/api/auth/sessions',
    summary: "The signed-in user's live sessions, most recently used first",
    tag,
    query: PageQuerySchema,
    responses: { 200: SessionListSchema },
  }),
  endSession: defineRoute({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    summary: 'End one of your sessions (this one included)',
    tag,
    params: SessionParamsSchema,
    responses: { 204: NoContent },
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/api/auth/user',
    summary: 'Delete the account and all its data, and end every session',
    tag,
    responses: { 204: NoContent },
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/auth/user/export',
    summary:
      "Download the user's data: all of it as a JSON file (format=json), or the usage events as a CSV file (format=csv)",
    tag,
    query: ExportQuerySchema,
    responses: { 200: AccountExportSchema.or(UsageEventsCsvSchema) },
    // A file download (Content-Disposition: attachment); text/csv with format=csv.
    contentType: 'application/json',
  }),
};
