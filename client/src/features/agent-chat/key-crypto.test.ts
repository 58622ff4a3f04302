import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PBKDF2_ITERATIONS,
  WrongPassphraseError,
  decryptApiKey,
  encryptApiKey,
  parseEncryptedKey,
} from './key-crypto';

// A low count keeps the test fast; the product's default is checked separately.
const FAST = 1_000;
const KEY = 'sk-test-0123456789abcdefghij';
const byteLength = (b64: string) => atob(b64).length;

describe('key-crypto', () => {
  it('keeps the default at 600,000 PBKDF2 iterations or more', () => {
    expect(DEFAULT_PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
  });

  it('round-trips a key with the right passphrase', async () => {
    const stored = await encryptApiKey(KEY, 'correct horse battery staple', FAST);
    expect(stored).not.toContain(KEY);
    await expect(decryptApiKey(stored, 'correct horse battery staple')).resolves.toBe(KEY);
  });

  it('stores {v:1, salt, iv, ct, iter} with a 16-byte salt and a 12-byte IV', async () => {
    const record = parseEncryptedKey(await encryptApiKey(KEY, 'pass', FAST));
    expect(record).toMatchObject({ v: 1, iter: FAST });
    expect(byteLength(record!.salt)).toBe(16);
    expect(byteLength(record!.iv)).toBe(12);
    // AES-GCM appends a 16-byte tag to the ciphertext.
    expect(byteLength(record!.ct)).toBe(KEY.length + 16);
  });

  it('uses a fresh salt and IV each time', async () => {
    const a = parseEncryptedKey(await encryptApiKey(KEY, 'pass', FAST))!;
    const b = parseEncryptedKey(await encryptApiKey(KEY, 'pass', FAST))!;
    expect(a.salt).not.toBe(b.salt);
    expect(a.iv).not.toBe(b.iv);
  });

  it('refuses a wrong passphrase with a clear error', async () => {
    const stored = await encryptApiKey(KEY, 'right', FAST);
    await expect(decryptApiKey(stored, 'wrong')).rejects.toBeInstanceOf(WrongPassphraseError);
  });

  it('refuses a tampered ciphertext', async () => {
    const record = parseEncryptedKey(await encryptApiKey(KEY, 'right', FAST))!;
    const ct = atob(record.ct);
    const flipped = String.fromCharCode(ct.charCodeAt(0) ^ 1) + ct.slice(1);
    const tampered = JSON.stringify({ ...record, ct: btoa(flipped) });
    await expect(decryptApiKey(tampered, 'right')).rejects.toBeInstanceOf(WrongPassphraseError);
  });

  it('rejects records that are not ours', () => {
    expect(parseEncryptedKey(null)).toBeNull();
    expect(parseEncryptedKey('not json')).toBeNull();
    expect(parseEncryptedKey('{"v":2,"salt":"","iv":"","ct":"","iter":1}')).toBeNull();
    expect(parseEncryptedKey('{"v":1,"salt":"a","iv":"b","ct":"c","iter":1e12}')).toBeNull();
  });

  it('requires a passphrase', async () => {
    await expect(encryptApiKey(KEY, '', FAST)).rejects.toThrow(/passphrase/);
  });
});
