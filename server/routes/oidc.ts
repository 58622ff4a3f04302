import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oidcApi } from '../../common/api/oidc.js';
import type { LoginErrorCode } from '../../common/schemas/auth.js';
import { MINUTE, perIp } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { DomainError } from '../lib/domain-error.js';
import { startSession } from '../plugins/session.js';
import { createOidcLogin, OIDC_STATE_TTL_MS, OidcLoginError, oidcEnabled } from '../services/oidc-login.js';

/** Ties a sign-in to the browser that began it; lives as long as the stored state. */
export const OIDC_STATE_COOKIE = 'agentops_oidc_state';

const loginError = (code: LoginErrorCode) => `/?login_error=${encodeURIComponent(code)}`;

/**
 * External sign-in by browser navigation: /api/login sends the browser to the provider and
 * /api/callback brings it back. Failures never show a raw error page: they land on / with
 * login_error, which the client turns into a message.
 */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const enabled = oidcEnabled(config);
  const oidc = enabled ? createOidcLogin({ config, db: app.db.kysely, log: app.log }) : undefined;
  // Path-scoped to the callback, so the state rides along on no other request.
  const stateCookie = {
    path: '/api/callback',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  };

  const signInLimit = () => perIp(30, 15 * MINUTE, 'Too many sign-in attempts. Please wait 15 minutes and try again.');

  const login = routeOptions(oidcApi.login);
  app.route({
    ...login,
    config: { ...login.config, rateLimit: signInLimit() },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Without a provider the client opens its own password sign-in dialog.
      if (!oidc) return reply.redirect('/?login=1', 302);
      try {
        const { url, state } = await oidc.start();
        reply.setCookie(OIDC_STATE_COOKIE, state, { ...stateCookie, maxAge: OIDC_STATE_TTL_MS / 1000 });
        return reply.redirect(url, 302);
      } catch (err) {
        request.log.error({ reason: err instanceof Error ? err.message : String(err) }, 'OpenID provider unavailable');
        return reply.redirect(loginError('provider_unavailable'), 302);
      }
    },
  });

  const callback = routeOptions(oidcApi.callback);
  app.route({
    ...callback,
    config: { ...callback.config, rateLimit: signInLimit() },
    // The query holds the authorization code and state: log the path only.
    logSerializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!oidc) return reply.redirect('/?login=1', 302);
      const browserState = request.cookies[OIDC_STATE_COOKIE];
      reply.clearCookie(OIDC_STATE_COOKIE, stateCookie);
      try {
        const user = await oidc.finish(new URL(request.url, config.PUBLIC_URL), browserState);
        await startSession(app, request, reply, user.id);
        return reply.redirect('/', 302);
      } catch (err) {
        if (err instanceof OidcLoginError) {
          request.log.info({ code: err.code }, 'OpenID sign-in refused');
          return reply.redirect(loginError(err.code), 302);
        }
        if (err instanceof DomainError && err.code === 'account_suspended') {
          return reply.redirect(loginError('account_suspended'), 302);
        }
        request.log.error({ reason: err instanceof Error ? err.message : String(err) }, 'OpenID sign-in failed');
        return reply.redirect(loginError('oauth_failed'), 302);
      }
    },
  });
};
