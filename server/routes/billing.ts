import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingApi } from '../../common/api/billing.js';
import { limitBy, MINUTE, perIp } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import {
  billingProviderFor,
  cancelSubscription,
  changePlan,
  openBillingPortal,
  resumeSubscription,
  subscriptionOf,
  type BillingDeps,
} from '../services/billing.js';
import { receiveBillingEvent } from '../services/billing-webhook.js';

/** The subscription screen's calls and the billing provider's webhook (session-only, but the webhook). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: BillingDeps = { db: app.db.kysely, provider: billingProviderFor(app.config) };
  const preHandler = limitBy(app, {
    name: 'billing',
    max: 60,
    windowMs: MINUTE,
    key: (request) => request.user?.id,
    message: 'Too many billing requests. Please wait a minute.',
  });

  app.route({
    ...routeOptions(billingApi.subscription),
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return subscriptionOf(deps, user.id);
    },
  });

  app.route({
    ...routeOptions(billingApi.change),
    preHandler,
    handler: async (request) => changePlan(deps, requireUser(request), request.body.plan),
  });

  app.route({
    ...routeOptions(billingApi.cancel),
    preHandler,
    handler: async (request) => cancelSubscription(deps, requireUser(request).id),
  });

  app.route({
    ...routeOptions(billingApi.resume),
    preHandler,
    handler: async (request) => resumeSubscription(deps, requireUser(request).id),
  });

  app.route({
    ...routeOptions(billingApi.portal),
    preHandler,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return openBillingPortal(deps, requireUser(request).id);
    },
  });

  // Its own scope: the signature is computed over the exact bytes sent, so this route alone keeps
  // the JSON body unparsed; every other route keeps the usual parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const { webhook } = billingApi;
    const options = routeOptions(webhook);
    scope.route({
      ...options,
      config: {
        ...options.config,
        // Called by the provider's servers, never by a browser: its signature is its authority.
        webhook: true,
        rateLimit: perIp(300, MINUTE, 'Too many webhook deliveries. Please slow down.'),
      },
      handler: async (request) => {
        const body: unknown = request.body;
        const raw = Buffer.isBuffer(body) || typeof body === 'string' ? body : '';
        const signature = request.headers['stripe-signature'];
        await receiveBillingEvent(deps, raw, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    });
  });
};
