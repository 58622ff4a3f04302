import { describe, expect, it } from 'vitest';
import { API_KEY_STORAGE_KEY, isValidApiKey } from './api-key.js';

describe('isValidApiKey', () => {
  it('accepts a key that starts with sk- and is longer than 20 characters', () => {
    expect(isValidApiKey('sk-' + 'a'.repeat(18))).toBe(true); // 21 characters
    expect(isValidApiKey('sk-proj-abcdefghijklmnopqrstuvwxyz0123456789')).toBe(true);
  });

  it('rejects a key of exactly 20 characters or fewer', () => {
    expect(isValidApiKey('sk-' + 'a'.repeat(17))).toBe(false); // 20 characters
    expect(isValidApiKey('sk-')).toBe(false);
    expect(isValidApiKey('')).toBe(false);
  });

  it('rejects a key without the sk- prefix, whatever its length', () => {
    expect(isValidApiKey('pk-' + 'a'.repeat(40))).toBe(false);
    expect(isValidApiKey('SK-' + 'a'.repeat(40))).toBe(false);
    expect(isValidApiKey('a'.repeat(40))).toBe(false);
  });

  it('ignores surrounding whitespace, so padding cannot make a short key look long enough', () => {
    expect(isValidApiKey(`  sk-${'a'.repeat(18)}\n`)).toBe(true);
    expect(isValidApiKey(`   sk-${'a'.repeat(10)}          `)).toBe(false);
  });

  it('rejects missing values', () => {
    expect(isValidApiKey(null)).toBe(false);
    expect(isValidApiKey(undefined)).toBe(false);
  });

  it('names the storage entry after the provider with the -api-key suffix', () => {
    expect(API_KEY_STORAGE_KEY).toBe('openai-api-key');
  });
});
