import { defineRoute } from './define-route.js';
import { NoContent } from './no-content.js';
import { UsageEventInputSchema, UsageStatsSchema } from '../schemas/usage.js';

const tag = 'Usage';

export const usageApi = {
  recordEvent: defineRoute({
    method: 'POST',
    path: '/api/usage/events',
    summary: 'Count one chat request (token counts only, never content)',
    tag,
    body: UsageEventInputSchema,
    responses: { 204: NoContent },
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/usage',
    scope: 'read',
    summary: 'The USAGE tab: totals, favourite agents and the last 30 days',
    tag,
    responses: { 200: UsageStatsSchema },
  }),
};
