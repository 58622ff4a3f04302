import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_SEND_MESSAGES,
  OutboxItemSchema,
  OutboxListSchema,
  OutboxParamsSchema,
  SendEmailRequestSchema,
} from '../../common/schemas/email-send.js';
import { text } from '../../common/schemas/text.js';
import { limitBy, MINUTE } from '../http/rate-limits.js';
import { requireUser } from '../plugins/session.js';
import {
  cancelOutbox,
  findOutbox,
  listOutbox,
  pickAccount,
  queueEmail,
  resendOutbox,
  sendJobId,
  toOutboxItem,
  type OutboxRow,
} from '../services/outbox.js';

/** How long POST /api/email/send waits for an immediate send before answering with its current state. */
export const INLINE_SEND_WAIT_MS = 10_000;
export const SEND_LIMIT = { max: 30, windowMs: MINUTE };

const SendHeadersSchema = z.looseObject({
  /** Optional: a retried request with the same key answers the first message instead of sending again. */
  'idempotency-key': text().trim().min(1).max(200).optional(),
});

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

  /** Delivers a message due now through its job, waiting for the result up to INLINE_SEND_WAIT_MS. */
  const sendInline = async (row: OutboxRow, jobId: string, log: FastifyBaseLogger) => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, INLINE_SEND_WAIT_MS)));
    const run = app.jobs.runNow(jobId).catch((err: unknown) => log.error({ err }, 'inline send failed'));
    await Promise.race([run, waited]).finally(() => clearTimeout(timer));
    return toOutboxItem((await findOutbox(db, row.id)) ?? row);
  };

  const sendOptions = {
    schema: { body: SendEmailRequestSchema, headers: SendHeadersSchema, response: { 202: OutboxItemSchema } },
    preHandler: sendLimit,
  };
  /**
   * Queues the message (an outbox row and its job); one due now is delivered at once by this
   * instance through the same job, and the answer is its resulting state. /api/emails/send is the
   * automation form's quick send.
   */
  for (const url of ['/api/email/send', '/api/emails/send']) {
    app.post(url, sendOptions, async (request, reply) => {
      const user = requireUser(request);
      const { to, subject, body, sendAt, accountId } = request.body;
      const account = await pickAccount(db, user.id, accountId);
      const now = app.jobs.now();
      const message = { userId: user.id, accountId: account.id, to, subject, body };
      const row = await queueEmail(
        db,
        {
          ...message,
          sendAt: sendAt ? Date.parse(sendAt) : undefined,
          idempotencyKey: request.headers['idempotency-key'],
        },
        now,
      );
      if (row.status === 'scheduled' && row.send_at <= now) {
        return reply.code(202).send(await sendInline(row, sendJobId(row.id), request.log));
      }
      const current = (await findOutbox(db, row.id)) ?? row;
      return reply.code(202).send(toOutboxItem(current));
    });
  }

  app.get(
    '/api/email/outbox',
    { schema: { response: { 200: OutboxListSchema } }, preHandler: readLimit },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return listOutbox(db, user.id);
    },
  );

  app.post(
    '/api/email/outbox/:id/cancel',
    { schema: { params: OutboxParamsSchema, response: { 200: OutboxItemSchema } }, preHandler: readLimit },
    async (request) => {
      const user = requireUser(request);
      return cancelOutbox(db, user.id, request.params.id, app.jobs.now());
    },
  );

  /**
   * Sends an uncertain message again, once the user checked their Sent folder (the outbox list asks
   * them to): at once, answered like a send. Repeated, it answers the message's state and sends
   * nothing more; 409 for a message that was never uncertain.
   */
  app.post(
    '/api/email/outbox/:id/resend',
    { schema: { params: OutboxParamsSchema, response: { 202: OutboxItemSchema } }, preHandler: sendLimit },
    async (request, reply) => {
      const user = requireUser(request);
      const { row, jobId } = await resendOutbox(db, user.id, request.params.id, app.jobs.now());
      if (!jobId) return reply.code(202).send(toOutboxItem(row));
      return reply.code(202).send(await sendInline(row, jobId, request.log));
    },
  );
};
