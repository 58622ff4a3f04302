import type { cloudHistoryApi } from '@common/api/cloud-history';
import { apiEndpoint } from '@/lib/api-client';

/** The cloud history routes (common/api/cloud-history.ts), through the one API client. */
export const getCloudStatus = apiEndpoint<typeof cloudHistoryApi.status>('GET', '/api/cloud-history');
export const enableCloud = apiEndpoint<typeof cloudHistoryApi.enable>('PUT', '/api/cloud-history');
export const disableCloud = apiEndpoint<typeof cloudHistoryApi.disable>('DELETE', '/api/cloud-history');
export const pullCloud = apiEndpoint<typeof cloudHistoryApi.pull>('GET', '/api/cloud-history/items');
export const pushCloud = apiEndpoint<typeof cloudHistoryApi.push>('POST', '/api/cloud-history/items');
