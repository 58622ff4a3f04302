/** The few parts of a better-sqlite3 handle used here. */
interface Handle {
  function(name: string, options: { deterministic: boolean }, fn: (...args: unknown[]) => unknown): unknown;
  exec(sql: string): unknown;
  prepare(sql: string): { pluck(on?: boolean): { get(): unknown } };
}

/** The rows whose changes matter to whoever remembers a signed-in user, with the user id each names. */
const WATCHED: ReadonlyArray<{ table: string; userColumn: string }> = [
  { table: 'users', userColumn: 'id' },
  { table: 'sessions', userColumn: 'user_id' },
  { table: 'api_tokens', userColumn: 'user_id' },
];

const CALLBACK = 'agentops_user_rows_changed';

/**
 * What changed in the SQLite database since something was read from it, for a memory that must
 * never answer with a row that is gone or different:
 *
 * - a change made through this connection is told synchronously, from inside the statement that
 *   makes it, by connection-local (TEMP) triggers on the watched tables: an UPDATE or DELETE of a
 *   user, a session or an API token names its user. (A new row needs no notice: nothing remembered
 *   stands for it.)
 * - a commit made through any other connection (another process on the same file) is seen by
 *   `PRAGMA data_version`, which this connection reads at the start of each check; the memory then
 *   forgets everything.
 */
export interface SqliteRowChanges {
  /**
   * Installs the triggers (once; after the migrations, which may rebuild the tables and with them
   * drop a trigger) and calls `listener` with the user id of every watched row this connection
   * changes from now on.
   */
  watchUsers(listener: (userId: string) => void): void;
  /** Whether another connection has committed anything since the previous call. */
  changedElsewhere(): boolean;
}

export function sqliteRowChanges(handle: Handle): SqliteRowChanges {
  const listeners: Array<(userId: string) => void> = [];
  let installed = false;
  const dataVersion = handle.prepare('pragma data_version').pluck();
  let lastVersion = dataVersion.get();
  return {
    watchUsers(listener) {
      listeners.push(listener);
      if (installed) return;
      installed = true;
      handle.function(CALLBACK, { deterministic: false }, (userId) => {
        for (const l of listeners) l(String(userId));
        return null;
      });
      for (const { table, userColumn } of WATCHED) {
        for (const event of ['update', 'delete'] as const) {
          handle.exec(
            `create temp trigger if not exists ${table}_${event}_told after ${event} on main.${table}
             begin select ${CALLBACK}(old.${userColumn}); end`,
          );
        }
      }
    },
    changedElsewhere() {
      const version = dataVersion.get();
      if (version === lastVersion) return false;
      lastVersion = version;
      return true;
    },
  };
}
