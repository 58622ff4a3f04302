/**
 * The outbox's states, free of zod so the email assistant (on the dashboard's first load) can list
 * them without the schema library; schemas/email-send.ts builds its enum on this list.
 */
export const OUTBOX_STATUSES = ['scheduled', 'sending', 'sent', 'failed', 'uncertain', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
