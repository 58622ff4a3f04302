import type { maintenanceApi } from '@common/api/maintenance';
import { apiEndpoint } from '@/lib/api-client';

const unlock = apiEndpoint<typeof maintenanceApi.unlock>('POST', '/api/maintenance/unlock');

/** Passes the gate: the grant is an httpOnly cookie the server sets. */
export const unlockMaintenance = (code: string) => unlock({ body: { code } });
