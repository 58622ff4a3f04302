import type { SqliteRowChanges } from '../db/sqlite-row-changes.js';

/** Enough for every session and token in use on a busy instance; the least recently used go first. */
const DEFAULT_SIZE = 10_000;

interface Held<T> {
  userId: string;
  value: T;
}

/**
 * What a session or API token (by the hash of its secret) stood for when it was last read, kept only
 * while it is certainly still true: every change to the user, their sessions or their tokens made
 * by this process forgets that user's entries before the statement making it returns, and a commit
 * by any other connection forgets everything at the next recall (db/sqlite-row-changes.ts). So a
 * revoked session, a suspended or deleted account or a changed profile is never answered from
 * here, on this instance or any other on the same file.
 *
 * Only SQLite can tell this: on PostgreSQL another instance's commit cannot be seen without asking
 * the database, so there each request reads the session again (decision 048).
 *
 * A read that raced with a change is not kept: `mark()` before the read, `remember(..., mark)` after,
 * and any forgetting in between voids it.
 */
export class CredentialMemory<T> {
  private readonly held = new Map<string, Held<T>>();
  private readonly hashesOfUser = new Map<string, Set<string>>();
  private epoch = 0;

  constructor(
    private readonly changes: SqliteRowChanges,
    private readonly size = DEFAULT_SIZE,
  ) {
    changes.watchUsers((userId) => this.forgetUser(userId));
  }

  recall(hash: string): T | undefined {
    if (this.changes.changedElsewhere()) this.forgetAll();
    const hit = this.held.get(hash);
    if (!hit) return undefined;
    // Map order is use order: the first key is the least recently used.
    this.held.delete(hash);
    this.held.set(hash, hit);
    return hit.value;
  }

  /** Taken before reading what may be remembered. */
  mark(): number {
    return this.epoch;
  }

  remember(hash: string, userId: string, value: T, mark: number): void {
    if (mark !== this.epoch) return;
    this.forgetHash(hash);
    this.held.set(hash, { userId, value });
    let hashes = this.hashesOfUser.get(userId);
    if (!hashes) this.hashesOfUser.set(userId, (hashes = new Set()));
    hashes.add(hash);
    if (this.held.size > this.size) this.forgetHash(this.held.keys().next().value!);
  }

  /** Drops one entry, for a caller that found it no longer holds (expired, or due a write). */
  forget(hash: string): void {
    this.forgetHash(hash);
  }

  private forgetHash(hash: string): void {
    const hit = this.held.get(hash);
    if (!hit) return;
    this.held.delete(hash);
    const hashes = this.hashesOfUser.get(hit.userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.hashesOfUser.delete(hit.userId);
  }

  private forgetUser(userId: string): void {
    this.epoch++;
    const hashes = this.hashesOfUser.get(userId);
    if (!hashes) return;
    for (const hash of hashes) this.held.delete(hash);
    this.hashesOfUser.delete(userId);
  }

  private forgetAll(): void {
    this.epoch++;
    this.held.clear();
    this.hashesOfUser.clear();
  }
}
