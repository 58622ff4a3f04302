import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailOauthApi } from '../../common/api/email-oauth.js';
import { MAIL_PROVIDERS, type MailProvider, type OAuthResultError } from '../../common/schemas/email-accounts.js';
import { HttpError } from '../http/http-error.js';
import { MINUTE, perIp } from '../http/rate-limits.js';
import { DomainError } from '../lib/domain-error.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import {
  finishMailboxLink,
  linkableProviders,
  linksByOAuth,
  MailboxLinkError,
  providerLabel,
  startMailboxLink,
} from '../services/email-oauth.js';

const result = (params: Record<string, string>) => `/oauth-result?${new URLSearchParams(params).toString()}`;
const CONNECTING_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>Connecting...</title>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;font-family:ui-monospace,monospace">
<p role="status">Connecting...</p>
</body>
</html>
`;
const isProvider = (p: string): p is MailProvider => (MAIL_PROVIDERS as readonly string[]).includes(p);

/**
 * Linking a mailbox by OAuth: the client asks for an authorization URL, opens it in a popup, and the
 * provider sends the popup back to our callback, which ends on /oauth-result with success or an
 * error code. The token exchange happens here on the server; tokens never reach the browser.
 */
export const emailOauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const deps = { config, db: app.db.kysely, log: app.log };

  app.route({
    ...routeOptions(emailOauthApi.providers),
    handler: async (request) => {
      requireUser(request);
      return { providers: linkableProviders(config) };
    },
  });

  /**
   * What the linking popup shows for the moment between the click and the provider's page. The
   * popup is opened here, synchronously in the click (browsers, Safari above all, block a
   * window.open that only follows the server's answer), then sent on to the authorization URL.
   * It must be a page of ours with COOP unsafe-none: the popup's first document decides whether it
   * stays connected to the app (window.opener, closed) through the provider's origin.
   */
  app.get('/oauth-connecting', async (_request, reply) => {
    return reply
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(CONNECTING_PAGE);
  });

  const start = routeOptions(emailOauthApi.start);
  app.route({
    ...start,
    config: {
      ...start.config,
      rateLimit: {
        ...perIp(30, 15 * MINUTE, 'Too many attempts to link a mailbox. Please wait 15 minutes and try again.'),
        keyGenerator: (request) => request.user?.id ?? request.ip,
      },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { provider } = request.params;
      reply.header('cache-control', 'no-store');
      try {
        const authUrl = await startMailboxLink(deps, { provider, userId: user.id, sessionId: request.sessionId! });
        return { authUrl };
      } catch (err) {
        if (err instanceof DomainError) throw err;
        // Only Microsoft's configuration is fetched over the network (discovery).
        request.log.error({ provider, reason: err instanceof Error ? err.message : String(err) }, 'OAuth start failed');
        throw new HttpError(
          503,
          'provider_unavailable',
          `Could not reach ${providerLabel(provider)}. Please try again later.`,
        );
      }
    },
  });

  // Public: the provider sends the popup back here signed in or not; the result page says which.
  const callback = routeOptions(emailOauthApi.callback);
  app.route({
    ...callback,
    config: {
      ...callback.config,
      rateLimit: perIp(60, 15 * MINUTE, 'Too many attempts to link a mailbox. Please wait 15 minutes.'),
    },
    // The query holds the authorization code and state: log the path only.
    logSerializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The popup arrives here from the provider's origin on its way to /oauth-result: a COOP other
      // than unsafe-none on this redirect already severs window.opener (browsers enforce COOP on
      // every redirect), and the result could not be posted to the app.
      reply.header('cross-origin-opener-policy', 'unsafe-none');
      const { provider } = request.params;
      if (!isProvider(provider) || !linksByOAuth(provider)) {
        return reply.redirect(result({ error: 'oauth_failed', provider }), 302);
      }
      try {
        const email = await finishMailboxLink(deps, {
          provider,
          url: new URL(request.url, config.PUBLIC_URL),
          userId: request.user?.id ?? null,
          sessionId: request.sessionId,
        });
        return reply.redirect(result({ success: 'true', provider, email }), 302);
      } catch (err) {
        let code: OAuthResultError = 'oauth_failed';
        if (err instanceof MailboxLinkError) {
          code = err.code;
          request.log.info({ provider, code }, 'mailbox link refused');
        } else {
          request.log.error(
            { provider, reason: err instanceof Error ? err.message : String(err) },
            'mailbox link failed',
          );
        }
        return reply.redirect(result({ error: code, provider }), 302);
      }
    },
  });
};
