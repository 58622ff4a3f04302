import { defineRoute } from './define-route.js';
import { MaintenanceGrantSchema, MaintenanceUnlockSchema } from '../schemas/public-config.js';

export const maintenanceApi = {
  unlock: defineRoute({
    method: 'POST',
    path: '/api/maintenance/unlock',
    summary: 'Pass the maintenance gate with the tester access code (sets a signed cookie)',
    tag: 'Maintenance',
    body: MaintenanceUnlockSchema,
    responses: { 200: MaintenanceGrantSchema },
    public: true,
  }),
};
