import { apiRequest } from '@/lib/api-client';

/**
 * Sending goes through the server's outbox (common/schemas/email-send.ts on the server side): the
 * answer (202) is the message's state after the server's immediate attempt, or scheduled.
 */
export const OUTBOX_STATUSES = ['scheduled', 'sending', 'sent', 'failed', 'uncertain', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  sendAt: string | null;
  sentAt: string | null;
  lastError: string | null;
  accountId: string | null;
}

export interface SendRequest {
  to: string;
  subject: string;
  body: string;
  /** ISO timestamp; absent sends now. */
  sendAt?: string;
  accountId?: string;
}

export const OUTBOX_QUERY_KEY = ['/api/email/outbox'] as const;

// randomUUID exists only in secure contexts (https, localhost).
const uniqueKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

/** The idempotency key makes a retried request answer the first message instead of sending twice. */
export const sendEmail = (body: SendRequest) =>
  apiRequest<OutboxItem>('POST', '/api/email/send', body, { headers: { 'idempotency-key': uniqueKey() } });

export const fetchOutbox = () => apiRequest<OutboxItem[]>('GET', '/api/email/outbox');

export const cancelOutboxItem = (id: string) =>
  apiRequest<unknown>('POST', `/api/email/outbox/${encodeURIComponent(id)}/cancel`);

/** An uncertain message, sent again once the user checked their Sent folder; the answer is its new state. */
export const resendOutboxItem = (id: string) =>
  apiRequest<OutboxItem>('POST', `/api/email/outbox/${encodeURIComponent(id)}/resend`);
