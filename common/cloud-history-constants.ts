import { groupThousands } from './group-thousands.js';

/**
 * Cloud history's limits and messages, free of zod so the client's settings section reads them
 * without the schema library; schemas/cloud-history.ts builds its rules on them. The server only
 * ever holds ciphertext, so every limit here is about bytes and counts, never about content.
 */

/** What one account may keep on the server, ciphertext and IVs counted as stored (base64 text). */
export const CLOUD_HISTORY_QUOTA_BYTES = 50 * 1024 * 1024;

/** One conversation's ciphertext, as base64 text: far above a long chat, under the push route's body limit. */
export const CLOUD_HISTORY_ITEM_MAX = 1_000_000;

/** Conversations in one push; the client also keeps a batch's bytes under the body limit below. */
export const CLOUD_HISTORY_PUSH_MAX = 50;

/** The push route's body limit (the server's default is 1 MiB, too small for a batch of long chats). */
export const CLOUD_HISTORY_BODY_LIMIT = 4 * 1024 * 1024;

/** A batch the client sends stays under this many bytes of ciphertext, leaving room for JSON. */
export const CLOUD_HISTORY_BATCH_BYTES = 3 * 1024 * 1024;

/** A pull page: at most this many items, PULL_DEFAULT when the client does not say. */
export const CLOUD_HISTORY_PULL_MAX = 100;
export const CLOUD_HISTORY_PULL_DEFAULT = 50;

/** The PBKDF2 iteration counts the server accepts for a vault (the client uses key-crypto's default). */
export const CLOUD_HISTORY_MIN_ITERATIONS = 100_000;
export const CLOUD_HISTORY_MAX_ITERATIONS = 10_000_000;

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : groupThousands(Math.round(mb))} MB`;
}

export const CLOUD_HISTORY_MESSAGES = {
  notEnabled: 'Cloud history is off. Turn it on in settings to store your conversations on the server.',
  alreadyEnabled: 'Cloud history is already on for this account. Unlock it with its passphrase instead.',
  quotaExceeded: (usedBytes: number, quotaBytes: number) =>
    `Cloud history is full: ${formatMegabytes(usedBytes)} of ${formatMegabytes(quotaBytes)} used, and these ` +
    'conversations would not fit. Nothing of this change was saved on the server. Delete conversations you no ' +
    'longer need to make room; they stay in this browser until then.',
  itemTooLarge: `A conversation is too large for cloud history (at most ${groupThousands(CLOUD_HISTORY_ITEM_MAX)} bytes encrypted).`,
} as const;
