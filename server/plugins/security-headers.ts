import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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
 * The headers are the same on every response, so helmet's middleware is built once, here. The
 * Fastify wrapper built it again (parsing the whole policy) for every request, which was a visible
 * share of each API request's time.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setHeaders = helmet({
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
  // helmet only ever calls back without an error (it throws instead).
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
