import type { Kysely } from 'kysely';

/**
 * The list routes page by (sort column, id) after a cursor (server/db/keyset.ts). Each list's
 * filter, order and tie-break now come from one index, so neither database sorts a user's rows to
 * find a page. Each new index starts with the columns of the one it replaces, which then only costs
 * writes and is dropped.
 */
const LIST_INDEXES: { name: string; table: string; columns: string[]; replaces?: string }[] = [
  {
    name: 'email_drafts_user_page',
    table: 'email_drafts',
    columns: ['user_id', 'created_at', 'id'],
    replaces: 'email_drafts_user_created',
  },
  {
    name: 'email_templates_user_page',
    table: 'email_templates',
    columns: ['user_id', 'created_at', 'id'],
    replaces: 'email_templates_user_created',
  },
  {
    name: 'email_outbox_user_page',
    table: 'email_outbox',
    columns: ['user_id', 'created_at', 'id'],
    replaces: 'email_outbox_user_created',
  },
  { name: 'tasks_user_page', table: 'tasks', columns: ['user_id', 'created_at', 'id'], replaces: 'tasks_user_created' },
  {
    name: 'automations_user_page',
    table: 'automations',
    columns: ['user_id', 'created_at', 'id'],
    replaces: 'automations_user_created',
  },
  {
    name: 'automation_runs_history_page',
    table: 'automation_runs',
    columns: ['automation_id', 'started_at', 'id'],
    replaces: 'automation_runs_history',
  },
  {
    name: 'api_tokens_user_page',
    table: 'api_tokens',
    columns: ['user_id', 'created_at', 'id'],
    replaces: 'api_tokens_user',
  },
  {
    name: 'custom_agents_user_page',
    table: 'custom_agents',
    columns: ['user_id', 'created_at', 'id'],
    replaces: 'custom_agents_user_created',
  },
  {
    name: 'sessions_user_page',
    table: 'sessions',
    columns: ['user_id', 'last_seen_at', 'id'],
    replaces: 'sessions_user_id',
  },
  { name: 'email_accounts_user_page', table: 'email_accounts', columns: ['user_id', 'created_at', 'id'] },
  { name: 'audit_log_page', table: 'audit_log', columns: ['created_at', 'id'], replaces: 'audit_log_created' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of LIST_INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
    if (index.replaces) await db.schema.dropIndex(index.replaces).execute();
  }
}
