import type { Config } from '../../config.js';
import { SendError } from '../compose-mime.js';
import type { MailAccount, MailCredentials } from '../mail-account.js';
import { PROVIDERS } from '../providers.js';

/** What the senders need: the settings (API addresses) and the accounts' secrets. */
export interface SenderDeps {
  config: Config;
  credentials: MailCredentials;
}

/** A provider request is answered or abandoned within this time (a lookup after it can be trusted). */
export const REQUEST_TIMEOUT_MS = 30_000;
const TIMEOUT_MS = REQUEST_TIMEOUT_MS;
/** Errors that mean the request never reached the provider: safe to send again. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

const label = (account: MailAccount) => PROVIDERS[account.provider].label;

/**
 * Calls a provider API with the account's access token; a 401 refreshes the token once and tries
 * again. A network failure is a SendError: 'retry' when the request cannot have arrived, else
 * `ambiguous` (for a send: 'uncertain', the provider may have accepted it). `beforeSend` runs (and
 * is awaited) once the token is at hand, right before the request goes out: a send records there
 * that it may have reached the provider; if it throws, nothing is sent.
 */
export async function fetchWithToken(
  deps: SenderDeps,
  account: MailAccount,
  url: string,
  init: { method: string; body?: string },
  ambiguous: 'uncertain' | 'retry',
  beforeSend?: () => Promise<void>,
): Promise<Response> {
  const call = async (accessToken: string) => {
    try {
      return await fetch(url, {
        ...init,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      const reached = !(code && NEVER_CONNECTED.has(code));
      throw new SendError(
        reached ? ambiguous : 'retry',
        reached
          ? `The connection to ${label(account)} broke before it answered.`
          : `Could not reach ${label(account)}. Will try again.`,
      );
    }
  };
  const accessToken = await deps.credentials.accessToken(account);
  await beforeSend?.();
  const first = await call(accessToken);
  if (first.status !== 401) return first;
  await first.body?.cancel();
  const second = await call(await deps.credentials.refreshedToken(account));
  if (second.status === 401) {
    await second.body?.cancel();
    throw new SendError('permanent', `${label(account)} refused access. Reconnect the account and try again.`);
  }
  return second;
}

/** A non-2xx answer as a SendError: 429 and 5xx are worth a retry, the rest are not. */
export async function providerRefusal(account: MailAccount, res: Response): Promise<SendError> {
  let detail = '';
  try {
    const body = (await res.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') detail = `: ${body.error.message.slice(0, 300)}`;
  } catch {
    // not JSON: the status says enough
  }
  const retry = res.status === 429 || res.status >= 500;
  return new SendError(
    retry ? 'retry' : 'permanent',
    `${label(account)} refused the message (HTTP ${res.status})${detail}`,
  );
}
