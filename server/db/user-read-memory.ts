import type { SqliteRowChanges, WatchedTable } from './sqlite-row-changes.js';

/** Enough for the reads of every user active on a busy instance; the least recently used go first. */
const DEFAULT_SIZE = 10_000;

interface Held<T> {
  userId: string;
  value: T;
  weight: number;
}

export interface MemoryLimits<T> {
  /** At most this many entries (default 10,000). */
  entries?: number;
  /** With `maxWeight`: what an entry costs to hold, such as the characters of a list page. */
  weigh?: (value: T) => number;
  maxWeight?: number;
}

/**
 * Reads of one user's rows (a session or API token by the hash of its secret, a page of a list),
 * kept only while they are certainly still true: every change this process makes to a watched
 * table forgets the entries of the row's user before the statement making it returns, and a commit
 * by any other connection forgets everything at the next request's look (sqlite-row-changes.ts),
 * taken when it arrives. So a revoked session, a suspended account or an edited list is never
 * answered from here to a request that arrives after the change, on this instance or any other on
 * the same file.
 *
 * Only SQLite can tell this: on PostgreSQL another instance's commit cannot be seen without asking
 * the database, so there each request reads again (decision 048).
 *
 * A read that raced with a change is not kept: `mark()` before the read, `remember(..., mark)` after,
 * and any forgetting in between voids it.
 */
export class UserReadMemory<T> {
  private readonly held = new Map<string, Held<T>>();
  private readonly keysOfUser = new Map<string, Set<string>>();
  private epoch = 0;
  private weight = 0;
  private seenElsewhere = 0;
  private readonly entries: number;

  constructor(
    private readonly changes: SqliteRowChanges,
    tables: readonly WatchedTable[],
    private readonly limits: MemoryLimits<T> = {},
  ) {
    this.entries = limits.entries ?? DEFAULT_SIZE;
    changes.watch(tables, (userId) => this.forgetUser(userId));
  }

  /**
   * `commitsSeen`: the count of other connections' commits a request read when it arrived
   * (`commitsElsewhere()`), so that one request looks once however many memories it recalls from;
   * read afresh when not given.
   */
  recall(key: string, commitsSeen = this.changes.commitsElsewhere()): T | undefined {
    // A request that looked before another one (and is answered after it) brings an older count:
    // what is held now is newer than its look, and stays.
    if (commitsSeen > this.seenElsewhere) {
      this.seenElsewhere = commitsSeen;
      this.forgetAll();
    }
    const hit = this.held.get(key);
    if (!hit) return undefined;
    // Map order is use order: the first key is the least recently used.
    this.held.delete(key);
    this.held.set(key, hit);
    return hit.value;
  }

  /** Taken before reading what may be remembered. */
  mark(): number {
    return this.epoch;
  }

  remember(key: string, userId: string, value: T, mark: number): void {
    if (mark !== this.epoch) return;
    const weight = this.limits.weigh?.(value) ?? 0;
    if (this.limits.maxWeight !== undefined && weight > this.limits.maxWeight) return;
    this.forgetKey(key);
    this.held.set(key, { userId, value, weight });
    this.weight += weight;
    let keys = this.keysOfUser.get(userId);
    if (!keys) this.keysOfUser.set(userId, (keys = new Set()));
    keys.add(key);
    const maxWeight = this.limits.maxWeight ?? Infinity;
    while (this.held.size > this.entries || this.weight > maxWeight) this.forgetKey(this.held.keys().next().value!);
  }

  private forgetKey(key: string): void {
    const hit = this.held.get(key);
    if (!hit) return;
    this.held.delete(key);
    this.weight -= hit.weight;
    const keys = this.keysOfUser.get(hit.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(hit.userId);
  }

  private forgetUser(userId: string): void {
    this.epoch++;
    const keys = this.keysOfUser.get(userId);
    if (!keys) return;
    for (const key of keys) this.forgetKey(key);
  }

  private forgetAll(): void {
    this.epoch++;
    this.held.clear();
    this.keysOfUser.clear();
    this.weight = 0;
  }
}
