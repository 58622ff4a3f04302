import type { CloudVaultSetup } from '@common/schemas/cloud-history';
import {
  DEFAULT_PBKDF2_ITERATIONS,
  WrongPassphraseError,
  decryptBytes,
  deriveKey,
  encryptBytes,
  fromBase64,
  newSalt,
  toBase64,
} from '../key-crypto';

/**
 * Cloud history's crypto, on the key vault's primitives (key-crypto.ts): PBKDF2-SHA-256 from the
 * passphrase and the vault's salt to a non-extractable AES-256-GCM key, a fresh IV per item. The
 * passphrase and the key never leave the browser; the server keeps the salt, the iteration count
 * and a key check (this text encrypted), so a new browser knows at once when a passphrase is wrong.
 */
const KEY_CHECK_TEXT = 'agentops cloud history, key check v1';

export async function createVault(
  passphrase: string,
  iterations: number = DEFAULT_PBKDF2_ITERATIONS,
): Promise<{ setup: CloudVaultSetup; key: CryptoKey }> {
  const salt = newSalt();
  const key = await deriveKey(passphrase, salt, iterations);
  const keyCheck = await encryptBytes(key, new TextEncoder().encode(KEY_CHECK_TEXT));
  return { setup: { salt: toBase64(salt), iterations, keyCheck }, key };
}

/** The key for this vault, or WrongPassphraseError. */
export async function unlockVault(vault: CloudVaultSetup, passphrase: string): Promise<CryptoKey> {
  const key = await deriveKey(passphrase, fromBase64(vault.salt), vault.iterations);
  try {
    const text = new TextDecoder().decode(await decryptBytes(key, vault.keyCheck.iv, vault.keyCheck.ct));
    if (text !== KEY_CHECK_TEXT) throw new Error('not our key check');
  } catch {
    throw new WrongPassphraseError();
  }
  return key;
}

export function encryptText(key: CryptoKey, text: string): Promise<{ iv: string; ct: string }> {
  return encryptBytes(key, new TextEncoder().encode(text));
}

export async function decryptText(key: CryptoKey, iv: string, ct: string): Promise<string> {
  return new TextDecoder().decode(await decryptBytes(key, iv, ct));
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The server's id for a conversation: the same in every browser, and it does not name the conversation. */
export const itemIdFor = (conversationId: string): Promise<string> =>
  sha256Hex(`agentops-cloud-history:${conversationId}`);

/** What a stored copy's content is, to tell whether this browser has something the server lacks. */
export const contentHash = (text: string): Promise<string> => sha256Hex(text);
