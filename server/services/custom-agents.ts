import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { keysetPage, positionOf, toPage, type Page } from '../db/keyset.js';
import {
  CUSTOM_AGENT_ID_PREFIX,
  CUSTOM_AGENT_LIMIT,
  CUSTOM_AGENT_MESSAGES,
} from '../../common/custom-agent-constants.js';
import { parseAgentFile } from '../../common/custom-agent-files/parse-agent-file.js';
import type { CustomAgent, CustomAgentFields, CustomAgentImportResult } from '../../common/schemas/custom-agents.js';
import type { CustomAgentTable, Database } from '../db/schema.js';
import { conflict, invalid, notFound } from '../lib/domain-error.js';

/**
 * A user's own agents. Every query is scoped by the owner, so another user's agent is as absent as
 * a missing one (404, never 403: the answer does not say the id exists). Creating and importing
 * count the owner's agents inside a transaction that first locks the owner's row, so two requests
 * at once cannot pass the limit together.
 */

type Db = Kysely<Database>;
type Row = Selectable<CustomAgentTable>;

const iso = (ms: number) => new Date(Number(ms)).toISOString();

function toCustomAgent(row: Row): CustomAgent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    systemPrompt: row.system_prompt,
    model: row.model,
    temperature: row.temperature === null ? null : Number(row.temperature),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Empty model text means "the chat's default model", stored as null like an absent one. */
const columns = (fields: CustomAgentFields) => ({
  name: fields.name,
  description: fields.description,
  category: fields.category,
  system_prompt: fields.systemPrompt,
  model: fields.model ? fields.model : null,
  temperature: fields.temperature,
});

const agentNotFound = () => notFound(CUSTOM_AGENT_MESSAGES.notFound, 'custom_agent_not_found');

/** Newest first; the id breaks ties between agents created in the same millisecond (an import). */
export async function listCustomAgents(db: Db, userId: string, page: PageQuery): Promise<Page<CustomAgent>> {
  const rows = await db
    .selectFrom('custom_agents')
    .selectAll()
    .where('user_id', '=', userId)
    .$call(keysetPage('created_at', 'id', 'desc', page))
    .execute();
  const { rows: pageRows, next } = toPage(rows, page.limit, positionOf('created_at'));
  return { rows: pageRows.map(toCustomAgent), next };
}

/** Every agent of the account, for its export: the product's limit keeps them within one page. */
export async function allCustomAgents(db: Db, userId: string): Promise<CustomAgent[]> {
  return (await listCustomAgents(db, userId, { limit: CUSTOM_AGENT_LIMIT })).rows;
}

export async function getCustomAgent(db: Db, userId: string, id: string): Promise<CustomAgent> {
  const row = await db
    .selectFrom('custom_agents')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw agentNotFound();
  return toCustomAgent(row);
}

/** Whether the id is one of the user's agents (usage of a chat with it is recorded like any other). */
export async function ownsCustomAgent(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('custom_agents')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks the owner's row for the rest of the transaction (a no-op write: SQLite locks the file). */
async function lockOwner(trx: Transaction<Database>, userId: string) {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

/** Inserts all the agents or none, refusing when they would take the owner past the limit. */
async function insertAgents(db: Db, userId: string, agents: CustomAgentFields[], now: number) {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    const { count, newest } = await trx
      .selectFrom('custom_agents')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('newest')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const room = CUSTOM_AGENT_LIMIT - Number(count);
    if (agents.length > room) {
      throw agents.length === 1 || room === 0
        ? conflict(CUSTOM_AGENT_MESSAGES.limitReached, 'custom_agent_limit')
        : conflict(CUSTOM_AGENT_MESSAGES.limitWouldBeExceeded(agents.length, room), 'custom_agent_limit');
    }
    // Each agent of a file is a millisecond older than the one before it, so the list (newest
    // first) shows a file's agents in the file's order. The file's last agent is still newer than
    // every agent saved before it, even when the previous import was less than a file's length
    // of milliseconds ago: otherwise the two files' agents would interleave by their random ids.
    const first = Math.max(now, Number(newest ?? -Infinity) + agents.length);
    const rows: Row[] = agents.map((fields, index) => ({
      id: `${CUSTOM_AGENT_ID_PREFIX}${randomUUID()}`,
      user_id: userId,
      ...columns(fields),
      created_at: first - index,
      updated_at: first - index,
    }));
    if (rows.length > 0) await trx.insertInto('custom_agents').values(rows).execute();
    return rows.map(toCustomAgent);
  });
}

export async function createCustomAgent(db: Db, userId: string, fields: CustomAgentFields, now = Date.now()) {
  const [agent] = await insertAgents(db, userId, [fields], now);
  return agent!;
}

export async function updateCustomAgent(
  db: Db,
  userId: string,
  id: string,
  fields: CustomAgentFields,
  now = Date.now(),
): Promise<CustomAgent> {
  const row = await db
    .updateTable('custom_agents')
    .set({ ...columns(fields), updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw agentNotFound();
  return toCustomAgent(row);
}

export async function deleteCustomAgent(db: Db, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom('custom_agents')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw agentNotFound();
}

/**
 * Reads the file with the same parser as the browser's preview and saves every agent in it, or
 * none: a file with one bad agent, or more agents than the owner has room for, imports nothing.
 */
export async function importCustomAgents(
  db: Db,
  userId: string,
  content: string,
  now = Date.now(),
): Promise<CustomAgentImportResult> {
  const parsed = parseAgentFile(content);
  if (!parsed.ok) throw invalid(parsed.message, 'invalid_agent_file');
  return { format: parsed.format, agents: await insertAgents(db, userId, parsed.agents, now) };
}
