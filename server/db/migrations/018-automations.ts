import type { Kysely } from 'kysely';

/**
 * Automations (the email assistant acting on its own) and everything their safeguards need to be
 * enforced by the server: the runs (one row per automation and slot, so no slot runs twice however
 * many instances race for it), the mailbox cursors and seen messages of the mail triggers, the
 * reply window per sender, and the provider keys users chose to store for agent actions.
 * Why each rule: docs/decisions/030-automations.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Signing in resumes automations paused for inactivity; the scheduler reads this.
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'bigint').execute();

  // Automated sends say so (Auto-Submitted, X-Auto-Response-Suppress) and replies thread.
  await db.schema
    .alterTable('email_outbox')
    .addColumn('automated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('email_outbox').addColumn('in_reply_to', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('references', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('thread_id', 'text').execute();

  await db.schema
    .createTable('automations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The mailbox it reads and sends from; null: the user's first active account at run time.
    .addColumn('account_id', 'text', (c) => c.references('email_accounts.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // active, paused or stopped
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    // immediate, schedule, keyword or sender
    .addColumn('trigger_type', 'text', (c) => c.notNull().defaultTo('schedule'))
    .addColumn('trigger_value', 'text', (c) => c.notNull().defaultTo(''))
    // send_email, reply, forward, task or agent
    .addColumn('action_type', 'text', (c) => c.notNull().defaultTo('send_email'))
    // interval, specific_time, daily or weekly
    .addColumn('schedule_type', 'text', (c) => c.notNull().defaultTo('interval'))
    .addColumn('interval_value', 'integer', (c) => c.notNull().defaultTo(15))
    // minutes, hours or days
    .addColumn('interval_unit', 'text', (c) => c.notNull().defaultTo('minutes'))
    .addColumn('specific_date', 'text') // YYYY-MM-DD in the user's timezone
    .addColumn('specific_time', 'text') // HH:MM
    .addColumn('daily_time', 'text') // HH:MM, also the weekly time
    .addColumn('weekly_day', 'text', (c) => c.notNull().defaultTo('monday'))
    .addColumn('recipient_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email_subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email_template', 'text', (c) => c.notNull().defaultTo(''))
    // Agent actions: which library agent, with what prompt, and where its answer goes (email or task).
    .addColumn('agent_id', 'text')
    .addColumn('agent_prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('agent_output', 'text', (c) => c.notNull().defaultTo('email'))
    // How long an automated send waits in the outbox, cancellable, before it goes.
    .addColumn('hold_seconds', 'integer', (c) => c.notNull().defaultTo(120))
    // A reply automation answers one sender at most once per this many hours.
    .addColumn('reply_window_hours', 'integer', (c) => c.notNull().defaultTo(24))
    // The timezone its schedule was computed in (the user's, at save time).
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    // The next slot the scheduler runs; null when nothing is scheduled (not a schedule, paused, done).
    .addColumn('next_run_at', 'bigint')
    .addColumn('last_executed_at', 'bigint')
    // Why the server paused it (inactivity, account, failures, circuit_breaker, daily_limit,
    // total_limit, expired); null when the user paused it or it runs.
    .addColumn('paused_reason', 'text')
    .addColumn('paused_at', 'bigint')
    // When a rule's pause ends by itself (the daily limit: the next day); null: when the user resumes.
    .addColumn('resumes_at', 'bigint')
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_at', 'bigint') // back-off after a failure
    .addColumn('runs_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('runs_day', 'text') // YYYY-MM-DD (user's timezone) the day counter counts
    .addColumn('runs_day_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('automations_user_created')
    .on('automations')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('automations_due').on('automations').columns(['status', 'next_run_at']).execute();
  await db.schema.createIndex('automations_account').on('automations').column('account_id').execute();

  await db.schema
    .createTable('automation_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('automation_id', 'text', (c) => c.notNull().references('automations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // What the run is for: `schedule:<slot ms>`, `mail:<account id>:<message id>` or `manual:<uuid>`.
    .addColumn('slot_key', 'text', (c) => c.notNull())
    // schedule, mail, manual or immediate
    .addColumn('trigger', 'text', (c) => c.notNull())
    // running, succeeded, failed or skipped
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('matched', 'text') // the condition that matched, in words
    .addColumn('recipient', 'text') // the address an email went to (the circuit breaker counts these)
    .addColumn('outbox_id', 'text', (c) => c.references('email_outbox.id').onDelete('set null'))
    .addColumn('task_id', 'text', (c) => c.references('tasks.id').onDelete('set null'))
    .addColumn('error', 'text')
    .addColumn('agent_prompt', 'text')
    .addColumn('agent_model', 'text')
    .addColumn('estimated_cost_usd', 'real')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addUniqueConstraint('automation_runs_slot', ['automation_id', 'slot_key'])
    .execute();
  await db.schema
    .createIndex('automation_runs_history')
    .on('automation_runs')
    .columns(['automation_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('automation_runs_user')
    .on('automation_runs')
    .columns(['user_id', 'started_at'])
    .execute();

  // Where each linked mailbox's new-mail reading stopped: Gmail history id, Graph delta link, IMAP UID.
  await db.schema
    .createTable('mail_cursors')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('email_accounts.id').onDelete('cascade'))
    .addColumn('cursor', 'text', (c) => c.notNull())
    .addColumn('uid_validity', 'text') // IMAP only: a new UIDVALIDITY invalidates the UIDs
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Each incoming message once per account, whatever cursor or instance saw it.
  await db.schema
    .createTable('mail_seen')
    .addColumn('account_id', 'text', (c) => c.notNull().references('email_accounts.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_seen_pk', ['account_id', 'message_id'])
    .execute();
  await db.schema.createIndex('mail_seen_seen_at').on('mail_seen').column('seen_at').execute();

  // The last time an automation replied to a sender (the vacation-style window).
  await db.schema
    .createTable('automation_replies')
    .addColumn('automation_id', 'text', (c) => c.notNull().references('automations.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('replied_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('automation_replies_pk', ['automation_id', 'sender'])
    .execute();

  // Provider keys users opted in to store for their agent automations, sealed with crypto-box.
  await db.schema
    .createTable('automation_keys')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('key_enc', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text')
    .addColumn('key_hint', 'text', (c) => c.notNull()) // the last four characters, for the form
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
