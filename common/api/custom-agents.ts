import { defineRoute } from './define-route.js';
import { PageQuerySchema } from '../schemas/paging.js';
import { NoContent } from './no-content.js';
import {
  CustomAgentExportSchema,
  CustomAgentFieldsSchema,
  CustomAgentIdParamsSchema,
  CustomAgentImportRequestSchema,
  CustomAgentImportResultSchema,
  CustomAgentListSchema,
  CustomAgentSchema,
} from '../schemas/custom-agents.js';

const tag = 'Custom agents';

/**
 * A user's own agents. Creating, editing and importing need a plan with custom agents (Basic and
 * above); listing, exporting and deleting stay open, so a user who leaves the plan can still take
 * their agents with them or remove them.
 */
export const customAgentsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/custom-agents',
    scope: 'read',
    summary: "The signed-in user's own agents, newest first, with the number they may keep",
    tag,
    query: PageQuerySchema,
    responses: { 200: CustomAgentListSchema },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/custom-agents/:id',
    scope: 'read',
    summary: 'One of the user’s own agents (another user’s is not found)',
    tag,
    params: CustomAgentIdParamsSchema,
    responses: { 200: CustomAgentSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/custom-agents',
    scope: 'write',
    summary: 'Create an agent: name, description, category, system prompt, model and temperature (null for defaults)',
    tag,
    body: CustomAgentFieldsSchema,
    responses: { 201: CustomAgentSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/custom-agents/:id',
    scope: 'write',
    summary: 'Replace an agent’s fields with the form’s',
    tag,
    params: CustomAgentIdParamsSchema,
    body: CustomAgentFieldsSchema,
    responses: { 200: CustomAgentSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/custom-agents/:id',
    scope: 'write',
    summary: 'Delete an agent',
    tag,
    params: CustomAgentIdParamsSchema,
    responses: { 204: NoContent },
  }),
  import: defineRoute({
    method: 'POST',
    path: '/api/custom-agents/import',
    scope: 'write',
    summary:
      'Import an agent file (an AgentOps export, NextChat masks or LobeChat agents), all of its agents or none; content: the file’s text',
    tag,
    body: CustomAgentImportRequestSchema,
    responses: { 201: CustomAgentImportResultSchema },
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/custom-agents/export',
    scope: 'read',
    summary: 'Every agent of the user as an AgentOps agent file (docs/custom-agent-format.md), as a download',
    tag,
    responses: { 200: CustomAgentExportSchema },
    // A file download (Content-Disposition: attachment), opened by a plain link.
    contentType: 'application/json',
  }),
};
