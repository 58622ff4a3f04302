import type { NewJob } from '../jobs/job-store.js';
import type { JobContext } from '../jobs/job-types.js';
import type { OutboxRow } from './outbox.js';

/** A message the provider accepted, as its 'sent' is written with others (outbox-batches.ts). */
export interface SentMessage {
  row: OutboxRow;
  attempt: number;
  /** The server's answer, and what to keep as last_error (recipients it refused). */
  providerMessageId: string | null;
  note: string | null;
  /** When it was sent. */
  now: number;
  /** The job that files the copy in the Sent folder, queued with the 'sent' (it checks the row itself). */
  followUp?: NewJob;
  ctx: JobContext;
}
