import { defineRoute } from './define-route.js';
import { PageQuerySchema } from '../schemas/paging.js';
import { NoContent } from './no-content.js';
import {
  AgentKeyRequestSchema,
  AgentKeyStatusSchema,
  AutomationActionResultSchema,
  AutomationFieldsSchema,
  AutomationIdParamsSchema,
  AutomationListSchema,
  AutomationRequestSchema,
  AutomationRunListSchema,
  AutomationSchema,
  DryRunQuerySchema,
  DryRunResultSchema,
  GuardrailStatusSchema,
  NextRunPreviewSchema,
} from '../schemas/automations.js';

const tag = 'Automations';

const lifecycle = <P extends `/api/${string}`>(path: P, summary: string) =>
  ({ params: AutomationIdParamsSchema, responses: { 200: AutomationActionResultSchema }, tag, path, summary }) as const;

/** Automations, their runs and safeguards, and the key agent actions run with. */
export const automationsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/automations',
    scope: 'read',
    summary: "The signed-in user's automations, newest first",
    tag,
    query: PageQuerySchema,
    responses: { 200: AutomationListSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/automations',
    scope: 'write',
    summary: 'Create an automation from the form',
    tag,
    body: AutomationRequestSchema,
    responses: { 201: AutomationSchema },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/automations/:id',
    scope: 'write',
    summary: 'Update an automation from the form; its next run is computed again',
    tag,
    params: AutomationIdParamsSchema,
    body: AutomationRequestSchema,
    responses: { 200: AutomationSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/automations/:id',
    scope: 'write',
    summary: 'Delete an automation and its history',
    tag,
    params: AutomationIdParamsSchema,
    responses: { 204: NoContent },
  }),
  execute: defineRoute({
    method: 'POST',
    scope: 'email:send',
    ...lifecycle('/api/automations/:id/execute', 'Run the automation once now, inside its safeguards'),
  }),
  pause: defineRoute({
    method: 'PATCH',
    scope: 'write',
    ...lifecycle('/api/automations/:id/pause', 'Pause an active automation'),
  }),
  resume: defineRoute({
    method: 'PATCH',
    scope: 'write',
    ...lifecycle('/api/automations/:id/resume', 'Resume a paused automation (also one a safeguard paused)'),
  }),
  stop: defineRoute({
    method: 'PATCH',
    scope: 'write',
    ...lifecycle('/api/automations/:id/stop', 'Stop an automation'),
  }),
  start: defineRoute({
    method: 'PATCH',
    scope: 'write',
    ...lifecycle('/api/automations/:id/start', 'Start a stopped automation again'),
  }),
  runs: defineRoute({
    method: 'GET',
    path: '/api/automations/:id/runs',
    scope: 'read',
    summary: "An automation's run history, newest first",
    tag,
    params: AutomationIdParamsSchema,
    query: PageQuerySchema,
    responses: { 200: AutomationRunListSchema },
  }),
  nextRun: defineRoute({
    method: 'POST',
    path: '/api/automations/next-run',
    scope: 'read',
    summary: "When the form's schedule would run next, in the user's timezone (nothing is saved)",
    tag,
    body: AutomationFieldsSchema,
    responses: { 200: NextRunPreviewSchema },
  }),
  dryRun: defineRoute({
    method: 'POST',
    path: '/api/automations/dry-run',
    summary:
      "Which of the account's last 50 messages the form's trigger would match and what it would send (nothing is sent); automationId: the automation being edited, whose reply window applies",
    tag,
    query: DryRunQuerySchema,
    body: AutomationRequestSchema,
    responses: { 200: DryRunResultSchema },
  }),
  agentKey: defineRoute({
    method: 'GET',
    path: '/api/automations/agent-key',
    summary: 'Whether a provider key is stored for agent automations',
    tag,
    responses: { 200: AgentKeyStatusSchema },
  }),
  storeAgentKey: defineRoute({
    method: 'PUT',
    path: '/api/automations/agent-key',
    summary: "Store the user's provider key, encrypted, for their agent automations only (opt-in)",
    tag,
    body: AgentKeyRequestSchema,
    responses: { 200: AgentKeyStatusSchema },
  }),
  deleteAgentKey: defineRoute({
    method: 'DELETE',
    path: '/api/automations/agent-key',
    summary: 'Withdraw the opt-in: the stored key is deleted',
    tag,
    responses: { 204: NoContent },
  }),
  guardrails: defineRoute({
    method: 'GET',
    path: '/api/guardrails/status',
    scope: 'read',
    summary: 'The safeguards as they stand for the signed-in user',
    tag,
    responses: { 200: GuardrailStatusSchema },
  }),
};
