import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A query whose SQL text never changes, compiled once per database and then run with each call's
 * own values. For the lookups made on every signed-in request, where building and compiling the
 * query cost more than the indexed read itself. Only the SQL is kept, never a result.
 *
 * `build` receives placeholder values (`slots`, which must differ from every constant the query
 * binds) and each is replaced by the value in the same position at every call.
 */
export function compiledOnce<R, A extends unknown[]>(
  build: (db: Kysely<Database>, ...slots: A) => CompiledQuery<R>,
  slots: A,
): (db: Kysely<Database>, ...values: A) => CompiledQuery<R> {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<R>>();
  return (db, ...values) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...slots);
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => {
      const i = slots.indexOf(p);
      return i < 0 ? p : values[i];
    });
    return { ...query, parameters };
  };
}
