import { describe, expect, it } from 'vitest';
import {
  allMessages,
  validBranches,
  forkForEdit,
  forkForRegenerate,
  switchVersion,
  versionLabel,
  versionOf,
  type MessageBranches,
} from './branches';

interface Msg {
  id: string;
  role: 'system' | 'user' | 'assistant';
  content: string;
  branches?: MessageBranches<Msg>;
}

let next = 0;
const msg = (role: Msg['role'], content: string): Msg => ({ id: `m${++next}`, role, content });
const texts = (messages: readonly Msg[]) => messages.map((m) => m.content);
const ids = (messages: readonly Msg[]) => allMessages(messages).map((m) => m.id);

/** Greeting, then two exchanges: the shape of a real conversation. */
function conversation(): Msg[] {
  return [
    msg('system', 'initialized'),
    msg('assistant', 'Hello'),
    msg('user', 'Q1'),
    msg('assistant', 'A1'),
    msg('user', 'Q2'),
    msg('assistant', 'A2'),
  ];
}

/** What the chat does after an edit: the reply arrives after the edited message. */
function editAndReply(messages: Msg[], position: number, text: string, reply: string): Msg[] {
  return [...forkForEdit(messages, position, msg('user', text)), msg('assistant', reply)];
}

function regenerate(messages: Msg[], position: number, reply: string): Msg[] {
  const { history, branches } = forkForRegenerate(messages, position);
  return [...history, { ...msg('assistant', reply), branches }];
}

describe('forkForEdit', () => {
  it('keeps the old tail as version 1 and ends the list with the edited message as version 2', () => {
    const start = conversation();
    const edited = forkForEdit(start, 2, msg('user', 'Q1 edited'));
    expect(texts(edited)).toEqual(['initialized', 'Hello', 'Q1 edited']);
    expect(versionLabel(edited[2]!)).toBe('2/2');
    expect(edited[2]!.branches!.others).toEqual([start.slice(2)]);
    // The messages before the edit are the same objects: nothing else changed.
    expect(edited[1]).toBe(start[1]);
  });

  it('gives the edited message its own id, so no id appears twice', () => {
    const after = editAndReply(conversation(), 4, 'Q2 edited', 'A2 bis');
    expect(new Set(ids(after)).size).toBe(ids(after).length);
  });

  it('adds a third version at the end, whichever version was showing', () => {
    let messages = editAndReply(conversation(), 2, 'Q1 b', 'A1 b');
    messages = switchVersion(messages, 2, 0);
    messages = editAndReply(messages, 2, 'Q1 c', 'A1 c');
    expect(versionOf(messages[2]!)).toEqual({ current: 3, count: 3 });
    expect(texts(switchVersion(messages, 2, 0)).slice(2)).toEqual(['Q1', 'A1', 'Q2', 'A2']);
    expect(texts(switchVersion(messages, 2, 1)).slice(2)).toEqual(['Q1 b', 'A1 b']);
    expect(texts(switchVersion(messages, 2, 2)).slice(2)).toEqual(['Q1 c', 'A1 c']);
  });

  it('refuses a position outside the list', () => {
    expect(() => forkForEdit(conversation(), 6, msg('user', 'x'))).toThrow(RangeError);
    expect(() => forkForEdit(conversation(), -1, msg('user', 'x'))).toThrow(RangeError);
  });
});

describe('forkForRegenerate', () => {
  it('answers the history before the reply and keeps the old reply and what followed it', () => {
    const start = conversation();
    const { history, branches } = forkForRegenerate(start, 3);
    expect(texts(history)).toEqual(['initialized', 'Hello', 'Q1']);
    expect(branches).toEqual({ index: 1, others: [start.slice(3)] });
    const after = regenerate(start, 3, 'A1 bis');
    expect(texts(after)).toEqual(['initialized', 'Hello', 'Q1', 'A1 bis']);
    expect(versionLabel(after[3]!)).toBe('2/2');
    // Back to version 1: the first reply and the whole exchange after it, as they were.
    const back = switchVersion(after, 3, 0);
    expect(back.map(({ branches: _, ...m }) => m)).toEqual(start);
    expect(versionLabel(back[3]!)).toBe('1/2');
  });

  it('regenerating the latest reply twice makes three versions', () => {
    let messages = regenerate(conversation(), 5, 'A2 b');
    messages = regenerate(messages, 5, 'A2 c');
    expect(versionLabel(messages[5]!)).toBe('3/3');
    expect(texts(switchVersion(messages, 5, 1)).at(-1)).toBe('A2 b');
    expect(texts(switchVersion(messages, 5, 0)).at(-1)).toBe('A2');
  });
});

describe('switchVersion', () => {
  it('moves the branch data to the new first message and counts stay the same', () => {
    const edited = editAndReply(conversation(), 2, 'Q1 b', 'A1 b');
    const back = switchVersion(edited, 2, 0);
    expect(back[2]!.content).toBe('Q1');
    expect(versionOf(back[2]!)).toEqual({ current: 1, count: 2 });
    // Only the carrier holds this fork's data: the inactive version's first message has none of it.
    expect(back[2]!.branches!.others[0]![0]!.branches).toBeUndefined();
  });

  it('switching back and forth loses nothing and gives the same lists', () => {
    const start = conversation();
    const edited = editAndReply(start, 2, 'Q1 b', 'A1 b');
    const back = switchVersion(edited, 2, 0);
    expect(back).toEqual(start.map((m, i) => (i === 2 ? { ...m, branches: back[2]!.branches } : m)));
    expect(switchVersion(back, 2, 1)).toEqual(edited);
    expect(new Set(ids(back))).toEqual(new Set(ids(edited)));
  });

  it('keeps a fork nested inside another version, active or not', () => {
    // Version 2 of Q1 gets a regenerated reply (2/2); version 1 keeps its own exchange.
    let messages = editAndReply(conversation(), 2, 'Q1 b', 'A1 b');
    messages = regenerate(messages, 3, 'A1 b2');
    expect(texts(messages).slice(2)).toEqual(['Q1 b', 'A1 b2']);
    const nestedIds = new Set(ids(messages));

    messages = switchVersion(messages, 2, 0);
    expect(texts(messages).slice(2)).toEqual(['Q1', 'A1', 'Q2', 'A2']);
    // A fork in version 1 too, while version 2's nested fork waits inactive.
    messages = editAndReply(messages, 4, 'Q2 b', 'A2 b');
    expect(versionLabel(messages[4]!)).toBe('2/2');

    messages = switchVersion(messages, 2, 1);
    expect(texts(messages).slice(2)).toEqual(['Q1 b', 'A1 b2']);
    expect(versionLabel(messages[3]!)).toBe('2/2');
    expect(texts(switchVersion(messages, 3, 0)).slice(2)).toEqual(['Q1 b', 'A1 b']);

    messages = switchVersion(messages, 2, 0);
    expect(texts(messages).slice(2)).toEqual(['Q1', 'A1', 'Q2 b', 'A2 b']);
    for (const id of nestedIds) expect(ids(messages)).toContain(id);
  });

  it('changes nothing for a version out of range, the active one, or a message without versions', () => {
    const edited = editAndReply(conversation(), 2, 'Q1 b', 'A1 b');
    expect(switchVersion(edited, 2, 2)).toEqual(edited);
    expect(switchVersion(edited, 2, -1)).toEqual(edited);
    expect(switchVersion(edited, 2, 1)).toEqual(edited);
    expect(switchVersion(edited, 1, 0)).toEqual(edited);
    expect(switchVersion(edited, 9, 0)).toEqual(edited);
  });

  it('after any number of edits, regenerations and switches, every message is kept once', () => {
    // A fixed pseudo-random walk, so a failure repeats.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    let messages = conversation();
    const made = new Set(ids(messages));
    for (let step = 0; step < 300; step++) {
      const position = 2 + random(messages.length - 2);
      const message = messages[position]!;
      const action = random(3);
      if (action === 0 && message.role === 'user') {
        messages = editAndReply(messages, position, `edit ${step}`, `reply ${step}`);
      } else if (action === 1 && message.role === 'assistant') {
        messages = regenerate(messages, position, `regenerated ${step}`);
      } else if (message.branches) {
        messages = switchVersion(messages, position, random(message.branches.others.length + 1));
      } else {
        messages = [...messages, msg('user', `more ${step}`), msg('assistant', `answer ${step}`)];
      }
      for (const id of ids(messages)) made.add(id);
      const now = ids(messages);
      expect(new Set(now).size).toBe(now.length);
      expect(now.length).toBe(made.size);
      for (const m of allMessages(messages)) {
        if (!m.branches) continue;
        expect(m.branches.index).toBeGreaterThanOrEqual(0);
        expect(m.branches.index).toBeLessThanOrEqual(m.branches.others.length);
        for (const tail of m.branches.others) expect(tail.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('versionLabel', () => {
  it('is null for a message with one version', () => {
    expect(versionLabel(msg('user', 'x'))).toBeNull();
    expect(versionLabel({ ...msg('user', 'x'), branches: { index: 0, others: [] } })).toBeNull();
  });
});

describe('validBranches', () => {
  const isMessage = (m: unknown) =>
    typeof m === 'object' && m !== null && typeof (m as Msg).id === 'string' && typeof (m as Msg).content === 'string';

  it('accepts what the forks make, nested ones included', () => {
    let messages = editAndReply(conversation(), 2, 'Q1 b', 'A1 b');
    messages = switchVersion(messages, 2, 0);
    messages = regenerate(messages, 3, 'A1 c');
    expect(validBranches(messages[3]!.branches, isMessage)).toBe(true);
    messages = switchVersion(messages, 3, 0);
    messages = switchVersion(messages, 2, 1);
    expect(validBranches(messages[2]!.branches, isMessage)).toBe(true);
  });

  it('refuses an index out of range, an empty version, a bad message or an id seen twice', () => {
    const edited = editAndReply(conversation(), 2, 'Q1 b', 'A1 b');
    const branches = edited[2]!.branches!;
    expect(validBranches({ ...branches, index: 5 }, isMessage)).toBe(false);
    expect(validBranches({ ...branches, index: 0.5 }, isMessage)).toBe(false);
    expect(validBranches({ index: 0, others: [] }, isMessage)).toBe(false);
    expect(validBranches({ index: 1, others: [[]] }, isMessage)).toBe(false);
    expect(validBranches({ index: 1, others: [[{ id: 'x' }]] }, isMessage)).toBe(false);
    expect(validBranches('yes', isMessage)).toBe(false);
    expect(validBranches(branches, isMessage, new Set([edited[3]!.id, branches.others[0]![0]!.id]))).toBe(false);
    const twice = { index: 1, others: [[branches.others[0]![0]!, branches.others[0]![0]!]] };
    expect(validBranches(twice, isMessage)).toBe(false);
  });
});
