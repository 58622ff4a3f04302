import { defineRoute } from './define-route.js';
import { PageQuerySchema } from '../schemas/paging.js';
import { NoContent } from './no-content.js';
import {
  ApiTokenCreatedSchema,
  ApiTokenCreateRequestSchema,
  ApiTokenIdParamsSchema,
  ApiTokenListSchema,
} from '../schemas/api-tokens.js';

const tag = 'API tokens';

/** Personal API tokens: session-only (no `scope`), so a token can neither list, make nor revoke tokens. */
export const apiTokensApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/tokens',
    summary: "The signed-in user's API tokens, newest first (a prefix of each, never the token)",
    tag,
    query: PageQuerySchema,
    responses: { 200: ApiTokenListSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/tokens',
    summary: 'Create an API token (Pro): the answer is the only time the token is shown',
    tag,
    body: ApiTokenCreateRequestSchema,
    responses: { 201: ApiTokenCreatedSchema },
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/tokens/:id',
    summary: 'Revoke an API token: it stops working at once and stays in the list as revoked',
    tag,
    params: ApiTokenIdParamsSchema,
    responses: { 204: NoContent },
  }),
};
