import { z } from 'zod';
import { defineRoute } from './define-route.js';

const tag = 'Reference';

/**
 * The top level of an OpenAPI document. The document is generated from the route schemas on the
 * server, and the tests check the whole of it against the OpenAPI 3.1 specification, so this only
 * names what every reader looks for first and passes the rest through.
 */
export const OpenApiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.looseObject({})),
  })
  .describe('An OpenAPI 3.1 document');

/** The API describing itself: the document and a page that renders it. Neither needs a session. */
export const docsApi = {
  document: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document, generated from the route schemas',
    tag,
    public: true,
    responses: { 200: OpenApiDocumentSchema },
  }),
  page: defineRoute({
    method: 'GET',
    path: '/api/docs',
    summary: 'A readable reference page of this API',
    tag,
    public: true,
    responses: { 200: z.string().describe('The reference page (HTML)') },
    contentType: 'text/html',
  }),
};
