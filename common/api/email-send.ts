import { defineRoute } from './define-route.js';
import { PageQuerySchema } from '../schemas/paging.js';
import {
  OutboxItemSchema,
  OutboxListSchema,
  OutboxParamsSchema,
  SendEmailRequestSchema,
  SendHeadersSchema,
} from '../schemas/email-send.js';

const tag = 'Email sending';

const sendAnswer = OutboxItemSchema.describe(
  "The message's state after the immediate attempt (sent, failed, uncertain, or still sending), or scheduled",
);

/** Sending through a linked mailbox, now or later, and the outbox that shows each message's state. */
export const emailSendApi = {
  send: defineRoute({
    method: 'POST',
    path: '/api/email/send',
    scope: 'email:send',
    summary: 'Send an email now or at sendAt; a message due now is attempted before the answer',
    tag,
    headers: SendHeadersSchema,
    body: SendEmailRequestSchema,
    responses: { 202: sendAnswer },
  }),
  quickSend: defineRoute({
    method: 'POST',
    path: '/api/emails/send',
    scope: 'email:send',
    summary: "The automation form's quick send: the same as POST /api/email/send",
    tag,
    headers: SendHeadersSchema,
    body: SendEmailRequestSchema,
    responses: { 202: sendAnswer },
  }),
  outbox: defineRoute({
    method: 'GET',
    path: '/api/email/outbox',
    scope: 'read',
    summary: "The signed-in user's latest messages with their states, newest first",
    tag,
    query: PageQuerySchema,
    responses: { 200: OutboxListSchema },
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/email/outbox/:id/cancel',
    scope: 'write',
    summary: 'Cancel a scheduled message',
    tag,
    params: OutboxParamsSchema,
    responses: { 200: OutboxItemSchema },
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/api/email/outbox/:id/resend',
    scope: 'email:send',
    summary: 'Send an uncertain message again, once the user checked their Sent folder',
    tag,
    params: OutboxParamsSchema,
    responses: { 202: sendAnswer },
  }),
};
