import type { emailSendApi } from '@common/api/email-send';
import type { SendEmailRequest } from '@common/schemas/email-send';
import { apiEndpoint, apiListEndpoint } from '@/lib/api-client';
import { OUTBOX_SHOWN_BEFORE_PAGING } from '@/lib/list-sizes';

/**
 * Sending goes through the server's outbox: the answer (202) is the message's state after the
 * server's immediate attempt, or scheduled. Items and states are the contract's own.
 */
export { OUTBOX_STATUSES, type OutboxStatus } from '@common/email-send-constants';
export type { OutboxItem } from '@common/schemas/email-send';
export type SendRequest = SendEmailRequest;

export const OUTBOX_QUERY_KEY = ['/api/email/outbox'] as const;

const send = apiEndpoint<typeof emailSendApi.send>('POST', '/api/email/send');
const listOutbox = apiListEndpoint<typeof emailSendApi.outbox>('GET', '/api/email/outbox', OUTBOX_SHOWN_BEFORE_PAGING);
const cancel = apiEndpoint<typeof emailSendApi.cancel>('POST', '/api/email/outbox/:id/cancel');
const resend = apiEndpoint<typeof emailSendApi.resend>('POST', '/api/email/outbox/:id/resend');

// randomUUID exists only in secure contexts (https, localhost).
const uniqueKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

/** The idempotency key makes a retried request answer the first message instead of sending twice. */
export const sendEmail = (body: SendRequest) => send({ body }, { headers: { 'idempotency-key': uniqueKey() } });

export const fetchOutbox = () => listOutbox();

export const cancelOutboxItem = (id: string) => cancel({ params: { id } });

/** An uncertain message, sent again once the user checked their Sent folder; the answer is its new state. */
export const resendOutboxItem = (id: string) => resend({ params: { id } });
