import type { Kysely, Selectable } from 'kysely';
import { CLOUD_HISTORY_MESSAGES } from '../../common/cloud-history-constants.js';
import type {
  CloudHistoryStatus,
  CloudItem,
  CloudPull,
  CloudPush,
  CloudUsage,
  CloudVault,
  CloudVaultSetup,
} from '../../common/schemas/cloud-history.js';
import type { CloudHistoryVaultTable, Database } from '../db/schema.js';
import { conflict, notFound } from '../lib/domain-error.js';

/**
 * Cloud history's store (decision 038). The server keeps, per user, a vault (salt, iteration count,
 * key check) and opaque encrypted items; it never sees a passphrase, a key, a title or a message.
 * Every query is scoped by the user. A push raises the vault row's revision counter first, which
 * locks the row until the transaction ends (PostgreSQL) or holds SQLite's one writer, so two
 * pushes at once (two tabs, two server instances) get distinct revisions and one quota check
 * sees the other's bytes. A batch is stored whole or not at all.
 */

type Db = Kysely<Database>;
type VaultRow = Selectable<CloudHistoryVaultTable>;

const iso = (ms: number) => new Date(Number(ms)).toISOString();

const notEnabled = () => notFound(CLOUD_HISTORY_MESSAGES.notEnabled, 'cloud_history_off');

function toVault(row: VaultRow): CloudVault {
  return {
    salt: row.salt,
    iterations: Number(row.iterations),
    keyCheck: { iv: row.key_check_iv, ct: row.key_check_ct },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function usageOf(row: VaultRow | undefined, quotaBytes: number): CloudUsage {
  return {
    usedBytes: row ? Number(row.used_bytes) : 0,
    quotaBytes,
    items: row ? Number(row.item_count) : 0,
    revision: row ? Number(row.revision) : 0,
  };
}

/** What an item takes on the server: its stored text, IV included (ASCII, so characters are bytes). */
export const storedSize = (item: { iv: string; ct: string }): number => item.iv.length + item.ct.length;

async function vaultRow(db: Db, userId: string) {
  return db.selectFrom('cloud_history_vaults').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function cloudHistoryStatus(db: Db, userId: string, quotaBytes: number): Promise<CloudHistoryStatus> {
  const row = await vaultRow(db, userId);
  return { vault: row ? toVault(row) : null, usage: usageOf(row, quotaBytes) };
}

/** Turns it on. A second browser must unlock the existing vault rather than replace it (409). */
export async function enableCloudHistory(
  db: Db,
  userId: string,
  setup: CloudVaultSetup,
  now = Date.now(),
): Promise<CloudVault> {
  const row = await db
    .insertInto('cloud_history_vaults')
    .values({
      user_id: userId,
      salt: setup.salt,
      iterations: setup.iterations,
      key_check_iv: setup.keyCheck.iv,
      key_check_ct: setup.keyCheck.ct,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw conflict(CLOUD_HISTORY_MESSAGES.alreadyEnabled, 'cloud_history_on');
  return toVault(row);
}

/** Turns it off: the vault and every item go, in one transaction. Off already is fine (idempotent). */
export async function disableCloudHistory(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cloud_history_items').where('user_id', '=', userId).execute();
    await trx.deleteFrom('cloud_history_vaults').where('user_id', '=', userId).execute();
  });
}

/** Items written after revision `since`, oldest first, `limit` at most. */
export async function pullCloudItems(db: Db, userId: string, since: number, limit: number): Promise<CloudPull> {
  if (!(await vaultRow(db, userId))) throw notEnabled();
  const rows = await db
    .selectFrom('cloud_history_items')
    .select(['id', 'iv', 'ct', 'revision'])
    .where('user_id', '=', userId)
    .where('revision', '>', since)
    .orderBy('revision')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const items: CloudItem[] = page.map((r) => ({ id: r.id, iv: r.iv, ct: r.ct, revision: Number(r.revision) }));
  return { items, next: items.at(-1)?.revision ?? since, more: rows.length > limit };
}

export async function pushCloudItems(
  db: Db,
  userId: string,
  batch: CloudPush,
  quotaBytes: number,
  now = Date.now(),
): Promise<{ items: { id: string; revision: number }[]; usage: CloudUsage }> {
  return db.transaction().execute(async (trx) => {
    // First statement: the counter moves and the row is this transaction's until it ends.
    const vault = await trx
      .updateTable('cloud_history_vaults')
      .set((eb) => ({ revision: eb('revision', '+', batch.items.length), updated_at: now }))
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!vault) throw notEnabled();
    const ids = batch.items.map((i) => i.id);
    const existing = await trx
      .selectFrom('cloud_history_items')
      .select(['id', 'size'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    const oldSize = new Map(existing.map((r) => [r.id, Number(r.size)]));
    const used = Number(vault.used_bytes);
    const added = batch.items.reduce((sum, item) => sum + storedSize(item) - (oldSize.get(item.id) ?? 0), 0);
    if (used + added > quotaBytes) {
      throw conflict(CLOUD_HISTORY_MESSAGES.quotaExceeded(used, quotaBytes), 'cloud_history_quota');
    }
    const first = Number(vault.revision) - batch.items.length + 1;
    const results = batch.items.map((item, index) => ({ id: item.id, revision: first + index }));
    for (const [index, item] of batch.items.entries()) {
      const values = { iv: item.iv, ct: item.ct, size: storedSize(item), revision: first + index, updated_at: now };
      await trx
        .insertInto('cloud_history_items')
        .values({ user_id: userId, id: item.id, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'id']).doUpdateSet(values))
        .execute();
    }
    const created = batch.items.filter((item) => !oldSize.has(item.id)).length;
    const updated = await trx
      .updateTable('cloud_history_vaults')
      .set((eb) => ({
        used_bytes: eb('used_bytes', '+', added),
        item_count: eb('item_count', '+', created),
      }))
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { items: results, usage: usageOf(updated, quotaBytes) };
  });
}
