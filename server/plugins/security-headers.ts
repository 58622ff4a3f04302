import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * The headers depend on the configuration alone (no directive reads the request: no nonces), so
 * helmet runs once, here, and every answer gets the headers it set. Run per request (what the
 * Fastify wrapper did), helmet parsed and checked the whole policy again for each one, a tenth of a
 * small route's time under load; even built once, its dozen setHeader calls cost more than handing
 * Fastify the finished set. A directive that reads the request must bring back a per-request run.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = headersSetBy(
    helmet({
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
    }),
  );
  // onRequest, as before: the headers are on the reply before any hook or route can answer,
  // errors and 404s included, and a route may still replace one (the OAuth popup's opener policy).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * `policy` with these sources (the hashes of inline scripts) added to its script-src: for the
 * answers that carry a script in the page itself (plugins/static-pages.ts), and only those.
 */
export function allowInlineScripts(policy: string, sources: readonly string[]): string {
  const directives = policy.split(';');
  const index = directives.findIndex((d) => d.trim().startsWith('script-src '));
  if (index < 0) throw new Error('The Content-Security-Policy has no script-src to add inline scripts to.');
  directives[index] = `${directives[index]} ${sources.join(' ')}`;
  return directives.join(';');
}

/** The headers a helmet middleware sets, by running it once against a response that only records them. */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once: they cannot be computed ahead');
  return headers;
}
