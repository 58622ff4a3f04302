import { defineRoute } from './define-route.js';
import { HealthSchema, HealthUnavailableSchema } from '../schemas/health.js';

export const healthApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether this instance and its database answer (200), or the database does not (503)',
    tag: 'Health',
    responses: { 200: HealthSchema },
    // The 503 carries the report too (database.ok false), where other routes send the error shape.
    otherAnswers: { 503: HealthUnavailableSchema },
    public: true,
  }),
};
