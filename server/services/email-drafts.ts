import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { batchedNewestFirstOfUser } from '../db/batched-pages.js';
import { newestFirstOfUser } from '../db/compiled-page.js';
import type { WatchedTable } from '../db/sqlite-row-changes.js';
import type { Db } from '../db/database.js';
import { UserReadMemory, type MemoryLimits } from '../db/user-read-memory.js';
import { positionOf, toPage, type Page } from '../db/keyset.js';
import type { EmailTone, EmailType } from '../../common/schemas/email-ai.js';
import { EMAIL_STORE_MESSAGES, type Draft } from '../../common/schemas/email-drafts.js';
import type { Database, EmailDraftTable } from '../db/schema.js';
import { notFound } from '../lib/domain-error.js';

export interface NewDraft {
  type: EmailType;
  to?: string;
  cc?: string;
  bcc?: string;
  subject?: string;
  body: string;
  /** The tone the AI used; absent for a hand-written draft. */
  tone?: EmailTone;
}

function toDraft(row: Selectable<EmailDraftTable>): Draft {
  return {
    id: row.id,
    type: row.type,
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    body: row.body,
    status: row.status,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    aiGeneratedMetadata: row.ai_tone ? { tone: row.ai_tone } : null,
  };
}

export async function createDraft(db: Kysely<Database>, userId: string, input: NewDraft, now = Date.now()) {
  const row: Selectable<EmailDraftTable> = {
    id: randomUUID(),
    user_id: userId,
    type: input.type,
    to: input.to ?? '',
    cc: input.cc || null,
    bcc: input.bcc || null,
    subject: input.subject ?? '',
    body: input.body,
    status: 'draft',
    ai_tone: input.tone ?? null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('email_drafts').values(row).execute();
  return toDraft(row);
}

const draftsPage = newestFirstOfUser('email_drafts');
/** PostgreSQL: the pages asked for together, in one statement. */
const draftsPages = batchedNewestFirstOfUser('email_drafts');

/** A page of drafts stands on the user's drafts alone; a new one changes the first page. */
const DRAFT_TABLES: readonly WatchedTable[] = [{ table: 'email_drafts', userColumn: 'user_id', inserts: true }];

/** Pages of drafts kept in memory (SQLite): at most about this many characters of text in all. */
const DRAFT_PAGES_MEMORY: MemoryLimits<Page<Draft>> = {
  entries: 5_000,
  weigh: (page) => page.rows.reduce((sum, d) => sum + d.body.length + d.subject.length + d.to.length + 200, 0),
  maxWeight: 4_000_000,
};

export interface DraftReading {
  /** SQLite: pages read a moment ago (db/user-read-memory.ts). */
  memory?: UserReadMemory<Page<Draft>> | undefined;
  /** PostgreSQL: the pages of requests that arrive together share one statement (db/batched-pages.ts). */
  batched?: boolean;
  /** With `memory`: the request's look at other connections' commits (UserReadMemory.recall). */
  commitsSeen?: number | undefined;
}

/**
 * How `listDrafts` reads for the requests a server answers: from a memory of pages where the
 * database can tell what changed (SQLite), else in batches (PostgreSQL).
 */
export function draftReading(db: Db): DraftReading {
  if (!db.rowChanges) return { batched: db.dialect === 'postgres' };
  return { memory: new UserReadMemory<Page<Draft>>(db.rowChanges, DRAFT_TABLES, DRAFT_PAGES_MEMORY) };
}

/**
 * Newest first; the id breaks ties between drafts saved in the same millisecond. With `memory`
 * (SQLite), a page read a moment ago is answered again while none of the user's drafts changed;
 * with `batched` (PostgreSQL), the page is read together with those of the requests made with it.
 */
export async function listDrafts(
  db: Kysely<Database>,
  userId: string,
  page: PageQuery,
  { memory, batched = false, commitsSeen }: DraftReading = {},
): Promise<Page<Draft>> {
  const key = `${userId}\u0000${page.limit}\u0000${page.cursor ?? ''}`;
  const held = memory?.recall(key, commitsSeen);
  if (held) return held;
  const mark = memory?.mark() ?? 0;
  const rows = batched
    ? await draftsPages(db, page, userId)
    : (await db.executeQuery(draftsPage(db, page, userId))).rows;
  const { rows: pageRows, next } = toPage(rows, page.limit, positionOf('created_at'));
  // Shared by the requests it answers: frozen through and through, so that none can change what
  // another is told (and its JSON is written once, http/shared-answer-serializer.ts).
  const drafts = pageRows.map((row) => {
    const draft = toDraft(row);
    if (draft.aiGeneratedMetadata) Object.freeze(draft.aiGeneratedMetadata);
    return Object.freeze(draft);
  });
  const found: Page<Draft> = Object.freeze({ rows: Object.freeze(drafts) as Draft[], next });
  memory?.remember(key, userId, found, mark);
  return found;
}

/** Another user's draft is as absent as a missing one: 404 either way. */
export async function deleteDraft(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom('email_drafts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(EMAIL_STORE_MESSAGES.draftNotFound, 'draft_not_found');
}
