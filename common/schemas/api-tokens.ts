import { z } from 'zod';
import { text } from './text.js';
import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from '../api-token-constants.js';

/**
 * Personal API tokens (Pro): a user makes one in the API tab of settings, sees it once, and calls
 * the REST API with `Authorization: Bearer aops_…`. Only a hash is stored; the list shows a prefix.
 * Each route a token may call declares the scope it needs in its contract entry (`scope`).
 */
export * from '../api-token-constants.js';

export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the token, to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(ApiTokenScopeSchema),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = z.object({ tokens: z.array(ApiTokenSchema) });

export const ApiTokenCreateRequestSchema = z.object({
  name: text().trim().min(1, 'Give the token a name').max(API_TOKEN_NAME_MAX),
  scopes: z
    .array(ApiTokenScopeSchema)
    .min(1, 'Choose at least one scope')
    .max(API_TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once'),
  expiresInDays: z.union(API_TOKEN_EXPIRY_DAYS.map((d) => z.literal(d))).nullable(),
});
export type ApiTokenCreateRequest = z.infer<typeof ApiTokenCreateRequestSchema>;

/** The answer to a creation: the only time the token itself is shown. */
export const ApiTokenCreatedSchema = z.object({ token: z.string(), apiToken: ApiTokenSchema });

export const ApiTokenIdParamsSchema = z.object({ id: text().min(1).max(100) });
