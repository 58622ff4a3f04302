import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { docsApi, type OpenApiDocumentSchema } from '../../common/api/docs.js';
import { routeOptions } from '../http/route-options.js';
import { sendError } from '../plugins/error-handler.js';

/**
 * The files of the reference page. Its own route, outside the contract and hidden from the
 * document: it serves a fixed list of files, not an API.
 */
export const DOCS_ASSETS_URL = '/api/docs/assets/*';
const ASSETS_PATH = '/api/docs/assets';

/**
 * Starts Swagger UI on the document. A file of its own rather than an inline script, so the page
 * runs under the app's Content-Security-Policy as it is (script-src 'self').
 */
const START_SCRIPT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    // Swagger UI would otherwise show a badge loaded from an outside validation service.
    validatorUrl: null,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>AgentOps API reference</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_PATH}/start.js"></script>
  </body>
</html>
`;

const require = createRequire(import.meta.url);
/**
 * Swagger UI's built files as @fastify/swagger-ui ships them (from swagger-ui-dist, source-map
 * comments removed). Only this page loads them; the client's bundles never do.
 */
const swaggerUiFile = (name: string) => () => readFile(require.resolve(`@fastify/swagger-ui/static/${name}`));

interface Asset {
  type: string;
  read: () => Promise<Buffer>;
}

const ASSETS = new Map<string, Asset>([
  ['swagger-ui.css', { type: 'text/css; charset=utf-8', read: swaggerUiFile('swagger-ui.css') }],
  ['swagger-ui-bundle.js', { type: 'text/javascript; charset=utf-8', read: swaggerUiFile('swagger-ui-bundle.js') }],
  ['start.js', { type: 'text/javascript; charset=utf-8', read: async () => Buffer.from(START_SCRIPT) }],
]);

const gzipped = promisify(gzip);
/** Each file is read and compressed once per process, on its first request (the bundle is 1.7 MB, 0.5 MB gzipped). */
const loaded = new Map<string, Promise<{ plain: Buffer; gzip: Buffer }>>();
function load(name: string, asset: Asset) {
  let entry = loaded.get(name);
  if (!entry) {
    entry = asset.read().then(async (plain) => ({ plain, gzip: await gzipped(plain) }));
    entry.catch(() => loaded.delete(name));
    loaded.set(name, entry);
  }
  return entry;
}

/** The OpenAPI document and its reference page; both answer without a session. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(docsApi.document),
    handler: async (_request, reply) => {
      // Generated once, on the first request, from every route the app has.
      reply.header('cache-control', 'no-cache');
      // Typed for any Swagger or OpenAPI version; this app's is OpenAPI 3.1.
      return app.swagger() as z.output<typeof OpenApiDocumentSchema>;
    },
  });

  app.route({
    ...routeOptions(docsApi.page),
    handler: async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  });

  app.get(DOCS_ASSETS_URL, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const asset = ASSETS.get(name);
    if (!asset)
      return sendError(reply, { status: 404, code: 'not_found', message: 'No such file of the reference page' });
    const file = await load(name, asset);
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply.type(asset.type).header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
    if (acceptsGzip) reply.header('content-encoding', 'gzip');
    return reply.send(acceptsGzip ? file.gzip : file.plain);
  });
};
