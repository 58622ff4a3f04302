import { z } from 'zod';
import {
  CLOUD_HISTORY_ITEM_MAX,
  CLOUD_HISTORY_MAX_ITERATIONS,
  CLOUD_HISTORY_MESSAGES,
  CLOUD_HISTORY_MIN_ITERATIONS,
  CLOUD_HISTORY_PULL_DEFAULT,
  CLOUD_HISTORY_PULL_MAX,
  CLOUD_HISTORY_PUSH_MAX,
} from '../cloud-history-constants.js';
import { text } from './text.js';
import { groupThousands } from '../group-thousands.js';

/**
 * Cloud history (/api/cloud-history): the vault a browser derives its key from, and the encrypted
 * conversations. Everything the server receives is opaque to it: base64 salt, IVs and ciphertext,
 * and item ids the browser chose (a hash of the conversation id). See decision 038.
 */

const base64 = (max: number, what: string) =>
  text({ error: `${what} must be base64 text` })
    .min(1, `${what} is required`)
    .max(max, `${what} is too long`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, `${what} must be base64 text`);

/** AES-GCM's 12-byte IV is 16 base64 characters. */
const IvSchema = base64(24, 'The IV');

/** The browser's hash of a conversation id: the server never learns which conversation it is. */
export const CloudItemIdSchema = text().regex(/^[0-9a-f]{64}$/, 'An item id is 64 lowercase hex characters');

export const CloudVaultSetupSchema = z.object({
  salt: base64(64, 'The salt'),
  iterations: z
    .number()
    .int()
    .min(CLOUD_HISTORY_MIN_ITERATIONS, `At least ${groupThousands(CLOUD_HISTORY_MIN_ITERATIONS)} iterations`)
    .max(CLOUD_HISTORY_MAX_ITERATIONS, 'Too many iterations'),
  /** A known text encrypted with the key, so a new browser can tell a wrong passphrase at once. */
  keyCheck: z.object({ iv: IvSchema, ct: base64(256, 'The key check') }),
});
export type CloudVaultSetup = z.infer<typeof CloudVaultSetupSchema>;

export const CloudVaultSchema = CloudVaultSetupSchema.extend({
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CloudVault = z.infer<typeof CloudVaultSchema>;

export const CloudUsageSchema = z.object({
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0),
  items: z.number().int().min(0),
  /** The latest revision the server assigned (0: nothing stored yet). */
  revision: z.number().int().min(0),
});
export type CloudUsage = z.infer<typeof CloudUsageSchema>;

/** null vault: cloud history is off for this account. */
export const CloudHistoryStatusSchema = z.object({ vault: CloudVaultSchema.nullable(), usage: CloudUsageSchema });
export type CloudHistoryStatus = z.infer<typeof CloudHistoryStatusSchema>;

export const CloudItemUploadSchema = z.object({
  id: CloudItemIdSchema,
  iv: IvSchema,
  ct: base64(CLOUD_HISTORY_ITEM_MAX, 'The ciphertext').refine((ct) => ct.length <= CLOUD_HISTORY_ITEM_MAX, {
    message: CLOUD_HISTORY_MESSAGES.itemTooLarge,
  }),
});

export const CloudPushSchema = z.object({
  items: z
    .array(CloudItemUploadSchema)
    .min(1, 'Send at least one item')
    .max(CLOUD_HISTORY_PUSH_MAX, `At most ${CLOUD_HISTORY_PUSH_MAX} items at once`)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
      message: 'An item appears twice in the batch',
    }),
});
export type CloudPush = z.infer<typeof CloudPushSchema>;

export const CloudPushResultSchema = z.object({
  items: z.array(z.object({ id: CloudItemIdSchema, revision: z.number().int() })),
  usage: CloudUsageSchema,
});

export const CloudItemSchema = CloudItemUploadSchema.extend({ revision: z.number().int() });
export type CloudItem = z.infer<typeof CloudItemSchema>;

export const CloudPullQuerySchema = z.object({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(CLOUD_HISTORY_PULL_MAX).default(CLOUD_HISTORY_PULL_DEFAULT),
});

/** Items changed after `since`, oldest change first; `next` is the cursor for the next page. */
export const CloudPullSchema = z.object({
  items: z.array(CloudItemSchema),
  next: z.number().int().min(0),
  more: z.boolean(),
});
export type CloudPull = z.infer<typeof CloudPullSchema>;
