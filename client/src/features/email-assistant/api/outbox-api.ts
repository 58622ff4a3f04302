import { apiRequest } from '@/lib/api-client';

/** Sending goes through the server's outbox: accepted at once (202), sent or scheduled by its job runner. */
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

export const sendEmail = (body: SendRequest) =>
  apiRequest<{ id: string; status: OutboxStatus }>('POST', '/api/email/send', body);

export const fetchOutbox = () => apiRequest<OutboxItem[]>('GET', '/api/email/outbox');

export const cancelOutboxItem = (id: string) =>
  apiRequest<unknown>('POST', `/api/email/outbox/${encodeURIComponent(id)}/cancel`);
