import { describe, expect, it } from 'vitest';
import type { SqliteRowChanges } from './sqlite-row-changes.js';
import { UserReadMemory } from './user-read-memory.js';

/** Changes told by hand: `change(userId)` as a trigger would, `elsewhere` as another connection's commit. */
function fakeChanges() {
  let listener: (userId: string) => void = () => undefined;
  const state = { elsewhere: 0 };
  const changes: SqliteRowChanges = {
    watch: (_tables, l) => void (listener = l),
    commitsElsewhere: () => state.elsewhere,
  };
  return { changes, change: (userId: string) => listener(userId), state };
}

describe('UserReadMemory', () => {
  it('forgets every entry of a user when one of their rows changes, and no one else’s', () => {
    const { changes, change } = fakeChanges();
    const memory = new UserReadMemory<string>(changes, []);
    memory.remember('h1', 'u1', 'first', memory.mark());
    memory.remember('h2', 'u1', 'second', memory.mark());
    memory.remember('h3', 'u2', 'other', memory.mark());
    change('u1');
    expect([memory.recall('h1'), memory.recall('h2'), memory.recall('h3')]).toEqual([undefined, undefined, 'other']);
  });

  it('forgets everything when another connection has committed', () => {
    const { changes, state } = fakeChanges();
    const memory = new UserReadMemory<string>(changes, []);
    memory.remember('h1', 'u1', 'first', memory.mark());
    state.elsewhere++;
    expect(memory.recall('h1')).toBeUndefined();
    // Another memory on the same connection, told of the same commit, forgets too.
    memory.remember('h1', 'u1', 'again', memory.mark());
    expect(memory.recall('h1')).toBe('again');
  });

  it('uses the look a request took when it arrived, and forgets when that look saw a commit', () => {
    const { changes, state } = fakeChanges();
    const memory = new UserReadMemory<string>(changes, []);
    memory.remember('h1', 'u1', 'first', memory.mark());
    const look = state.elsewhere;
    // Another connection commits after the request looked: the request is answered as of its look.
    state.elsewhere++;
    expect(memory.recall('h1', look)).toBe('first');
    // The next request looks again and sees the commit.
    expect(memory.recall('h1', state.elsewhere)).toBeUndefined();
  });

  it('keeps what is held for a request whose look is older than the one that last forgot', () => {
    const { changes, state } = fakeChanges();
    const memory = new UserReadMemory<string>(changes, []);
    const olderLook = state.elsewhere;
    state.elsewhere++;
    memory.recall('h1', state.elsewhere);
    memory.remember('h1', 'u1', 'newer', memory.mark());
    expect(memory.recall('h1', olderLook)).toBe('newer');
    expect(memory.recall('h1')).toBe('newer');
  });

  it('does not keep a read that a change overtook', () => {
    const { changes, change } = fakeChanges();
    const memory = new UserReadMemory<string>(changes, []);
    const mark = memory.mark();
    // The read started, then (while it awaited) any user's row changed: what it read may be stale.
    change('u9');
    memory.remember('h1', 'u1', 'stale', mark);
    expect(memory.recall('h1')).toBeUndefined();
  });

  it('holds at most its size, dropping the least recently used', () => {
    const { changes } = fakeChanges();
    const memory = new UserReadMemory<string>(changes, [], { entries: 2 });
    memory.remember('h1', 'u1', 'one', memory.mark());
    memory.remember('h2', 'u2', 'two', memory.mark());
    memory.recall('h1');
    memory.remember('h3', 'u3', 'three', memory.mark());
    expect([memory.recall('h1'), memory.recall('h2'), memory.recall('h3')]).toEqual(['one', undefined, 'three']);
  });

  it('holds at most its weight, and never an entry heavier than all of it', () => {
    const { changes } = fakeChanges();
    const memory = new UserReadMemory<string>(changes, [], { weigh: (v) => v.length, maxWeight: 10 });
    memory.remember('h1', 'u1', 'aaaa', memory.mark());
    memory.remember('h2', 'u2', 'bbbb', memory.mark());
    memory.remember('h3', 'u3', 'cccccccccccc', memory.mark());
    memory.remember('h4', 'u4', 'dddd', memory.mark());
    expect([memory.recall('h1'), memory.recall('h2'), memory.recall('h3'), memory.recall('h4')]).toEqual([
      undefined,
      'bbbb',
      undefined,
      'dddd',
    ]);
  });
});
