import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import {
  APPEND_SENT_JOB,
  appendSentCopy,
  createDeliveryDeps,
  giveUpOutboxMessage,
  sendOutboxMessage,
} from '../services/email-delivery.js';
import { SEND_EMAIL_JOB } from '../services/outbox.js';
import type { JobRunner } from './runner.js';

interface Payload {
  outboxId: string;
}

/**
 * The send-email job delivers one outbox row, the append-sent job files an SMTP message's copy in
 * the Sent folder; the delivery rules are in server/services/email-delivery.ts.
 */
export function registerEmailJobs(runner: JobRunner, db: Kysely<Database>, config: Config): void {
  const deps = createDeliveryDeps(db, config);
  runner.onStop(() => deps.pools.closeAll());
  runner.register<Payload>(SEND_EMAIL_JOB, {
    run: (p, ctx) => sendOutboxMessage(deps, p.outboxId, ctx),
    onGiveUp: (p, error, ctx) => giveUpOutboxMessage(deps, p.outboxId, error, ctx.now()),
  });
  runner.register<Payload>(APPEND_SENT_JOB, { run: (p) => appendSentCopy(deps, p.outboxId) });
}
