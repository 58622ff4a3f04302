import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dataDir() });
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.AI_BASE_URL).toBe('https://api.openai.com/v1');
    expect(c.AI_MODEL).toBe('gpt-4o');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.MAINTENANCE_CODE).toBeUndefined();
    expect(c.secureCookies).toBe(false);
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ENCRYPTION_KEY: 'short' })).toThrow(/ENCRYPTION_KEY/);
  });

  it('treats empty strings as unset', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), PORT: '', MAINTENANCE_CODE: '', DATABASE_URL: '' });
    expect(c.PORT).toBe(3000);
    expect(c.MAINTENANCE_CODE).toBeUndefined();
  });

  it('generates secrets once into DATA_DIR and reuses them', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.ENCRYPTION_KEY).toMatch(/^[0-9a-f]{64}$/);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(JSON.parse(readFileSync(file, 'utf8')).ENCRYPTION_KEY).toBe(first.ENCRYPTION_KEY);
  });

  it('uses secrets from the environment without writing any', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir, SESSION_SECRET: 's'.repeat(40), ENCRYPTION_KEY: 'a'.repeat(64) });
    expect(c.SESSION_SECRET).toBe('s'.repeat(40));
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  });

  it('marks cookies secure under an https PUBLIC_URL and allows extra provider URLs', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://agents.example.com/',
      AI_ALLOWED_BASE_URLS: 'http://127.0.0.1:11434/v1, https://api.groq.com/openai/v1',
    });
    expect(c.secureCookies).toBe(true);
    expect(c.PUBLIC_URL).toBe('https://agents.example.com');
    expect(c.aiProviders).toEqual({
      origins: ['https://api.openai.com', 'http://127.0.0.1:11434', 'https://api.groq.com'],
      loopback: false,
    });
  });

  it('refuses an AI_ALLOWED_BASE_URLS entry that is not a provider address, naming the variable', () => {
    for (const value of ['ftp://files.example', 'https://user:pw@llm.example/v1', 'llm.example']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), AI_ALLOWED_BASE_URLS: value })).toThrow(/AI_ALLOWED_BASE_URLS/);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless configured, so clients cannot choose their own address', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});

describe('secrets on PostgreSQL', () => {
  const pg = 'postgres://app@db.internal:5432/agentops';

  it('refuses to start without them, naming each missing variable, and generates nothing', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: pg })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: pg })).toThrow(/SESSION_SECRET, ENCRYPTION_KEY: required/);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: pg, SESSION_SECRET: 's'.repeat(40) })).toThrow(
      /^Invalid configuration:\n {2}ENCRYPTION_KEY: required with DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: pg, ENCRYPTION_KEY: 'a'.repeat(64) })).toThrow(
      /^Invalid configuration:\n {2}SESSION_SECRET: required with DATABASE_URL/,
    );
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  });

  it('ignores secrets generated earlier into DATA_DIR', () => {
    const dir = dataDir();
    loadConfig({ DATA_DIR: dir });
    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: pg })).toThrow(/SESSION_SECRET, ENCRYPTION_KEY/);
  });

  it('starts with both from the environment', () => {
    const dir = dataDir();
    const c = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: pg,
      SESSION_SECRET: 's'.repeat(40),
      ENCRYPTION_KEY: 'b'.repeat(64),
    });
    expect(c.SESSION_SECRET).toBe('s'.repeat(40));
    expect(c.ENCRYPTION_KEY).toBe('b'.repeat(64));
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  });
});
