import type { accountApi } from '@common/api/account';
import type { apiTokensApi } from '@common/api/api-tokens';
import type { RouteInput } from '@common/api/define-route';
import type { ExportFormat } from '@common/schemas/usage';
import { apiEndpoint, apiListEndpoint } from '@/lib/api-client';

export const SESSIONS_QUERY_KEY = ['/api/auth/sessions'] as const;

const patchProfile = apiEndpoint<typeof accountApi.updateProfile>('PATCH', '/api/auth/user/profile');
const postPasswordChange = apiEndpoint<typeof accountApi.changePassword>('POST', '/api/auth/user/change-password');
const getSessions = apiListEndpoint<typeof accountApi.sessions>('GET', '/api/auth/sessions');
const deleteSession = apiEndpoint<typeof accountApi.endSession>('DELETE', '/api/auth/sessions/:id');
const deleteUser = apiEndpoint<typeof accountApi.deleteAccount>('DELETE', '/api/auth/user');

export const updateProfile = (patch: RouteInput<typeof accountApi.updateProfile>['body']) =>
  patchProfile({ body: patch });

export const changePassword = (body: RouteInput<typeof accountApi.changePassword>['body']) =>
  postPasswordChange({ body });

export const listSessions = async () => (await getSessions()).sessions;

export const endSession = (id: string) => deleteSession({ params: { id } });

/** Deletes the account and all its data and ends every session. */
export const deleteAccount = () => deleteUser();

const EXPORT_PATH = '/api/auth/user/export' satisfies (typeof accountApi.export)['path'];

/** The file download of the user's data; a plain link so the browser handles the save. */
export const exportUrl = (format: ExportFormat) => `${EXPORT_PATH}?format=${format}`;

export const API_TOKENS_QUERY_KEY = ['/api/tokens'] as const;

const getTokens = apiListEndpoint<typeof apiTokensApi.list>('GET', '/api/tokens');
const postToken = apiEndpoint<typeof apiTokensApi.create>('POST', '/api/tokens');
const deleteToken = apiEndpoint<typeof apiTokensApi.revoke>('DELETE', '/api/tokens/:id');

export const listApiTokens = async () => (await getTokens()).tokens;

/** Answers the token itself: the only time it is shown. */
export const createApiToken = (body: RouteInput<typeof apiTokensApi.create>['body']) => postToken({ body });

export const revokeApiToken = (id: string) => deleteToken({ params: { id } });
