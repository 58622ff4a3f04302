import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * The browser talks to the AI provider directly, so connect-src admits https:, the configured
 * provider origin and local model servers; nothing else is loosened (DESIGN.md section 4).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const providerOrigins = config.AI_ALLOWED_BASE_URLS.map((u) => new URL(u).origin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:', ...new Set(providerOrigins), 'http://localhost:*', 'http://127.0.0.1:*'],
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
}
