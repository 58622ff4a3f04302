import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createCryptoBox, cryptoBoxFor, CryptoBoxError } from './crypto-box.js';

const key = () => randomBytes(32).toString('hex');
const SECRET = 'ya29.a0AfH6SMB-secret-access-token';

/** Flips one bit of the base64url part at `index` (1 iv, 2 tag, 3 ciphertext). */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[index]!, 'base64url');
  bytes[0]! ^= 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join(':');
}

describe('crypto box (AES-256-GCM)', () => {
  const box = createCryptoBox({ v1: key() }, 'v1');

  it('seals as v1:<iv>:<tag>:<ciphertext> in base64url and opens again', () => {
    const sealed = box.seal(SECRET);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.open(sealed)).toBe(SECRET);
    expect(box.versionOf(sealed)).toBe('v1');
  });

  it('uses a fresh random IV every time', () => {
    const a = box.seal(SECRET);
    const b = box.seal(SECRET);
    expect(a).not.toBe(b);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
  });

  it('refuses a value whose IV, tag or ciphertext was altered', () => {
    const sealed = box.seal(SECRET);
    for (const index of [1, 2, 3]) expect(() => box.open(tamper(sealed, index))).toThrow(CryptoBoxError);
    expect(() => box.open(sealed.slice(0, -2))).toThrow(CryptoBoxError);
    expect(() => box.open('plain text')).toThrow(CryptoBoxError);
  });

  it('binds the context: a value moved to another row does not open', () => {
    const sealed = box.seal(SECRET, 'email_accounts:access:user-a');
    expect(box.open(sealed, 'email_accounts:access:user-a')).toBe(SECRET);
    expect(() => box.open(sealed, 'email_accounts:access:user-b')).toThrow(CryptoBoxError);
    expect(() => box.open(sealed)).toThrow(CryptoBoxError);
  });

  it('refuses a value sealed with another key, or with an unknown version', () => {
    const other = createCryptoBox({ v1: key() }, 'v1');
    expect(() => other.open(box.seal(SECRET))).toThrow(CryptoBoxError);
    expect(() => box.open(box.seal(SECRET).replace(/^v1:/, 'v9:'))).toThrow(/no key for version v9/);
  });

  it('rotates: writes with the current version, still reads the retired one', () => {
    const [k1, k2] = [key(), key()];
    const old = createCryptoBox({ v1: k1 }, 'v1').seal(SECRET);
    const rotated = createCryptoBox({ v1: k1, v2: k2 }, 'v2');
    expect(rotated.open(old)).toBe(SECRET);
    expect(rotated.versionOf(old)).toBe('v1');
    expect(rotated.seal(SECRET)).toMatch(/^v2:/);
    expect(() => createCryptoBox({ v1: k1 }, 'v2')).toThrow(/current version v2/);
    expect(() => createCryptoBox({ v1: 'abc' }, 'v1')).toThrow(/64 hex/);
  });

  it('is built from the config: ENCRYPTION_KEY under ENCRYPTION_KEY_VERSION plus previous keys', () => {
    const dir = mkdtempSync(join(tmpdir(), 'box-'));
    const [k1, k2] = [key(), key()];
    const before = cryptoBoxFor(loadConfig({ DATA_DIR: dir, ENCRYPTION_KEY: k1 }));
    const sealed = before.seal(SECRET);
    expect(sealed).toMatch(/^v1:/);
    const after = cryptoBoxFor(
      loadConfig({
        DATA_DIR: dir,
        ENCRYPTION_KEY: k2,
        ENCRYPTION_KEY_VERSION: 'v2',
        ENCRYPTION_PREVIOUS_KEYS: `v1:${k1}`,
      }),
    );
    expect(after.open(sealed)).toBe(SECRET);
    expect(after.seal(SECRET)).toMatch(/^v2:/);
    expect(() => loadConfig({ DATA_DIR: dir, ENCRYPTION_PREVIOUS_KEYS: 'v1:short' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ENCRYPTION_KEY_VERSION: 'one' })).toThrow(/ENCRYPTION_KEY_VERSION/);
  });
});
