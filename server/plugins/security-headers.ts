import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { providerConnectSources } from '../../common/provider-allowlist.js';
import type { Config } from '../config.js';

/**
 * The browser talks to the AI provider directly, so connect-src admits the provider allowlist
 * (AI_BASE_URL, AI_ALLOWED_BASE_URLS or the built-in list, local model servers) and nothing more:
 * a script that got onto the page cannot send what it read to an address of its choosing.
 * Images and sound likewise come only from the app itself or from memory: attachments, generated
 * images and read-aloud audio are shown or played from blob: and data: URLs, never from another
 * host, so neither a Markdown image in a reply (![](https://…?secret)) nor an injected <audio>
 * can carry data off either. pdf.js runs its worker from the app's own files: default-src covers it.
 *
 * The headers are the same for every answer, so helmet's middleware is built once here and only
 * applied per request: built per request (what the Fastify wrapper did), it parsed and checked the
 * whole policy again for each one, a tenth of a small route's time under load.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...providerConnectSources(config.aiProviders)],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    // The OAuth popup must keep window.opener to post its result back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.secureCookies,
  });
  // onRequest, as before: the headers are on the reply before any hook or route can answer,
  // errors and 404s included.
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
