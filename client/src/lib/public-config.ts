import type { configApi } from '@common/api/config';
import { apiEndpoint } from './api-client';
import { bootQuery } from './boot-query';

const PUBLIC_CONFIG_QUERY_KEY = ['/api/config'] as const;

const getConfig = apiEndpoint<typeof configApi.get>('GET', '/api/config');

/** Read by the app shell and the footer on every page, so it is a boot query (lib/boot-query.ts). */
export const publicConfigQuery = bootQuery(PUBLIC_CONFIG_QUERY_KEY, () => getConfig());

export function usePublicConfig() {
  return publicConfigQuery.use();
}
