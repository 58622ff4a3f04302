import type { adminApi } from '@common/api/admin';
import type { RouteInput } from '@common/api/define-route';
import { apiEndpoint } from '@/lib/api-client';

export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;
export const ADMIN_AUDIT_QUERY_KEY = ['/api/admin/audit'] as const;

const getUsers = apiEndpoint<typeof adminApi.users>('GET', '/api/admin/users');
const patchUser = apiEndpoint<typeof adminApi.updateUser>('PATCH', '/api/admin/users/:id');
const postSuspend = apiEndpoint<typeof adminApi.suspendUser>('POST', '/api/admin/users/:id/suspend');
const postUnsuspend = apiEndpoint<typeof adminApi.unsuspendUser>('POST', '/api/admin/users/:id/unsuspend');
const deleteUserCall = apiEndpoint<typeof adminApi.deleteUser>('DELETE', '/api/admin/users/:id');
const deleteSessions = apiEndpoint<typeof adminApi.revokeSessions>('DELETE', '/api/admin/users/:id/sessions');
const getAudit = apiEndpoint<typeof adminApi.audit>('GET', '/api/admin/audit');

export const listUsers = (query: RouteInput<typeof adminApi.users>['query']) => getUsers({ query });

export const updateUser = (id: string, body: RouteInput<typeof adminApi.updateUser>['body']) =>
  patchUser({ params: { id }, body });

export const setSuspended = (id: string, suspended: boolean) =>
  (suspended ? postSuspend : postUnsuspend)({ params: { id } });

export const deleteUser = (id: string) => deleteUserCall({ params: { id } });

export const revokeSessions = (id: string) => deleteSessions({ params: { id } });

export const listAudit = (query: RouteInput<typeof adminApi.audit>['query']) => getAudit({ query });
