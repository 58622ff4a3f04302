import type { ColumnType } from 'kysely';

/**
 * Table types for Kysely. Conventions that keep one set of queries portable across SQLite and
 * PostgreSQL (see docs/decisions/003-portable-schema.md):
 * - ids are text (random UUIDs made by the application);
 * - timestamps are integer milliseconds since the epoch (bigint in PostgreSQL, parsed to number);
 * - booleans are integers 0/1, because better-sqlite3 cannot bind JavaScript booleans.
 */
export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface UserTable {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  department: string | null;
  job_title: string | null;
  phone: string | null;
  location: string | null;
  bio: string | null;
  timezone: string | null;
  profile_image_url: string | null;
  is_admin: ColumnType<number, number | undefined, number>;
  plan: ColumnType<'free' | 'basic' | 'pro', 'free' | 'basic' | 'pro' | undefined, 'free' | 'basic' | 'pro'>;
  plan_period_start: number | null;
  plan_period_end: number | null;
  oidc_issuer: string | null;
  oidc_sub: string | null;
  email_verified_at: number | null;
  all_access: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

export interface SessionTable {
  id: string;
  user_id: string;
  token_hash: string;
  user_agent: string | null;
  ip: string | null;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface OidcLoginStateTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  created_at: number;
  expires_at: number;
}

export interface PasswordResetCodeTable {
  id: string;
  user_id: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface SystemMailTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: number;
}

export interface UsageEventTable {
  id: string;
  user_id: string;
  agent_id: string;
  prompt_tokens: number;
  completion_tokens: number;
  created_at: number;
}

export interface EmailDraftTable {
  id: string;
  user_id: string;
  type: 'draft' | 'reply' | 'forward';
  to: string;
  cc: string | null;
  bcc: string | null;
  subject: string;
  body: string;
  status: ColumnType<'draft', 'draft' | undefined, 'draft'>;
  ai_tone: 'professional' | 'casual' | 'formal' | 'friendly' | null;
  created_at: number;
  updated_at: number;
}

export interface EmailTemplateTable {
  id: string;
  user_id: string;
  name: string;
  category: string;
  subject: string;
  body: string;
  /** JSON array of variable names. */
  variables: string;
  created_at: number;
}

export type MailProvider = 'gmail' | 'outlook' | 'yahoo' | 'icloud';

export interface EmailAccountTable {
  id: string;
  user_id: string;
  provider: MailProvider;
  email: string;
  display_name: string | null;
  auth_type: 'oauth' | 'app_password';
  /** Sealed with server/lib/crypto-box.ts, like refresh_token_enc and app_password_enc. */
  access_token_enc: string | null;
  refresh_token_enc: string | null;
  token_expires_at: number | null;
  app_password_enc: string | null;
  scope: string | null;
  is_active: ColumnType<number, number | undefined, number>;
  sync_enabled: ColumnType<number, number | undefined, number>;
  needs_reauth: ColumnType<number, number | undefined, number>;
  last_sync_at: number | null;
  /** Incremented by every token write; refreshes update only the version they read. */
  token_version: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

export interface EmailOauthStateTable {
  state_hash: string;
  user_id: string;
  session_id: string;
  provider: MailProvider;
  code_verifier: string;
  nonce: string;
  created_at: number;
  expires_at: number;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** Background jobs (server/jobs); payload is JSON text. */
export interface JobTable {
  id: string;
  kind: string;
  payload: string;
  run_at: number;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export type OutboxStatus = 'scheduled' | 'sending' | 'sent' | 'failed' | 'uncertain' | 'cancelled';
/** How far a delivery got (migration 015): 'none' and 'connected' prove the message never left. */
export type DeliveryStage = 'none' | 'connected' | 'data' | 'request';

/** Mail sent through a linked account; also the idempotency record of each send (decision 014). */
export interface EmailOutboxTable {
  id: string;
  user_id: string;
  account_id: string;
  to: string;
  subject: string;
  body: string;
  send_at: number;
  status: OutboxStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number | null;
  last_error: string | null;
  idempotency_key: string;
  provider_message_id: string | null;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
  delivery_stage: DeliveryStage | null;
  resent_at: number | null;
}

export interface Database {
  rate_limits: RateLimitTable;
  users: UserTable;
  sessions: SessionTable;
  oidc_login_states: OidcLoginStateTable;
  password_reset_codes: PasswordResetCodeTable;
  system_mail: SystemMailTable;
  usage_events: UsageEventTable;
  email_drafts: EmailDraftTable;
  email_templates: EmailTemplateTable;
  email_accounts: EmailAccountTable;
  email_oauth_states: EmailOauthStateTable;
  jobs: JobTable;
  email_outbox: EmailOutboxTable;
}
