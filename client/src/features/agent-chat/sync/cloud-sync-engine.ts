import {
  CLOUD_HISTORY_BATCH_BYTES,
  CLOUD_HISTORY_ITEM_MAX,
  CLOUD_HISTORY_PUSH_MAX,
} from '@common/cloud-history-constants';
import type { CloudUsage, CloudVault } from '@common/schemas/cloud-history';
import { ApiError } from '@/lib/api-client';
import { canonicalJson } from '../conversations/conversation-rules';
import {
  importConversations,
  readMeta,
  subscribe as onConversationsChanged,
  syncSnapshots,
  writeMeta,
} from '../conversations/conversation-repository';
import { displayTitle } from '../conversations/conversation-types';
import { WrongPassphraseError } from '../key-crypto';
import { disableCloud, enableCloud, getCloudStatus, pullCloud, pushCloud } from './cloud-api';
import { contentHash, createVault, decryptText, encryptText, itemIdFor, unlockVault } from './cloud-crypto';
import { CLOUD_STRINGS } from './cloud-history-strings';
import { fromPayload, toPayload } from './sync-payload';

/**
 * The cloud history sync engine (decision 038), without React. It holds the derived key in memory
 * only (this page's life, like the key vault's unlocked key), pulls what changed on the server
 * since its cursor and merges it through the repository's import (last write per message, a
 * conversation's title, pin and deletion each by their own time, tombstones kept), and pushes the
 * conversations whose content differs from what the server last had, encrypted. It pushes shortly
 * after the repository's `subscribe` reports a change, and syncs when the page regains focus and
 * once a minute. One cycle runs at a time.
 */

export type CloudPhase = 'loading' | 'unavailable' | 'off' | 'locked' | 'syncing' | 'synced' | 'error';

export interface CloudState {
  phase: CloudPhase;
  vault: CloudVault | null;
  usage: CloudUsage | null;
  lastSyncedAt: number | null;
  /** Shown as an alert: a wrong passphrase, the quota, the network. */
  error: string | null;
  /** A status change worth announcing that is not an error (turned off elsewhere). */
  notice: string | null;
}

/** What this browser remembers between visits: which vault, where its pull stopped, what the server has. */
interface LocalSyncState {
  salt: string;
  cursor: number;
  /** item id -> hash of the plaintext the server holds for it. */
  hashes: Record<string, string>;
}

const STATE_KEY = 'cloud-history';
const PUSH_DELAY_MS = 1500;
const PERIOD_MS = 60_000;
const PULL_PAGE = 100;

let state: CloudState = {
  phase: 'loading',
  vault: null,
  usage: null,
  lastSyncedAt: null,
  error: null,
  notice: null,
};
const listeners = new Set<() => void>();
let key: CryptoKey | null = null;
let local: LocalSyncState | null = null;
let dirty = new Set<string>();
let dirtyAll = false;
let pushTimer: ReturnType<typeof setTimeout> | null = null;
let periodTimer: ReturnType<typeof setInterval> | null = null;
let stopWatching: (() => void) | null = null;
let running: Promise<void> = Promise.resolve();

function set(patch: Partial<CloudState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const getCloudState = (): CloudState => state;

export function subscribeCloudState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isCode = (err: unknown, code: string) => err instanceof ApiError && err.code === code;

function messageOf(err: unknown): string {
  if (err instanceof WrongPassphraseError) return CLOUD_STRINGS.wrongPassphrase;
  if (err instanceof ApiError) return err.message;
  if (err instanceof TypeError) return CLOUD_STRINGS.networkError;
  return err instanceof Error ? err.message : String(err);
}

async function loadLocal(salt: string): Promise<LocalSyncState> {
  const saved = await readMeta<LocalSyncState>(STATE_KEY);
  // Another vault (turned off and on again) starts over: pull everything, push everything.
  return saved?.salt === salt ? saved : { salt, cursor: 0, hashes: {} };
}

async function saveLocal() {
  if (local) await writeMeta(STATE_KEY, local);
}

function onFocus() {
  if (document.visibilityState === 'visible') void syncNow();
}

function startWatching() {
  if (stopWatching) return;
  const unsubscribe = onConversationsChanged((change) => {
    if (change.reset) dirtyAll = true;
    for (const id of change.conversationIds) dirty.add(id);
    if (pushTimer) clearTimeout(pushTimer);
    pushTimer = setTimeout(() => void syncNow(false), PUSH_DELAY_MS);
  });
  periodTimer = setInterval(() => void syncNow(), PERIOD_MS);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  stopWatching = () => {
    unsubscribe();
    if (periodTimer) clearInterval(periodTimer);
    if (pushTimer) clearTimeout(pushTimer);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
    stopWatching = null;
  };
}

/** Forgets the key and this browser's sync bookkeeping: sync is off (or was turned off elsewhere). */
async function goOff(notice: string | null) {
  stopWatching?.();
  key = null;
  local = null;
  dirty = new Set();
  await writeMeta(STATE_KEY, undefined);
  set({ phase: 'off', vault: null, usage: null, error: null, notice });
}

/** Reads whether cloud history is on; keeps the key only while the vault is the one it unlocked. */
export async function refreshCloudStatus(): Promise<void> {
  try {
    const status = await getCloudStatus();
    if (!status.vault) {
      if (key) await goOff(CLOUD_STRINGS.disabledElsewhere);
      else set({ phase: 'off', vault: null, usage: status.usage, error: null });
      return;
    }
    const rekeyed = Boolean(key && local?.salt !== status.vault.salt);
    if (rekeyed) {
      stopWatching?.();
      key = null;
    }
    set({
      vault: status.vault,
      usage: status.usage,
      // With the key, the phase is the sync cycle's to say.
      phase: key ? (state.phase === 'loading' ? 'synced' : state.phase) : 'locked',
      // A notice from before (turned off) no longer applies once a vault is there again.
      ...(key ? {} : { notice: rekeyed ? CLOUD_STRINGS.rekeyed : state.phase === 'locked' ? state.notice : null }),
    });
  } catch (err) {
    if (state.phase === 'loading') set({ phase: 'unavailable', error: null });
    else set({ error: messageOf(err) });
  }
}

async function pull() {
  if (!key || !local) return;
  for (;;) {
    const page = await pullCloud({ query: { since: local.cursor, limit: PULL_PAGE } });
    const items = [];
    const hashes: [string, string][] = [];
    for (const item of page.items) {
      let text: string;
      try {
        text = await decryptText(key, item.iv, item.ct);
      } catch {
        throw new Error(CLOUD_STRINGS.undecryptable);
      }
      const parsed = fromPayload(text);
      if (!parsed) continue;
      items.push(parsed);
      hashes.push([item.id, await contentHash(canonicalJson(toPayload(parsed)))]);
    }
    if (items.length) await importConversations(items);
    for (const [id, hash] of hashes) local.hashes[id] = hash;
    local.cursor = page.next;
    await saveLocal();
    if (!page.more) return;
  }
}

/** Pushes what changed; returns the titles of the conversations too large to go (kept here only). */
async function push(all: boolean): Promise<string[]> {
  const tooLarge: string[] = [];
  if (!key || !local) return tooLarge;
  const ids = all ? undefined : [...dirty];
  dirty = new Set();
  if (ids && ids.length === 0) return tooLarge;
  const snapshots = await syncSnapshots(ids);
  let batch: { id: string; iv: string; ct: string }[] = [];
  let pending: [string, string][] = [];
  let bytes = 0;
  const send = async () => {
    if (batch.length === 0) return;
    const result = await pushCloud({ body: { items: batch } });
    for (const [id, hash] of pending) local!.hashes[id] = hash;
    // What this browser just wrote is already here: the next pull need not bring it back.
    const revisions = result.items.map((i) => i.revision);
    if (Math.min(...revisions) === local!.cursor + 1) local!.cursor = Math.max(...revisions);
    await saveLocal();
    set({ usage: result.usage });
    batch = [];
    pending = [];
    bytes = 0;
  };
  try {
    for (const snapshot of snapshots) {
      const text = canonicalJson(toPayload(snapshot));
      const [id, hash] = await Promise.all([itemIdFor(snapshot.conversation.id), contentHash(text)]);
      if (local.hashes[id] === hash) continue;
      const sealed = await encryptText(key, text);
      // The server refuses a batch holding one item past its limit (a conversation of many
      // pictures, whose thumbnails ride in the records): that one stays here, the others still go.
      if (sealed.ct.length > CLOUD_HISTORY_ITEM_MAX) {
        tooLarge.push(displayTitle(snapshot.conversation));
        continue;
      }
      const size = sealed.iv.length + sealed.ct.length;
      if (batch.length === CLOUD_HISTORY_PUSH_MAX || bytes + size > CLOUD_HISTORY_BATCH_BYTES) await send();
      batch.push({ id, ...sealed });
      pending.push([id, hash]);
      bytes += size;
    }
    await send();
    return tooLarge;
  } catch (err) {
    // What did not reach the server is pushed on the next cycle.
    if (ids) for (const id of ids) dirty.add(id);
    else dirtyAll = true;
    throw err;
  }
}

/** One cycle: status, pull, push (everything when `full`, else what changed). */
export function syncNow(full = true): Promise<void> {
  running = running.then(async () => {
    if (!key) return;
    set({ phase: 'syncing' });
    try {
      await refreshCloudStatus();
      if (!key) return;
      await pull();
      const all = full || dirtyAll;
      dirtyAll = false;
      const tooLarge = await push(all);
      set({
        phase: 'synced',
        lastSyncedAt: Date.now(),
        error: tooLarge.length ? CLOUD_STRINGS.tooLarge(tooLarge) : null,
        notice: null,
      });
    } catch (err) {
      if (isCode(err, 'cloud_history_off')) await goOff(CLOUD_STRINGS.disabledElsewhere);
      else set({ phase: 'error', error: messageOf(err) });
    }
  });
  return running;
}

/** A pull (and push of what changed) when the key is here; nothing otherwise. */
export function syncIfUnlocked(): void {
  if (key) void syncNow(false);
}

async function begin(derived: CryptoKey, vault: CloudVault) {
  key = derived;
  local = await loadLocal(vault.salt);
  set({ vault, error: null, notice: null });
  startWatching();
  await syncNow();
}

/** Turns cloud history on with a new passphrase, then pushes every conversation of this browser. */
export async function enableCloudHistory(passphrase: string): Promise<void> {
  try {
    const { setup, key: derived } = await createVault(passphrase);
    const vault = await enableCloud({ body: setup });
    await writeMeta(STATE_KEY, undefined);
    await begin(derived, vault);
  } catch (err) {
    // Turned on from another browser meanwhile: this one unlocks that vault instead.
    if (isCode(err, 'cloud_history_on')) await refreshCloudStatus();
    set({ error: messageOf(err) });
    throw err;
  }
}

/** Unlocks the account's vault in this browser (a new browser, or after a reload), then syncs. */
export async function unlockCloudHistory(passphrase: string): Promise<void> {
  const vault = state.vault;
  if (!vault) return;
  try {
    await begin(await unlockVault(vault, passphrase), vault);
  } catch (err) {
    set({ error: messageOf(err) });
    throw err;
  }
}

/** Turns it off: the server copy is deleted; the conversations of this browser stay. */
export async function disableCloudHistory(): Promise<void> {
  try {
    await disableCloud();
    await running;
    await goOff(CLOUD_STRINGS.turnedOff);
  } catch (err) {
    set({ error: messageOf(err) });
    throw err;
  }
}
