/**
 * Which AI providers the browser and the server may talk to. One list, read by the server's
 * Content-Security-Policy (connect-src), by the server's own provider calls and by the key
 * settings, so that a base URL the settings accept is one the browser may reach. Free of zod so the
 * browser can import it cheaply.
 */

/**
 * Well-known OpenAI-compatible providers, allowed when the operator sets no AI_ALLOWED_BASE_URLS.
 * Origins only: each provider puts its API under its own path (api.groq.com/openai/v1,
 * openrouter.ai/api/v1...), and the path carries no authority of its own.
 */
export const BUILT_IN_PROVIDER_ORIGINS = [
  'https://api.openai.com',
  'https://api.groq.com',
  'https://api.mistral.ai',
  'https://api.deepseek.com',
  'https://api.together.xyz',
  'https://api.fireworks.ai',
  'https://openrouter.ai',
  'https://generativelanguage.googleapis.com',
] as const;

/** Model servers on the user's own computer (Ollama, LM Studio, llama.cpp...), any port; CSP syntax. */
export const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/** AI_ALLOWED_BASE_URLS entry that stands for BUILT_IN_PROVIDER_ORIGINS plus LOOPBACK_SOURCES. */
export const BUILT_IN_TOKEN = 'builtin';

export interface ProviderAllowlist {
  /** Exact origins (scheme://host[:port], lower case, default port left out), AI_BASE_URL's first. */
  origins: string[];
  /**
   * Whether the browser may use a model server on the user's computer (LOOPBACK_SOURCES). Browser
   * only: for the server, loopback is its own machine, so it calls a loopback origin only when the
   * operator listed that exact origin.
   */
  loopback: boolean;
}

export const PROVIDER_NOT_ALLOWED_MESSAGE =
  'This provider address is not allowed on this server. Choose one of the allowed providers, or ask the administrator to add it.';

/**
 * The origin of a usable provider base URL, or null: http(s) only, no credentials, query or
 * fragment (a base URL has nothing to say in them, and credentials in a URL end up in logs).
 */
export function providerOrigin(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.username || u.password || u.search || u.hash) return null;
  return u.origin;
}

const isLoopbackOrigin = (origin: string) => /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);

/**
 * Whether a base URL may be used: by the browser (the configured origins and, when allowed, any
 * loopback port) or by the server (the configured origins only).
 */
export function isAllowedProviderUrl(url: string, allowlist: ProviderAllowlist, side: 'browser' | 'server'): boolean {
  const origin = providerOrigin(url);
  if (!origin) return false;
  if (allowlist.origins.includes(origin)) return true;
  return side === 'browser' && allowlist.loopback && isLoopbackOrigin(origin);
}

/** The CSP connect-src sources for the providers: exactly what isAllowedProviderUrl admits in the browser. */
export function providerConnectSources(allowlist: ProviderAllowlist): string[] {
  return [...allowlist.origins, ...(allowlist.loopback ? LOOPBACK_SOURCES : [])];
}
