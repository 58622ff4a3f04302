import { defineRoute } from './define-route.js';
import { NoContent } from './no-content.js';
import {
  AnalyticsQuerySchema,
  UsageAnalyticsCsvSchema,
  UsageAnalyticsSchema,
  UsageEventInputSchema,
  UsageStatsSchema,
} from '../schemas/usage.js';

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
  analytics: defineRoute({
    method: 'GET',
    path: '/api/usage/analytics',
    scope: 'read',
    summary:
      'Analytics (Pro): requests, tokens and estimated cost per UTC day and per agent over a range (default the last 30 days, at most 366)',
    tag,
    query: AnalyticsQuerySchema,
    responses: { 200: UsageAnalyticsSchema },
  }),
  analyticsExport: defineRoute({
    method: 'GET',
    path: '/api/usage/analytics/export',
    scope: 'read',
    summary: 'Analytics (Pro) as a CSV download: one line per UTC day and agent over the range',
    tag,
    query: AnalyticsQuerySchema,
    responses: { 200: UsageAnalyticsCsvSchema },
    // A file download (Content-Disposition: attachment).
    contentType: 'text/csv',
  }),
};
