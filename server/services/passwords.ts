import type * as Argon2 from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

// Loaded on first use: the native module is not needed until someone signs in (decision 006).
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/**
 * argon2id with the OWASP minimum (m=19 MiB, t=2, p=1). `Algorithm` is a const enum that cannot be
 * read under isolatedModules, so its value (Argon2id = 2) is written out.
 */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A hash of a throw-away password, made with the same parameters. When the account does not exist
 * (or has no password) sign-in still verifies against it, so the answer takes as long either way
 * and response time does not tell which addresses have accounts.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Eirgp3YNrbxLkLOJk0gn/Q$ze4XYNv0XFoNff2m/nO798PoLMGrhDS/xMbLdUTiLbA';

export function hashPassword(password: string): Promise<string> {
  return loadArgon2().then((a) => a.hash(password, ARGON2_OPTIONS));
}

/** Verifies against the stored hash, or against the dummy hash when there is none (always false then). */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    const { verify } = await loadArgon2();
    const ok = await verify(storedHash ?? DUMMY_HASH, password);
    return ok && Boolean(storedHash);
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500.
    return false;
  }
}
