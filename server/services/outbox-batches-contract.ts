import type { EmailAccountRow } from './email-accounts.js';
import type { OutboxRow } from './outbox.js';
import type { SentMessage } from './outbox-sent-message.js';

/**
 * The outbox writes of a delivery, batched across the messages being delivered at the same time
 * (server/lib/batch-calls.ts): a queue of messages costs a few statements per batch instead of ten
 * per message. Each write keeps its own fence and is committed before the step it guards, exactly
 * as one message's write alone (decisions 014 and 020): a message is 'sending' before its session
 * is taken and at 'data' before its first byte leaves; a batch only shares the statement and the
 * commit. A failed batch fails each of its callers, as their own writes would have.
 */
export interface OutboxBatches {
  /** The row and its account (undefined once deleted with its user or account). */
  load(id: string): Promise<{ row: OutboxRow; account: EmailAccountRow } | undefined>;
  /**
   * The same for a send, which may also make the move to 'sending' (as `markSending` would, with
   * the same fence) of a 'scheduled' row whose account is active: then `sending` is the moved row.
   * Without it, the caller makes the move itself.
   */
  loadToSend(
    id: string,
    now: number,
  ): Promise<{ row: OutboxRow; account: EmailAccountRow; sending?: OutboxRow } | undefined>;
  /** scheduled → sending, attempt + 1, stage 'none'; undefined if the row moved (cancelled, taken). */
  markSending(row: OutboxRow, now: number): Promise<OutboxRow | undefined>;
  /** Records the stage of this attempt; false if the row is no longer this attempt's 'sending'. */
  recordStage(row: OutboxRow, stage: OutboxStage, now: number): Promise<boolean>;
  /** 'sent' with the job done (and the Sent-folder copy queued) in one commit; false if fenced off. */
  markSent(sent: SentMessage): Promise<boolean>;
}

/** The steps of a send recorded before the step they guard. */
export type OutboxStage = 'data' | 'request';
