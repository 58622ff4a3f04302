import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../config.js';

/**
 * AES-256-GCM for secrets at rest (OAuth tokens, app passwords). A sealed value reads
 * `<version>:<iv>:<tag>:<ciphertext>` (base64url parts): the version names the key, so the key can
 * be rotated while values sealed with the previous one stay readable. See
 * docs/decisions/013-mailbox-linking.md.
 */
export interface CryptoBox {
  /** `context` (e.g. the owning row and column) is bound as associated data: the value opens only there. */
  seal(plaintext: string, context?: string): string;
  open(sealed: string, context?: string): string;
  /** Version of the key that sealed `sealed`, so callers can re-seal values of retired keys. */
  versionOf(sealed: string): string | undefined;
  readonly currentVersion: string;
}

export class CryptoBoxError extends Error {
  override name = 'CryptoBoxError';
}

const VERSION = /^v\d{1,6}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function toKey(hex: string, version: string): Buffer {
  const key = Buffer.from(hex, 'hex');
  if (key.length !== 32 || !/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new CryptoBoxError(`encryption key ${version} must be 64 hex characters`);
  }
  return key;
}

/** keys: hex key per version; writes use `currentVersion`, reads any known version. */
export function createCryptoBox(keys: Record<string, string>, currentVersion: string): CryptoBox {
  const byVersion = new Map<string, Buffer>();
  for (const [version, hex] of Object.entries(keys)) {
    if (!VERSION.test(version)) throw new CryptoBoxError(`bad key version "${version}"`);
    byVersion.set(version, toKey(hex, version));
  }
  const current = byVersion.get(currentVersion);
  if (!current) throw new CryptoBoxError(`no key for the current version ${currentVersion}`);

  return {
    currentVersion,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
      return [currentVersion, ...parts].join(':');
    },
    open(sealed, context) {
      const parts = sealed.split(':');
      if (parts.length !== 4) throw new CryptoBoxError('not a sealed value');
      const [version, ivText, tagText, dataText] = parts as [string, string, string, string];
      const key = byVersion.get(version);
      if (!key) throw new CryptoBoxError(`no key for version ${version}`);
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new CryptoBoxError('not a sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag);
        if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
        return Buffer.concat([decipher.update(Buffer.from(dataText, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // GCM authentication failed: wrong key, wrong context, or the value was altered.
        throw new CryptoBoxError('sealed value failed authentication');
      }
    },
    versionOf(sealed) {
      const version = sealed.split(':', 1)[0];
      return version && byVersion.has(version) ? version : undefined;
    },
  };
}

const boxes = new WeakMap<Config, CryptoBox>();

/** The box for the app's configured keys (ENCRYPTION_KEY under ENCRYPTION_KEY_VERSION, plus retired ones). */
export function cryptoBoxFor(config: Pick<Config, 'encryptionKeys' | 'ENCRYPTION_KEY_VERSION'>): CryptoBox {
  let box = boxes.get(config as Config);
  if (!box) {
    box = createCryptoBox(config.encryptionKeys, config.ENCRYPTION_KEY_VERSION);
    boxes.set(config as Config, box);
  }
  return box;
}
