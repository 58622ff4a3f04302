import { defineRoute } from './define-route.js';
import { PublicConfigSchema } from '../schemas/public-config.js';

export const configApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/config',
    summary:
      'What the browser needs to know about this deployment, and whether this browser passed the maintenance gate',
    tag: 'Configuration',
    responses: { 200: PublicConfigSchema },
    public: true,
  }),
};
