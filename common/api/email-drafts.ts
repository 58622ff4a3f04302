import { defineRoute } from './define-route.js';
import { PageQuerySchema } from '../schemas/paging.js';
import { NoContent } from './no-content.js';
import { DraftListSchema, DraftSaveRequestSchema, DraftSchema, IdParamsSchema } from '../schemas/email-drafts.js';

const tag = 'Email drafts';

export const emailDraftsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/email/drafts',
    scope: 'read',
    summary: "The signed-in user's saved drafts, newest first",
    tag,
    query: PageQuerySchema,
    responses: { 200: DraftListSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/email/drafts',
    scope: 'write',
    summary: 'Save a draft',
    tag,
    body: DraftSaveRequestSchema,
    responses: { 201: DraftSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/email/drafts/:id',
    scope: 'write',
    summary: 'Delete a draft',
    tag,
    params: IdParamsSchema,
    responses: { 204: NoContent },
  }),
};
