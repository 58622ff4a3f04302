import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailAccountsApi } from '../../common/api/email-accounts.js';
import { MINUTE, limitBy } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { sendPageLink } from '../http/page-link.js';
import { requireUser } from '../plugins/session.js';
import {
  disconnectAccount,
  listAccountPage,
  linkAppPasswordAccount,
  setSync,
  toEmailAccount,
} from '../services/email-accounts.js';

/** The caller's linked mailboxes: list, sync toggle, disconnect, and linking with an app password. */
export const emailAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.route({
    ...routeOptions(emailAccountsApi.list),
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const page = await listAccountPage(db, user.id, request.query);
      sendPageLink(request, reply, request.query, page.next);
      return page.rows.map(toEmailAccount);
    },
  });

  app.route({
    ...routeOptions(emailAccountsApi.setSync),
    handler: async (request) => {
      const user = requireUser(request);
      return toEmailAccount(await setSync(db, user.id, request.params.id, request.body.syncEnabled));
    },
  });

  app.route({
    ...routeOptions(emailAccountsApi.remove),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await disconnectAccount(db, app.config, request.log, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOptions(emailAccountsApi.linkAppPassword),
    // Every attempt signs in to a real mail server: this must not become a password-guessing relay.
    preHandler: limitBy(app, {
      name: 'mail-app-password',
      max: 10,
      windowMs: 15 * MINUTE,
      key: (request) => request.user?.id,
      message: 'Too many attempts to link a mailbox. Please wait 15 minutes and try again.',
    }),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { provider, email, appPassword, displayName } = request.body;
      const row = await linkAppPasswordAccount(
        db,
        app.config,
        { userId: user.id, provider, email, displayName: displayName || null },
        appPassword,
      );
      return reply.code(201).send(toEmailAccount(row));
    },
  });
};
