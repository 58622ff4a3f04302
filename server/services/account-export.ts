import type { Kysely } from 'kysely';
import type { SessionUser } from '../../common/schemas/auth.js';
import type { Database } from '../db/schema.js';
import { everyRow } from '../db/keyset.js';
import { allCustomAgents } from './custom-agents.js';
import { listDrafts } from './email-drafts.js';
import { listTemplates } from './email-templates.js';
import { listAccounts, toEmailAccount } from './email-accounts.js';
import { listOutbox } from './outbox.js';
import { listLiveSessions } from './sessions.js';
import { listUsageEvents } from './usage.js';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Everything the product keeps about the user, minus secrets (no password hash, no token hashes):
 * what the privacy policy promises as a JSON export.
 */
export async function exportAccount(
  db: Kysely<Database>,
  profile: SessionUser,
  currentSessionId: string | null,
  now = Date.now(),
) {
  const [sessions, events, accounts, drafts, templates, outbox, customAgents] = await Promise.all([
    everyRow((page) => listLiveSessions(db, profile.id, page, now)),
    listUsageEvents(db, profile.id),
    listAccounts(db, profile.id),
    everyRow((page) => listDrafts(db, profile.id, page)),
    everyRow((page) => listTemplates(db, profile.id, page)),
    everyRow((page) => listOutbox(db, profile.id, page)),
    allCustomAgents(db, profile.id),
  ]);
  return {
    exportedAt: iso(now),
    profile,
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.id === currentSessionId,
      userAgent: s.user_agent,
      ip: s.ip,
      createdAt: iso(s.created_at),
      lastSeenAt: iso(s.last_seen_at),
      expiresAt: iso(s.expires_at),
    })),
    usageEvents: events.map(usageEventRecord),
    // Linked mailboxes without their tokens or app passwords.
    emailAccounts: accounts.map(toEmailAccount),
    emailDrafts: drafts,
    emailTemplates: templates,
    emailOutbox: outbox,
    customAgents,
  };
}

function usageEventRecord(e: Awaited<ReturnType<typeof listUsageEvents>>[number]) {
  return {
    id: e.id,
    agentId: e.agent_id,
    promptTokens: e.prompt_tokens,
    completionTokens: e.completion_tokens,
    model: e.model,
    createdAt: iso(e.created_at),
  };
}

/**
 * One CSV field per RFC 4180: quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with a
 * quote mark; numbers are written as they are.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function usageEventsCsv(events: ReturnType<typeof usageEventRecord>[]): string {
  const header = ['id', 'agent_id', 'prompt_tokens', 'completion_tokens', 'created_at', 'model'];
  const rows = events.map((e) =>
    [e.id, e.agentId, e.promptTokens, e.completionTokens, e.createdAt, e.model].map(csvField).join(','),
  );
  return [header.join(','), ...rows].join('\r\n') + '\r\n';
}
