/**
 * A browser context signed in to a bench server with a fresh account, registered through the API
 * (the session cookie lands in the context's own cookie jar), so pages show what a signed-in user sees.
 */
import type { Browser, BrowserContext } from '@playwright/test';

export const BENCH_PASSWORD = 'bench-password-123';
/** Well formed (sk-, over 20 characters): the PREMIUM tier and a usable chat. */
export const BENCH_API_KEY = 'sk-bench-0123456789abcdefghij';

export async function signedInContext(
  browser: Browser,
  serverUrl: string,
  options: {
    viewport?: { width: number; height: number };
    /** Runs once the account exists, before any page is opened (e.g. to put it on a plan). */
    onRegistered?: (email: string) => Promise<void>;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: serverUrl,
    viewport: options.viewport ?? { width: 1440, height: 900 },
  });
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await context.request.post('/api/auth/register', {
    data: { firstName: 'Bench', lastName: 'User', email, password: BENCH_PASSWORD, confirmPassword: BENCH_PASSWORD },
  });
  if (res.status() !== 201) {
    await context.close();
    throw new Error(`register ${email}: HTTP ${res.status()} ${await res.text()}`);
  }
  if (options.onRegistered) {
    try {
      await options.onRegistered(email);
    } catch (err) {
      await context.close();
      throw err;
    }
  }
  return context;
}

/** Stores the user's key and points the browser at `baseUrl` for the provider, before any page script runs. */
export async function useProvider(context: BrowserContext, baseUrl: string, apiKey = BENCH_API_KEY): Promise<void> {
  await context.addInitScript(
    ([key, url]) => {
      localStorage.setItem('openai-api-key', key);
      localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl: url }));
    },
    [apiKey, baseUrl] as const,
  );
}
