/**
 * The provider key encrypted under a passphrase, with WebCrypto only: PBKDF2-SHA-256 derives an
 * AES-256-GCM key from the passphrase and a random salt; GCM's tag makes a wrong passphrase fail
 * loudly instead of yielding garbage. The stored record carries its iteration count, so the default
 * can rise later without locking anyone out.
 */
import { translate } from './i18n';

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000;
/** A record claiming far more than this is not ours (and would freeze the tab). */
const MAX_ITERATIONS = 10_000_000;
const SALT_BYTES = 16;
const IV_BYTES = 12;

/*
 * The primitives below are exported for cloud history (sync/cloud-crypto.ts), which encrypts the
 * conversations with a key derived the same way: one implementation of the crypto, not two.
 */

export interface EncryptedKeyRecord {
  v: 1;
  salt: string;
  iv: string;
  ct: string;
  iter: number;
}

export class WrongPassphraseError extends Error {
  constructor() {
    super('That passphrase does not unlock the saved key.');
    this.name = 'WrongPassphraseError';
  }
}

export function toBase64(bytes: Uint8Array): string {
  // In slices: a picture is megabytes, and one character at a time would take seconds.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, Math.min(i + 0x8000, bytes.length)));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** PBKDF2-SHA-256 to a non-extractable AES-256-GCM key: it can encrypt and decrypt, never be read out. */
export async function deriveKey(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export function newSalt(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(SALT_BYTES));
}

/** AES-GCM with a fresh random IV; both returned as base64. */
export async function encryptBytes(
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
): Promise<{ iv: string; ct: string }> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  return { iv: toBase64(iv), ct: toBase64(ct) };
}

/** Rejects (GCM's tag) when the key is not the one that encrypted, or the text was changed. */
export async function decryptBytes(key: CryptoKey, iv: string, ct: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(ct)));
}

/** Returns the JSON string to store. `iterations` is lowered only by tests. */
export async function encryptApiKey(
  plainKey: string,
  passphrase: string,
  iterations: number = DEFAULT_PBKDF2_ITERATIONS,
): Promise<string> {
  if (!passphrase) throw new Error('A passphrase is required.');
  const salt = newSalt();
  const key = await deriveKey(passphrase, salt, iterations);
  const { iv, ct } = await encryptBytes(key, new TextEncoder().encode(plainKey));
  const record: EncryptedKeyRecord = { v: 1, salt: toBase64(salt), iv, ct, iter: iterations };
  return JSON.stringify(record);
}

export function parseEncryptedKey(json: string | null | undefined): EncryptedKeyRecord | null {
  if (!json) return null;
  try {
    const r = JSON.parse(json) as Partial<EncryptedKeyRecord>;
    const ok =
      r.v === 1 &&
      typeof r.salt === 'string' &&
      typeof r.iv === 'string' &&
      typeof r.ct === 'string' &&
      Number.isInteger(r.iter) &&
      (r.iter as number) > 0 &&
      (r.iter as number) <= MAX_ITERATIONS;
    return ok ? (r as EncryptedKeyRecord) : null;
  } catch {
    return null;
  }
}

/** Throws WrongPassphraseError when the passphrase (or the record) does not decrypt. */
export async function decryptApiKey(json: string, passphrase: string): Promise<string> {
  const record = parseEncryptedKey(json);
  if (!record) throw new Error(translate('agent-chat.unlock.damaged'));
  try {
    const key = await deriveKey(passphrase, fromBase64(record.salt), record.iter);
    return new TextDecoder().decode(await decryptBytes(key, record.iv, record.ct));
  } catch {
    throw new WrongPassphraseError();
  }
}
