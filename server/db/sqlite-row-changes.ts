/** The few parts of a better-sqlite3 handle used here. */
interface Handle {
  function(name: string, options: { deterministic: boolean }, fn: (...args: unknown[]) => unknown): unknown;
  exec(sql: string): unknown;
  prepare(sql: string): { pluck(on?: boolean): { get(): unknown } };
}

/** A table whose rows each belong to one user, named by `userColumn`. */
export interface WatchedTable {
  table: string;
  userColumn: string;
  /** Whether a new row matters too (a list it would join), not only a changed or removed one. */
  inserts?: boolean;
}

const CALLBACK = 'agentops_user_rows_changed';

/**
 * What changed in the SQLite database since something was read from it, for a memory that must
 * never answer with a row that is gone or different:
 *
 * - a change made through this connection is told synchronously, from inside the statement that
 *   makes it, by connection-local (TEMP) triggers on the watched tables, naming the user the row
 *   belongs to;
 * - a commit made through any other connection (another process on the same file) is seen by
 *   `PRAGMA data_version`, which this connection reads at each check; the memory then forgets
 *   everything.
 */
export interface SqliteRowChanges {
  /**
   * Installs the triggers for `tables` (after the migrations, which may rebuild a table and with it
   * drop a trigger) and calls `listener` with the user of every watched row this connection changes
   * from now on.
   */
  watch(tables: readonly WatchedTable[], listener: (userId: string) => void): void;
  /**
   * A count of the commits by other connections seen so far (read afresh at each call): whoever
   * remembers something compares it with the count when they last looked; a different one means
   * anything may have changed.
   */
  commitsElsewhere(): number;
}

export function sqliteRowChanges(handle: Handle): SqliteRowChanges {
  const listeners = new Map<string, Array<(userId: string) => void>>();
  const dataVersion = handle.prepare('pragma data_version').pluck();
  let lastVersion = dataVersion.get();
  let seen = 0;
  let registered = false;
  return {
    watch(tables, listener) {
      if (!registered) {
        registered = true;
        handle.function(CALLBACK, { deterministic: false }, (table, userId) => {
          for (const l of listeners.get(String(table)) ?? []) l(String(userId));
          return null;
        });
      }
      for (const { table, userColumn, inserts } of tables) {
        const events = inserts ? (['insert', 'update', 'delete'] as const) : (['update', 'delete'] as const);
        for (const event of events) {
          const row = event === 'insert' ? 'new' : 'old';
          handle.exec(
            `create temp trigger if not exists ${table}_${event}_told after ${event} on main.${table}
             begin select ${CALLBACK}('${table}', ${row}.${userColumn}); end`,
          );
        }
        let forTable = listeners.get(table);
        if (!forTable) listeners.set(table, (forTable = []));
        forTable.push(listener);
      }
    },
    commitsElsewhere() {
      const version = dataVersion.get();
      if (version !== lastVersion) {
        lastVersion = version;
        seen++;
      }
      return seen;
    },
  };
}
