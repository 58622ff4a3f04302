import type { Kysely } from 'kysely';

/**
 * How far the delivery of a 'sending' message got, so a run that finds it after a crash can tell a
 * message that provably never left (resend it) from one that may have (uncertain): 'none',
 * 'connected' (SMTP session signed in), 'data' (SMTP envelope accepted, the message data goes out
 * next) or 'request' (Gmail/Graph send request about to go out). Each stage is committed before the
 * step it guards. NULL: a row written before this column existed, treated as possibly handed over.
 * `resent_at`: when the user asked to send an uncertain message again (decision 020).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('delivery_stage', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('resent_at', 'bigint').execute();
}
