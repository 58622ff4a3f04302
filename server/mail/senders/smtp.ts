import type { Config } from '../../config.js';
import type { MailAccount } from '../mail-account.js';
import { SendError } from '../compose-mime.js';
import { connectImap, smtpOptions, type MailAuth } from '../connection-options.js';
import { PROVIDERS } from '../providers.js';
import { SmtpSendError, SmtpSessionPool, type SendHooks } from './smtp-pool.js';

/**
 * Yahoo and iCloud over SMTP, with the app password or (Yahoo with OAuth) XOAUTH2, and the copy
 * appended to the Sent folder over IMAP, which their SMTP servers do not do themselves. One pooled
 * transport per account and credential, so a queue of messages reuses a few connections.
 */
export type SmtpCredentials = MailAuth;

const SOCKET_TIMEOUT_MS = 60_000;
const IDLE_CLOSE_MS = 60_000;
/** Sessions per account and credential: as many as nodemailer's pooled transport opens by default. */
const SESSIONS_PER_ACCOUNT = 5;

const serversOf = (config: Config, account: MailAccount) => PROVIDERS[account.provider].servers!(config);

interface Pooled {
  creds: SmtpCredentials;
  pool: SmtpSessionPool;
  idle: NodeJS.Timeout;
}

export class SmtpPools {
  private readonly pools = new Map<string, Pooled>();
  constructor(private readonly config: Config) {}

  /** The account's pool of sessions; a new credential replaces the old pool. */
  get(account: MailAccount, creds: SmtpCredentials): SmtpSessionPool {
    const existing = this.pools.get(account.id);
    if (existing && sameCredentials(existing.creds, creds)) {
      existing.idle.refresh();
      return existing.pool;
    }
    if (existing) this.drop(account.id);
    const pool = new SmtpSessionPool(
      smtpOptions(this.config, serversOf(this.config, account).smtp, SOCKET_TIMEOUT_MS),
      creds,
      SESSIONS_PER_ACCOUNT,
      IDLE_CLOSE_MS,
    );
    const idle = setTimeout(() => this.drop(account.id), IDLE_CLOSE_MS).unref();
    this.pools.set(account.id, { creds, pool, idle });
    return pool;
  }

  drop(accountId: string): void {
    const pooled = this.pools.get(accountId);
    if (!pooled) return;
    clearTimeout(pooled.idle);
    pooled.pool.close();
    this.pools.delete(accountId);
  }

  async closeAll(): Promise<void> {
    for (const id of [...this.pools.keys()]) this.drop(id);
  }
}

/** Compared as they are, field by field: cheaper per message than hashing them, and nothing kept. */
function sameCredentials(a: SmtpCredentials, b: SmtpCredentials): boolean {
  if (a.user !== b.user) return false;
  if ('pass' in a) return 'pass' in b && a.pass === b.pass;
  return 'accessToken' in b && a.accessToken === b.accessToken;
}

/**
 * Sends `raw` as is, telling `hooks` how far it got. An error with an SMTP reply is a definite
 * refusal (4xx: retry, 5xx: permanent); without one, what decides is whether the whole message had
 * been handed to the connection: if so, the server may have accepted it (uncertain), if not, it
 * cannot have (retry). An error a hook threw is passed on as it is.
 */
export async function sendViaSmtp(
  pool: SmtpSessionPool,
  account: MailAccount,
  to: string[],
  raw: Buffer,
  hooks: SendHooks = {},
): Promise<{ providerMessageId: string | null; rejected: string[] }> {
  try {
    const sent = await pool.send({ from: account.email, to }, raw, hooks);
    return { providerMessageId: sent.response.slice(0, 200) || null, rejected: sent.rejected };
  } catch (err) {
    if (err instanceof SendError) throw err; // from a hook
    if (err instanceof SmtpSendError) throw smtpFailure(account, err.cause, err.handedOver);
    throw smtpFailure(account, err, false); // could not connect or sign in
  }
}

export function smtpFailure(account: MailAccount, err: unknown, handedOver: boolean): SendError {
  const label = PROVIDERS[account.provider].label;
  const e = err as { code?: string; responseCode?: number; response?: string };
  if (e.code === 'EAUTH') {
    return new SendError('permanent', `Could not sign in to ${label} mail (SMTP). Reconnect the account.`, true);
  }
  if (e.responseCode) {
    const reply = (e.response ?? '').slice(0, 300);
    return new SendError(e.responseCode >= 500 ? 'permanent' : 'retry', `${label} refused the message: ${reply}`);
  }
  if (handedOver)
    return new SendError('uncertain', `The connection to ${label} broke before it confirmed the message.`);
  return new SendError('retry', `Could not reach ${label} mail (SMTP). Will try again.`);
}

/**
 * Files `raw` in the account's Sent folder (special-use \Sent, else a folder named Sent, created if
 * missing) unless a message with this Message-ID is already there.
 */
export async function appendToSent(
  config: Config,
  account: MailAccount,
  creds: SmtpCredentials,
  raw: Buffer,
  messageId: string,
): Promise<'appended' | 'present'> {
  const imap = await connectImap(config, serversOf(config, account).imap, creds, SOCKET_TIMEOUT_MS);
  try {
    const boxes = await imap.list();
    let sent = boxes.find((b) => b.specialUse === '\\Sent')?.path;
    if (!sent) {
      sent = 'Sent';
      await imap.mailboxCreate(sent).catch(() => undefined);
    }
    const lock = await imap.getMailboxLock(sent);
    try {
      const found = await imap.search({ header: { 'message-id': messageId } }, { uid: true });
      if (found && found.length > 0) return 'present';
      await imap.append(sent, raw, ['\\Seen']);
      return 'appended';
    } finally {
      lock.release();
    }
  } finally {
    await imap.logout().catch(() => imap.close());
  }
}
