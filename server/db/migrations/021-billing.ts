import type { Kysely } from 'kysely';

/**
 * Plans that are billed. The user row keeps the plan in force and its state: status (active,
 * past_due after a failed payment, cancelled once cancellation is asked for), the current period,
 * and a change scheduled for the period end (a downgrade, or `free` for a cancellation). With a
 * billing provider the row also names the provider's customer and subscription, and the time of
 * the newest provider event applied to it, so an older event that arrives late changes nothing.
 * Every provider event is recorded by its id before it is applied: a replay is recognised and
 * ignored. Usage events gain the model, so analytics can price their tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('plan_status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
  await db.schema.alterTable('users').addColumn('plan_scheduled', 'text').execute();
  await db.schema.alterTable('users').addColumn('billing_customer_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('billing_subscription_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('billing_event_at', 'bigint').execute();
  await db.schema.createIndex('users_billing_customer').on('users').column('billing_customer_id').execute();
  // The period-end job looks for rows whose period has ended and that have something to apply.
  await db.schema.createIndex('users_plan_period_end').on('users').column('plan_period_end').execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    // The provider's creation time of the event, epoch ms.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    // applied, ignored_stale, ignored_unknown_customer, ignored_type
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('billing_events_received').on('billing_events').column('received_at').execute();

  await db.schema.alterTable('usage_events').addColumn('model', 'text').execute();
}
