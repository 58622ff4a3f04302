import { z } from 'zod';
import { text } from './text.js';
import { SUBJECT_MAX } from './email-ai.js';
import { OUTBOX_STATUSES } from '../email-send-constants.js';

export { OUTBOX_STATUSES } from '../email-send-constants.js';

/**
 * Sending through the user's own linked account, now or later: POST /api/email/send, the outbox
 * (GET /api/email/outbox) and cancelling a scheduled message (POST /api/email/outbox/:id/cancel).
 * Messages use the product's standard wording, shared by the form and the server.
 */
export const EMAIL_SEND_MESSAGES = {
  recipientAndContentRequired: 'Please ensure recipient email and generated content are available',
  dateAndTimeRequired: 'Please select both date and time for scheduled send',
  scheduleInPast: 'Scheduled time must be in the future',
  scheduleTooFar: 'Scheduled time must be within one year',
  invalidRecipients: 'Please enter valid recipient email addresses, separated by commas',
  tooManyRecipients: 'Please send to at most 50 recipients at once',
  bodyTooLong: 'The email body is too long (at most 100,000 characters)',
  noAccounts: 'No email accounts connected. Connect an email account to send email.',
  noActiveAccount: 'Your email accounts need to be reconnected before you can send email.',
  notFound: 'Message not found',
  notCancellable: 'Only a scheduled message can be cancelled',
  notResendable: 'Only a message whose delivery is uncertain can be sent again',
  rateLimited: 'Too many emails sent. Please wait a minute and try again.',
} as const;

export const NO_SUBJECT = 'No Subject';
export const RECIPIENTS_PER_MESSAGE_MAX = 50;
export const SEND_BODY_MAX = 100_000;
export const SCHEDULE_MAX_MS = 366 * 24 * 60 * 60 * 1000;

const single = z.email();

/** Comma (or semicolon) separated addresses -> trimmed, de-duplicated list; each must be an address. */
export const RecipientsSchema = text({ error: EMAIL_SEND_MESSAGES.recipientAndContentRequired })
  .max(5000, EMAIL_SEND_MESSAGES.tooManyRecipients)
  .transform((s, ctx) => {
    const seen = new Set<string>();
    const list: string[] = [];
    for (const part of s.split(/[,;]/).map((p) => p.trim())) {
      if (!part || seen.has(part.toLowerCase())) continue;
      if (!single.safeParse(part).success) {
        ctx.addIssue({
          code: 'custom',
          message: `${EMAIL_SEND_MESSAGES.invalidRecipients} (not valid: ${part.slice(0, 100)})`,
        });
        return z.NEVER;
      }
      seen.add(part.toLowerCase());
      list.push(part);
    }
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: EMAIL_SEND_MESSAGES.recipientAndContentRequired });
    if (list.length > RECIPIENTS_PER_MESSAGE_MAX)
      ctx.addIssue({ code: 'custom', message: EMAIL_SEND_MESSAGES.tooManyRecipients });
    return list;
  });

/** ISO 8601 with a zone (Z or an offset), later than now and at most a year ahead. */
export const SendAtSchema = text()
  .pipe(z.iso.datetime({ offset: true, error: EMAIL_SEND_MESSAGES.dateAndTimeRequired }))
  .refine((s) => Date.parse(s) > Date.now(), EMAIL_SEND_MESSAGES.scheduleInPast)
  .refine((s) => Date.parse(s) <= Date.now() + SCHEDULE_MAX_MS, EMAIL_SEND_MESSAGES.scheduleTooFar);

/** POST /api/email/send (also /api/emails/send, the automation form's quick send). */
export const SendEmailRequestSchema = z.object({
  to: RecipientsSchema,
  /** Blank or absent: 'No Subject'. */
  subject: text()
    .trim()
    .max(SUBJECT_MAX, 'The subject is too long')
    .optional()
    .transform((s) => s || NO_SUBJECT),
  body: text({ error: EMAIL_SEND_MESSAGES.recipientAndContentRequired })
    .refine((s) => s.trim().length > 0, EMAIL_SEND_MESSAGES.recipientAndContentRequired)
    .refine((s) => s.length <= SEND_BODY_MAX, EMAIL_SEND_MESSAGES.bodyTooLong),
  /** Absent: send now. */
  sendAt: SendAtSchema.optional(),
  /** Absent: the user's first active account. */
  accountId: text().min(1).max(64).optional(),
});
export type SendEmailRequest = z.input<typeof SendEmailRequestSchema>;

export const OutboxStatusSchema = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>;

/**
 * One message of the outbox. status: scheduled (waiting for sendAt, or for a retry at
 * nextAttemptAt after lastError), sending, sent, failed (lastError says why), uncertain (the
 * connection broke while the provider was taking it: it may have been sent; check the Sent folder
 * before sending again), cancelled.
 */
export const OutboxItemSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  /** Addresses, comma separated. */
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: OutboxStatusSchema,
  /** ISO 8601: when it is (or was) due. */
  sendAt: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;
export const OutboxListSchema = z.array(OutboxItemSchema);

export const OutboxParamsSchema = z.object({ id: text().min(1).max(64) });

/** Request headers of a send. */
export const SendHeadersSchema = z.looseObject({
  'idempotency-key': text()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('A retried request with the same key answers the first message instead of sending again'),
});

/**
 * The compose form's schedule: date (YYYY-MM-DD) and time (HH:MM) in the browser's zone, to the
 * ISO sendAt, or the message saying what is wrong.
 */
export function scheduledSendAt(date: string, time: string, now = Date.now()): { sendAt: string } | { error: string } {
  if (!date || !time) return { error: EMAIL_SEND_MESSAGES.dateAndTimeRequired };
  const at = new Date(`${date}T${time}`);
  if (Number.isNaN(at.getTime())) return { error: EMAIL_SEND_MESSAGES.dateAndTimeRequired };
  if (at.getTime() <= now) return { error: EMAIL_SEND_MESSAGES.scheduleInPast };
  return { sendAt: at.toISOString() };
}
