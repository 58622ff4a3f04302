import { SendError } from '../compose-mime.js';
import type { MailAccount } from '../mail-account.js';
import { PROVIDERS } from '../providers.js';
import { REQUEST_TIMEOUT_MS } from '../senders/oauth-fetch.js';
import { ReadError, type ReaderDeps } from './reader-types.js';

const label = (account: MailAccount) => PROVIDERS[account.provider].label;

/** A secret that could not be had (the credentials speak in SendErrors) as a ReadError of the same kind. */
export async function asReadError<T>(get: () => Promise<T>): Promise<T> {
  try {
    return await get();
  } catch (err) {
    if (err instanceof SendError) throw new ReadError(err.failure === 'permanent' ? 'permanent' : 'retry', err.message);
    throw err;
  }
}

/**
 * GETs a provider API with the account's access token; a 401 refreshes the token once and tries
 * again. Reads change nothing, so every failure to get an answer may simply be tried later.
 * The caller decides what a non-2xx answer means (a 404 of Gmail's history is not an error).
 */
export async function apiGet(
  deps: ReaderDeps,
  account: MailAccount,
  url: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const call = async (accessToken: string) => {
    try {
      return await fetch(url, {
        headers: { ...headers, authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new ReadError('retry', `Could not reach ${label(account)} to read new mail. Will try again.`);
    }
  };
  const first = await call(await asReadError(() => deps.credentials.accessToken(account)));
  if (first.status !== 401) return first;
  await first.body?.cancel();
  const second = await call(await asReadError(() => deps.credentials.refreshedToken(account)));
  if (second.status === 401) {
    await second.body?.cancel();
    throw new ReadError('permanent', `${label(account)} refused access. Reconnect the account and try again.`);
  }
  return second;
}

/** The JSON of a 2xx answer; anything else as a ReadError. */
export async function jsonOf<T>(account: MailAccount, res: Response): Promise<T> {
  if (!res.ok) throw await readRefusal(account, res);
  try {
    return (await res.json()) as T;
  } catch {
    throw new ReadError('retry', `${label(account)} sent an answer that could not be read. Will try again.`);
  }
}

/** Rate limits say so in different ways: Gmail answers 403 with a rate-limit reason, Graph 429. */
const RATE_LIMITED = /rateLimitExceeded|userRateLimitExceeded|quotaExceeded|ApplicationThrottled/i;

/** A non-2xx answer as a ReadError: 429, 5xx and rate limits are worth a retry, the rest are not. */
export async function readRefusal(account: MailAccount, res: Response): Promise<ReadError> {
  let detail = '';
  let raw = '';
  try {
    raw = await res.text();
    const body = JSON.parse(raw) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') detail = `: ${body.error.message.slice(0, 300)}`;
  } catch {
    // not JSON: the status says enough
  }
  const retry = res.status === 429 || res.status >= 500 || (res.status === 403 && RATE_LIMITED.test(raw));
  return new ReadError(
    retry ? 'retry' : 'permanent',
    `${label(account)} refused to list new mail (HTTP ${res.status})${detail}`,
  );
}
