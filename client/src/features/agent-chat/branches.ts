/**
 * Edit, regenerate and switch between versions, without React, as pure functions over the
 * conversation's list of messages.
 *
 * The conversation stays one list everywhere (storage, cloud history, search, the chat engine):
 * the list is the active path. Where the user edited or regenerated, the first message of the
 * active tail (the carrier) holds the other versions, each a whole tail of the conversation from
 * that point on, as it was when the user left it. Those tails may carry forks of their own deeper
 * down, so nothing the user ever wrote or received is lost however often they edit and switch.
 */

export interface MessageBranches<M> {
  /** Where the active version stands among all the versions of this message, in the order they were made (0-based). */
  index: number;
  /**
   * Every other version, in the order they were made with the active one left out: each is the
   * tail of the conversation from this message on (never empty; its first message carries no
   * branches of this fork, which always ride on the active tail's first message).
   */
  others: M[][];
}

/** What these rules need of a message: its id, and the versions it may carry. */
export interface Branchable<M = unknown> {
  id: string;
  branches?: MessageBranches<M>;
}

/** Which version a message shows and how many it has; null for a message never edited or regenerated. */
export function versionOf(message: Branchable<unknown>): { current: number; count: number } | null {
  const { branches } = message;
  if (!branches || branches.others.length === 0) return null;
  return { current: branches.index + 1, count: branches.others.length + 1 };
}

/** The switcher's short text: "2/3" (null without versions). The same in every language. */
export function versionLabel(message: Branchable<unknown>): string | null {
  const version = versionOf(message);
  return version ? `${version.current}/${version.count}` : null;
}

function withoutBranches<M extends Branchable<M>>(message: M): M {
  if (!message.branches) return message;
  const { branches: _, ...rest } = message;
  return rest as M;
}

/** All versions of the fork at `position`, in the order they were made, and where the active one is. */
function versionsAt<M extends Branchable<M>>(messages: readonly M[], position: number): { all: M[][]; index: number } {
  const carrier = messages[position]!;
  const branches = carrier.branches ?? { index: 0, others: [] };
  const active = [withoutBranches(carrier), ...messages.slice(position + 1)];
  const index = Math.min(Math.max(0, branches.index), branches.others.length);
  return { all: [...branches.others.slice(0, index), active, ...branches.others.slice(index)], index };
}

function assertPosition(messages: readonly unknown[], position: number) {
  if (!Number.isInteger(position) || position < 0 || position >= messages.length)
    throw new RangeError(`No message at ${position}`);
}

/**
 * The branch data the new version at `position` carries: every existing version (the active tail
 * among them) kept as an inactive one, the new version last and active.
 */
function forkBranches<M extends Branchable<M>>(messages: readonly M[], position: number): MessageBranches<M> {
  const { all } = versionsAt(messages, position);
  return { index: all.length, others: all };
}

/**
 * The user edited message `position` (theirs): the conversation from there on becomes an inactive
 * version, and the edited message (`edited`, with an id of its own) ends the list, waiting for its
 * reply.
 */
export function forkForEdit<M extends Branchable<M>>(messages: readonly M[], position: number, edited: M): M[] {
  assertPosition(messages, position);
  return [...messages.slice(0, position), { ...withoutBranches(edited), branches: forkBranches(messages, position) }];
}

/**
 * The user asked for another reply in place of message `position`: the conversation from there on
 * becomes an inactive version. `history` is what the new reply answers; `branches` goes on that
 * reply when it is made.
 */
export function forkForRegenerate<M extends Branchable<M>>(
  messages: readonly M[],
  position: number,
): { history: M[]; branches: MessageBranches<M> } {
  assertPosition(messages, position);
  return { history: messages.slice(0, position), branches: forkBranches(messages, position) };
}

/**
 * Shows version `target` (0-based, in the order they were made) of the message at `position`:
 * the active tail is kept with the others and the chosen one takes its place, its first message
 * now carrying the branch data. Anything out of range changes nothing.
 */
export function switchVersion<M extends Branchable<M>>(messages: readonly M[], position: number, target: number): M[] {
  const carrier = messages[position];
  if (!carrier?.branches) return [...messages];
  const { all, index } = versionsAt(messages, position);
  if (!Number.isInteger(target) || target < 0 || target >= all.length || target === index) return [...messages];
  const chosen = all[target]!;
  const others = all.filter((_, i) => i !== target);
  const [first, ...rest] = chosen;
  return [...messages.slice(0, position), { ...withoutBranches(first!), branches: { index: target, others } }, ...rest];
}

/** Every message of the conversation, the inactive versions' too (depth first): for checks and cleanups. */
export function allMessages<M extends Branchable<M>>(messages: readonly M[]): M[] {
  const result: M[] = [];
  const visit = (list: readonly M[]) => {
    for (const message of list) {
      result.push(message);
      for (const tail of message.branches?.others ?? []) visit(tail);
    }
  };
  visit(messages);
  return result;
}

/**
 * Branch data read back from storage or a file is checked before it is trusted: an index within
 * the versions, every version a non-empty list of messages that `isMessage` accepts, nested forks
 * checked the same way, and no message id twice in the whole conversation (`seen`, shared by the
 * caller across the active path).
 */
export function validBranches(
  value: unknown,
  isMessage: (message: unknown) => boolean,
  seen: Set<string> = new Set(),
): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { index, others } = value as Partial<MessageBranches<unknown>>;
  if (!Array.isArray(others) || others.length === 0) return false;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > others.length) return false;
  return others.every(
    (tail) =>
      Array.isArray(tail) &&
      tail.length > 0 &&
      tail.every((message, i) => {
        if (!isMessage(message)) return false;
        const { id, branches } = message as Branchable;
        if (seen.has(id)) return false;
        seen.add(id);
        // A version's first message never carries this fork's data; deeper ones may carry their own.
        if (branches === undefined) return true;
        return i > 0 && validBranches(branches, isMessage, seen);
      }),
  );
}
