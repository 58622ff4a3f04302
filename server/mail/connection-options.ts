import type { ImapFlow, ImapFlowOptions } from 'imapflow';
import type { Config } from '../config.js';
import { loadImapFlow } from '../lib/lazy-modules.js';
import type { MailServer } from './providers.js';
import type { SmtpSessionOptions } from './senders/smtp-pool.js';

/**
 * How we reach a provider's IMAP and SMTP servers, in one place for the reader, the sender and the
 * sign-in check: always over TLS, implicit on 993 (IMAP) and 465 (SMTP), STARTTLS required on any
 * other port, with the certificate check the config asks for.
 */
export type MailAuth = { user: string; pass: string } | { user: string; accessToken: string };

/** How long to wait for the connection and the server's greeting. */
export const MAIL_CONNECT_TIMEOUT_MS = 15_000;

const tls = (config: Config) => ({ rejectUnauthorized: config.MAIL_TLS_REJECT_UNAUTHORIZED });

/** Signs in to `server` over IMAP; a connection that fails is closed before the error is passed on. */
export async function connectImap(
  config: Config,
  server: MailServer,
  auth: MailAuth,
  socketTimeoutMs: number,
): Promise<ImapFlow> {
  const secure = server.port === 993;
  const options: ImapFlowOptions & { doSTARTTLS?: boolean } = {
    host: server.host,
    port: server.port,
    secure,
    // imapflow honours doSTARTTLS but leaves it out of its option type.
    ...(secure ? {} : { doSTARTTLS: true }),
    auth,
    tls: tls(config),
    logger: false,
    connectionTimeout: MAIL_CONNECT_TIMEOUT_MS,
    greetingTimeout: MAIL_CONNECT_TIMEOUT_MS,
    socketTimeout: socketTimeoutMs,
  };
  const ImapFlowClass = await loadImapFlow();
  const imap = new ImapFlowClass(options);
  // A failed connection emits 'error' as well as rejecting; without a listener it would crash.
  imap.on('error', () => {});
  try {
    await imap.connect();
    return imap;
  } catch (err) {
    imap.close();
    throw err;
  }
}

/** The SMTP connection to `server`, without the sign-in. */
export function smtpOptions(config: Config, server: MailServer, socketTimeoutMs: number): SmtpSessionOptions {
  const secure = server.port === 465;
  return {
    host: server.host,
    port: server.port,
    secure,
    requireTLS: !secure,
    tls: tls(config),
    connectionTimeout: MAIL_CONNECT_TIMEOUT_MS,
    greetingTimeout: MAIL_CONNECT_TIMEOUT_MS,
    socketTimeout: socketTimeoutMs,
  };
}
