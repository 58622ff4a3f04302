import { defineRoute } from './define-route.js';
import { PageQuerySchema } from '../schemas/paging.js';
import { NoContent } from './no-content.js';
import {
  IdParamsSchema,
  SavedTemplateListSchema,
  SavedTemplateSchema,
  TemplateSaveRequestSchema,
} from '../schemas/email-drafts.js';

const tag = 'Email templates';

/** Saved templates. Suggestions are an AI call (emailAiApi.suggestTemplates). */
export const emailTemplatesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/email/templates',
    scope: 'read',
    summary: "The signed-in user's saved templates, newest first",
    tag,
    query: PageQuerySchema,
    responses: { 200: SavedTemplateListSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/email/templates',
    scope: 'write',
    summary: 'Save a template',
    tag,
    body: TemplateSaveRequestSchema,
    responses: { 201: SavedTemplateSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/email/templates/:id',
    scope: 'write',
    summary: 'Delete a template',
    tag,
    params: IdParamsSchema,
    responses: { 204: NoContent },
  }),
};
