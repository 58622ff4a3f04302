import { defineRoute } from './define-route.js';
import { HealthSchema } from '../schemas/health.js';

export const healthApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether this instance and its database answer (200), or the database does not (503)',
    tag: 'Health',
    responses: { 200: HealthSchema },
    public: true,
  }),
};
