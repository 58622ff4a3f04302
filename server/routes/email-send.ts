import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSendApi } from '../../common/api/email-send.js';
import { EMAIL_SEND_MESSAGES } from '../../common/schemas/email-send.js';
import { limitBy, MINUTE } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { sendPageLink } from '../http/page-link.js';
import { requireUser } from '../plugins/session.js';
import { resendEmail, sendEmail } from '../services/email-sending.js';
import { cancelOutbox, listOutbox } from '../services/outbox.js';

export const SEND_LIMIT = { max: 30, windowMs: MINUTE };

/** Sending through a linked mailbox and the outbox; how a send is delivered is services/email-sending.ts. */
export const emailSendRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const sendLimit = limitBy(app, {
    name: 'email-send',
    ...SEND_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_SEND_MESSAGES.rateLimited,
  });
  const readLimit = limitBy(app, {
    name: 'email-outbox',
    max: 120,
    windowMs: MINUTE,
    key: (request) => request.user?.id,
    message: 'Too many requests. Please wait a minute and try again.',
  });

  /** The answer (202) is the message's state after the immediate attempt, or scheduled. */
  for (const route of [emailSendApi.send, emailSendApi.quickSend]) {
    app.route({
      ...routeOptions(route),
      preHandler: sendLimit,
      handler: async (request, reply) => {
        const user = requireUser(request);
        const deps = { db, jobs: app.jobs, log: request.log };
        const item = await sendEmail(deps, user.id, request.body, request.headers['idempotency-key']);
        return reply.code(202).send(item);
      },
    });
  }

  app.route({
    ...routeOptions(emailSendApi.outbox),
    preHandler: readLimit,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const page = await listOutbox(db, user.id, request.query);
      sendPageLink(request, reply, request.query, page.next);
      return page.rows;
    },
  });

  app.route({
    ...routeOptions(emailSendApi.cancel),
    preHandler: readLimit,
    handler: async (request) => {
      const user = requireUser(request);
      return cancelOutbox(db, user.id, request.params.id, app.jobs.now());
    },
  });

  /** 409 for a message that was never uncertain (services/email-sending.ts). */
  app.route({
    ...routeOptions(emailSendApi.resend),
    preHandler: sendLimit,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const item = await resendEmail({ db, jobs: app.jobs, log: request.log }, user.id, request.params.id);
      return reply.code(202).send(item);
    },
  });
};
