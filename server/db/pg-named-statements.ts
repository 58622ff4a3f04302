import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * PostgreSQL parses and plans every unnamed query anew: for the session lookup (a two-table join)
 * that was about two thirds of its time on the database. A named statement is parsed once per
 * connection (pg remembers which names each connection has prepared) and PostgreSQL may keep its
 * plan. So the pool's clients give each ordinary query a name derived from its SQL text.
 *
 * Only single data statements (select, insert, update, delete, with) with a bounded number of
 * parameters are named: a migration's script may hold several statements (named statements go
 * through the extended protocol, which takes one), and a bulk insert's text changes with its row
 * count, so naming it would only fill each connection with statements used once.
 */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;
const MAX_PARAMETERS = 64;
const MAX_TEXT = 8_000;

/**
 * A migration run by another instance can change a table's columns under a statement prepared
 * here; PostgreSQL then refuses that statement ("cached plan must not change result type").
 * Bumping the generation gives every text a new name, so each connection prepares it afresh.
 */
let generation = 0;

/**
 * The name of each text seen lately, for this generation: hashing the text on every execution
 * took about 1.5% of the server's CPU in the outbox delivery, where a handful of texts repeat.
 * Bounded: once full it starts over, so texts used once cannot pile up.
 */
const MAX_REMEMBERED = 500;
const names = new Map<string, string>();
let namesGeneration = 0;

export function statementName(text: string): string {
  if (namesGeneration !== generation || names.size >= MAX_REMEMBERED) {
    names.clear();
    namesGeneration = generation;
  }
  let name = names.get(text);
  if (name === undefined) {
    name = `k${generation}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

export function isNameable(text: string, values: unknown): boolean {
  if (text.length > MAX_TEXT || !NAMEABLE.test(text)) return false;
  return values === undefined || (Array.isArray(values) && values.length <= MAX_PARAMETERS);
}

const isStalePlan = (err: unknown) =>
  (err as { code?: unknown }).code === '0A000' && /cached plan must not change result type/.test(String(err));

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/** pg's Client, naming its ordinary queries; pass it to the pool as its `Client`. */
export function namedStatementsClient(Base: typeof pg.Client): typeof pg.Client {
  class NamedStatementsClient extends Base {
    async #named(text: string, values: unknown[] | undefined): Promise<pg.QueryResult> {
      const query = (name: string) => super.query({ name, text, values });
      try {
        return await query(statementName(text));
      } catch (err) {
        if (!isStalePlan(err)) throw err;
        generation++;
        // Inside a transaction the error has aborted it: the caller's transaction fails once.
        if (this.getTransactionStatus() !== 'I') throw err;
        return query(statementName(text));
      }
    }

    // pg's query has many overloads; only (text, values) with no callback, the way Kysely calls it, is named.
    override query(...args: QueryArgs): never {
      const [config, values, callback] = args;
      if (
        typeof config === 'string' &&
        callback === undefined &&
        typeof values !== 'function' &&
        isNameable(config, values)
      ) {
        return this.#named(config, values as unknown[] | undefined) as never;
      }
      return (super.query as (...a: QueryArgs) => never)(...args);
    }
  }
  return NamedStatementsClient as unknown as typeof pg.Client;
}
