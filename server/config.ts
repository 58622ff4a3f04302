import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { CLOUD_HISTORY_QUOTA_BYTES } from '../common/cloud-history-constants.js';
import {
  BUILT_IN_PROVIDER_ORIGINS,
  BUILT_IN_TOKEN,
  LOOPBACK_SOURCES,
  providerOrigin,
  type ProviderAllowlist,
} from '../common/provider-allowlist.js';

/** Empty strings in the environment mean "unset", as they do for most twelve-factor apps. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));
const port = (fallback: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).default(fallback));

export const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: optional(z.string()).default('127.0.0.1'),
  PUBLIC_URL: optional(httpUrl),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ENCRYPTION_KEY: optional(z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')),
  AI_BASE_URL: optional(httpUrl).default('https://api.openai.com/v1'),
  AI_MODEL: optional(z.string().min(1)).default('gpt-4o'),
  /**
   * Provider origins a user may choose besides AI_BASE_URL, comma separated; `builtin` stands for
   * the built-in list (common/provider-allowlist.ts), which is also the default when unset.
   */
  AI_ALLOWED_BASE_URLS: optional(z.string()),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PROVIDER_KEY: optional(z.string().min(1)),
  MAINTENANCE_CODE: optional(z.string().min(1)),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string()),
  OIDC_ISSUER: optional(httpUrl),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  /** Mailbox linking (docs/decisions/013-mailbox-linking.md). A provider without an id and secret is "not configured". */
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  MICROSOFT_CLIENT_ID: optional(z.string()),
  MICROSOFT_CLIENT_SECRET: optional(z.string()),
  MICROSOFT_TENANT: optional(z.string().regex(/^[\w.-]+$/, 'must be a tenant id or name')).default('common'),
  YAHOO_CLIENT_ID: optional(z.string()),
  YAHOO_CLIENT_SECRET: optional(z.string()),
  // Endpoint overrides (tests point them at a local authorization server); unset means the provider's own.
  GOOGLE_AUTH_URL: optional(httpUrl),
  GOOGLE_TOKEN_URL: optional(httpUrl),
  GOOGLE_REVOKE_URL: optional(httpUrl),
  GOOGLE_USERINFO_URL: optional(httpUrl),
  GMAIL_API_URL: optional(httpUrl).default('https://gmail.googleapis.com'),
  MICROSOFT_AUTH_URL: optional(httpUrl),
  MICROSOFT_TOKEN_URL: optional(httpUrl),
  GRAPH_API_URL: optional(httpUrl).default('https://graph.microsoft.com/v1.0'),
  YAHOO_AUTH_URL: optional(httpUrl),
  YAHOO_TOKEN_URL: optional(httpUrl),
  YAHOO_USERINFO_URL: optional(httpUrl),
  YAHOO_IMAP_HOST: optional(z.string().min(1)).default('imap.mail.yahoo.com'),
  YAHOO_IMAP_PORT: port(993),
  YAHOO_SMTP_HOST: optional(z.string().min(1)).default('smtp.mail.yahoo.com'),
  YAHOO_SMTP_PORT: port(465),
  ICLOUD_IMAP_HOST: optional(z.string().min(1)).default('imap.mail.me.com'),
  ICLOUD_IMAP_PORT: port(993),
  ICLOUD_SMTP_HOST: optional(z.string().min(1)).default('smtp.mail.me.com'),
  ICLOUD_SMTP_PORT: port(587),
  /** 'false' accepts self-signed certificates from IMAP/SMTP servers: for tests against local servers only. */
  MAIL_TLS_REJECT_UNAUTHORIZED: optional(z.enum(['true', 'false']))
    .default('true')
    .transform((v) => v === 'true'),
  /** Version tag of ENCRYPTION_KEY in stored values (v1, v2...): bump it when the key changes. */
  ENCRYPTION_KEY_VERSION: optional(z.string().regex(/^v\d{1,6}$/, 'must look like v1, v2...')).default('v1'),
  /** Retired keys still needed to read older values: comma-separated `v1:<64 hex>` pairs. */
  ENCRYPTION_PREVIOUS_KEYS: optional(z.string()),
  SUPPORT_EMAIL: optional(z.email()).default('support@agentops.example'),
  DOCS_URL: optional(httpUrl).default('https://docs.agentops.example'),
  STATUS_URL: optional(httpUrl).default('https://status.agentops.example'),
  /**
   * Which proxies may set X-Forwarded-For: a hop count, 'true', or comma-separated addresses/CIDRs.
   * Off by default: otherwise any client could pick its own address and escape per-address rate limits.
   */
  TRUST_PROXY: optional(z.string()),
  /** How long start-up waits for PostgreSQL to take connections before giving up (exit 1). */
  DATABASE_STARTUP_TIMEOUT_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(3600).default(60),
  ),
  /** Milliseconds between polls of an idle job queue. */
  JOB_POLL_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(10).max(60_000).default(1000),
  ),
  /** Cloud history's per-user quota in bytes of stored ciphertext (decision 038); tests set a small one. */
  CLOUD_HISTORY_QUOTA_BYTES: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).default(CLOUD_HISTORY_QUOTA_BYTES),
  ),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  /**
   * Online billing through Stripe (docs/decisions/033-billing.md). Set the secret key and the rest
   * becomes required; without it an admin sets plans by hand (the Manual provider).
   */
  STRIPE_SECRET_KEY: optional(z.string().min(1)),
  STRIPE_WEBHOOK_SECRET: optional(z.string().min(1)),
  /** Stripe price ids (price_...) of the monthly Basic and Pro plans. */
  STRIPE_PRICE_BASIC: optional(z.string().min(1)),
  STRIPE_PRICE_PRO: optional(z.string().min(1)),
  /** Another base URL for the Stripe API (tests point it at a local stand-in); unset means Stripe's own. */
  STRIPE_API_URL: optional(httpUrl),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'AI_ALLOWED_BASE_URLS' | 'TRUST_PROXY' | 'ENCRYPTION_PREVIOUS_KEYS'> {
  TRUST_PROXY: boolean | number | string[];
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  ENCRYPTION_KEY: string;
  /** The one provider allowlist: CSP connect-src, the server's provider calls, the key settings. */
  aiProviders: ProviderAllowlist;
  /** true when PUBLIC_URL is https: cookies get the Secure flag. */
  secureCookies: boolean;
  /** Every key that may have sealed a stored value, by version; ENCRYPTION_KEY_VERSION seals new ones. */
  encryptionKeys: Record<string, string>;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

interface GeneratedSecrets {
  SESSION_SECRET: string;
  ENCRYPTION_KEY: string;
}

/**
 * Secrets absent from the environment are generated once and kept in DATA_DIR, so sessions and
 * encrypted tokens survive a restart without any set-up step. SQLite only: one instance owns
 * the file (see requireSharedSecrets).
 */
function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>;
    if (stored.SESSION_SECRET && stored.ENCRYPTION_KEY) return stored as GeneratedSecrets;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: GeneratedSecrets = {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

/**
 * On PostgreSQL several instances may serve one database: a secret generated per instance would
 * make one instance refuse another's cookies and leave mailbox tokens readable by one instance
 * only. So there they must come from the environment, the same on every instance.
 */
function requireSharedSecrets(e: Env): void {
  if (!e.DATABASE_URL) return;
  const missing = (['SESSION_SECRET', 'ENCRYPTION_KEY'] as const).filter((name) => !e[name]);
  if (missing.length === 0) return;
  throw new ConfigError(
    `Invalid configuration:\n  ${missing.join(', ')}: required with DATABASE_URL, the same value on every ` +
      'instance (generate with `openssl rand -hex 32`); only the embedded SQLite database generates them into DATA_DIR',
  );
}

/** With a Stripe key, billing is online: the webhook secret and both prices must be there too. */
function requireStripeSettings(e: Env): void {
  if (!e.STRIPE_SECRET_KEY) return;
  const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_BASIC', 'STRIPE_PRICE_PRO'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length === 0) return;
  throw new ConfigError(
    `Invalid configuration:\n  ${missing.join(', ')}: required with STRIPE_SECRET_KEY (the webhook endpoint's ` +
      'signing secret whsec_..., and the price ids price_... of the Basic and Pro plans)',
  );
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseEncryptionKeys(previous: string | undefined, version: string, current: string): Record<string, string> {
  const keys: Record<string, string> = {};
  const pairs = (previous ?? '').split(',').map((s) => s.trim());
  for (const pair of pairs.filter(Boolean)) {
    const match = /^(v\d{1,6}):([0-9a-fA-F]{64})$/.exec(pair);
    if (!match) throw new ConfigError('Invalid configuration:\n  ENCRYPTION_PREVIOUS_KEYS: expected v1:<64 hex> pairs');
    keys[match[1]!] = match[2]!;
  }
  if (version in keys && keys[version]!.toLowerCase() !== current.toLowerCase()) {
    throw new ConfigError(`Invalid configuration:\n  ENCRYPTION_PREVIOUS_KEYS: ${version} is the current version`);
  }
  return { ...keys, [version]: current };
}

/**
 * AI_BASE_URL's origin, then AI_ALLOWED_BASE_URLS (or the built-in list when unset). Entries are
 * base URLs or origins; `builtin` adds the built-in list, and the CSP-style loopback entries
 * `http://localhost:*` / `http://127.0.0.1:*` let the browser use a model server on the user's computer.
 */
function parseProviderAllowlist(baseUrl: string, value: string | undefined): ProviderAllowlist {
  const entries = (value ?? BUILT_IN_TOKEN)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const origins = new Set([new URL(baseUrl).origin]);
  let loopback = false;
  for (const entry of entries) {
    if (entry.toLowerCase() === BUILT_IN_TOKEN) {
      BUILT_IN_PROVIDER_ORIGINS.forEach((o) => origins.add(o));
      loopback = true;
    } else if ((LOOPBACK_SOURCES as readonly string[]).includes(entry.toLowerCase())) {
      loopback = true;
    } else {
      const origin = providerOrigin(entry);
      if (!origin) {
        throw new ConfigError(
          `Invalid configuration:\n  AI_ALLOWED_BASE_URLS: "${entry}" is not an http(s) URL, ${BUILT_IN_TOKEN} or a loopback entry`,
        );
      }
      origins.add(origin);
    }
  }
  return { origins: [...origins], loopback };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  requireSharedSecrets(e);
  requireStripeSettings(e);
  const needsGenerated = !e.SESSION_SECRET || !e.ENCRYPTION_KEY;
  const generated = needsGenerated ? loadOrCreateSecrets(dataDir) : undefined;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const { ENCRYPTION_PREVIOUS_KEYS: previousKeys, ...rest } = e;
  const encryptionKey = e.ENCRYPTION_KEY ?? generated!.ENCRYPTION_KEY;
  return {
    ...rest,
    TRUST_PROXY: parseTrustProxy(e.TRUST_PROXY),
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: e.SESSION_SECRET ?? generated!.SESSION_SECRET,
    ENCRYPTION_KEY: encryptionKey,
    aiProviders: parseProviderAllowlist(e.AI_BASE_URL, e.AI_ALLOWED_BASE_URLS),
    secureCookies: publicUrl.startsWith('https:'),
    encryptionKeys: parseEncryptionKeys(previousKeys, e.ENCRYPTION_KEY_VERSION, encryptionKey),
  };
}
