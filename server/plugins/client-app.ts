import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isClientRoute } from '../../common/routes.js';
import { STATIC_PAGES_FILE } from '../../common/static-pages.js';
import { allowedMethods, isApiPath } from './route-table.js';
import { staticPages } from './static-pages.js';

const NOT_BUILT = '<!doctype html><title>Client not built</title><p>Run <code>npm run build</code>.</p>';

/**
 * Serves the built client: hashed files under /assets are cached for a year (their names change
 * with their content); the HTML shell is never cached so a deploy is picked up at once.
 * Unknown /api paths answer 404 JSON (405 with Allow when the path exists for other methods); every
 * other unknown path gets the shell, which renders the client's 404 page.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = join(clientDir, 'index.html');
  const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const { config } = app;
  // In maintenance the app shows its gate first, so the public pages are not sent ahead of it.
  const prerendered =
    shell && !config.MAINTENANCE_CODE
      ? staticPages(join(clientDir, '..', STATIC_PAGES_FILE), {
          supportEmail: config.SUPPORT_EMAIL,
          docsUrl: config.DOCS_URL,
          statusUrl: config.STATUS_URL,
        })
      : undefined;

  if (shell) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies (vite.config.ts); they are sent to browsers that accept them.
      preCompressed: true,
      // Each file found is two routes (GET and HEAD) held for the process's life; the copies are
      // sent through their original's route, so they need none of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        if (path.includes(`${join(clientDir, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) {
      const allow = allowedMethods(app.routeTable, path);
      if (allow.length > 0) {
        return reply
          .code(405)
          .header('allow', allow.join(', '))
          .send({ error: { code: 'method_not_allowed', message: `${request.method} is not allowed on ${path}` } });
      }
      return reply.code(404).send({ error: { code: 'not_found', message: `No API route ${request.method} ${path}` } });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    if (path === '/oauth-result') {
      // The linking popup comes back here from the provider's origin; any COOP other than
      // unsafe-none would sever window.opener and the result could not be posted to the app.
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
    reply
      .code(isClientRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    if (prerendered?.varies(path)) {
      // A visitor and a signed-in user get different HTML at these paths.
      reply.header('vary', 'cookie, accept-encoding');
      if (await prerendered.send(request, reply, path)) return reply;
    }
    return reply.send(shell ?? NOT_BUILT);
  });
}
