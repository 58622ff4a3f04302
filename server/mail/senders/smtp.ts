import { Readable } from 'node:stream';
import type { ImapFlowOptions } from 'imapflow';
import type { Transporter } from 'nodemailer';
import { loadImapFlow, loadNodemailer } from '../../lib/lazy-modules.js';
import type { Config } from '../../config.js';
import type { EmailAccountRow } from '../../services/email-accounts.js';
import { SendError } from '../compose-mime.js';
import { PROVIDERS, type MailServer } from '../providers.js';

/**
 * Yahoo and iCloud over SMTP, with the app password or (Yahoo with OAuth) XOAUTH2, and the copy
 * appended to the Sent folder over IMAP, which their SMTP servers do not do themselves. One pooled
 * transport per account and credential version, so a queue of messages reuses a few connections.
 */
export type SmtpCredentials = { user: string; pass: string } | { user: string; accessToken: string };

const TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 60_000;
const IDLE_CLOSE_MS = 60_000;

const tlsOptions = (config: Config) => ({ rejectUnauthorized: config.MAIL_TLS_REJECT_UNAUTHORIZED });
const serversOf = (config: Config, account: EmailAccountRow) => PROVIDERS[account.provider].servers!(config);

interface Pooled {
  version: string;
  transport: Transporter;
  idle: NodeJS.Timeout;
}

export class SmtpPools {
  private readonly pools = new Map<string, Pooled>();
  constructor(private readonly config: Config) {}

  /** The account's pooled transport; a new credential (`version`) replaces the old pool. */
  async get(account: EmailAccountRow, creds: SmtpCredentials, version: string): Promise<Transporter> {
    // Load first; from here on there is no await, so parallel sends share one pool per account.
    const nodemailer = await loadNodemailer();
    const existing = this.pools.get(account.id);
    if (existing?.version === version) {
      existing.idle.refresh();
      return existing.transport;
    }
    if (existing) this.drop(account.id);
    const server: MailServer = serversOf(this.config, account).smtp;
    const secure = server.port === 465;
    const transport = nodemailer.createTransport({
      pool: true,
      maxConnections: 3,
      host: server.host,
      port: server.port,
      secure,
      requireTLS: !secure,
      auth: 'pass' in creds ? creds : { type: 'OAuth2', user: creds.user, accessToken: creds.accessToken },
      tls: tlsOptions(this.config),
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
    const idle = setTimeout(() => this.drop(account.id), IDLE_CLOSE_MS).unref();
    this.pools.set(account.id, { version, transport, idle });
    return transport;
  }

  drop(accountId: string): void {
    const pooled = this.pools.get(accountId);
    if (!pooled) return;
    clearTimeout(pooled.idle);
    pooled.transport.close();
    this.pools.delete(accountId);
  }

  async closeAll(): Promise<void> {
    for (const id of [...this.pools.keys()]) this.drop(id);
  }
}

/**
 * Sends `raw` as is. An error with an SMTP reply is a definite refusal (4xx: retry, 5xx: permanent);
 * without one, what decides is whether the whole message had been handed to the connection: if so,
 * the server may have accepted it (uncertain), if not, it cannot have (retry).
 */
export async function sendViaSmtp(
  transport: Transporter,
  account: EmailAccountRow,
  to: string[],
  raw: Buffer,
): Promise<{ providerMessageId: string | null; rejected: string[] }> {
  let handedOver = false;
  const stream = Readable.from([raw]).on('end', () => (handedOver = true));
  try {
    const info = (await transport.sendMail({ envelope: { from: account.email, to }, raw: stream })) as {
      response?: string;
      rejected?: (string | { address: string })[];
    };
    const rejected = (info.rejected ?? []).map((r) => (typeof r === 'string' ? r : r.address));
    return { providerMessageId: info.response?.slice(0, 200) ?? null, rejected };
  } catch (err) {
    throw smtpFailure(account, err, handedOver);
  }
}

export function smtpFailure(account: EmailAccountRow, err: unknown, handedOver: boolean): SendError {
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
  account: EmailAccountRow,
  creds: SmtpCredentials,
  raw: Buffer,
  messageId: string,
): Promise<'appended' | 'present'> {
  const server = serversOf(config, account).imap;
  const secure = server.port === 993;
  const options: ImapFlowOptions & { doSTARTTLS?: boolean } = {
    host: server.host,
    port: server.port,
    secure,
    ...(secure ? {} : { doSTARTTLS: true }),
    auth: creds,
    tls: tlsOptions(config),
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
  const ImapFlow = await loadImapFlow();
  const imap = new ImapFlow(options);
  imap.on('error', () => {});
  try {
    await imap.connect();
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
