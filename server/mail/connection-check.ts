import { loadNodemailer } from '../lib/lazy-modules.js';
import type { Config } from '../config.js';
import { invalid } from '../lib/domain-error.js';
import { connectImap, MAIL_CONNECT_TIMEOUT_MS, smtpOptions } from './connection-options.js';
import { PROVIDERS, type MailServer } from './providers.js';

export interface MailboxCredentials {
  provider: 'icloud' | 'yahoo';
  email: string;
  password: string;
}

/**
 * Signs in to the provider's IMAP server, then its SMTP server, with an app password, before the
 * account is saved: a typo is reported now, not at the first automation. Always over TLS: implicit
 * on 993 (IMAP) and 465 (SMTP), STARTTLS required on any other port. Each failure is an `invalid` DomainError whose
 * message says which of the two refused.
 */
export async function checkMailboxLogin(config: Config, creds: MailboxCredentials): Promise<void> {
  const info = PROVIDERS[creds.provider];
  const servers = info.servers!(config);
  const fail = (protocol: 'IMAP' | 'SMTP', server: MailServer, authFailed: boolean) =>
    authFailed
      ? invalid(
          `Could not sign in to ${info.label} mail (${protocol}). Check the address and ${info.appPasswordName}.`,
          `${protocol.toLowerCase()}_login_failed`,
        )
      : invalid(
          `Could not reach ${info.label} mail (${protocol}) at ${server.host}:${server.port}. Please try again later.`,
          `${protocol.toLowerCase()}_unreachable`,
        );

  const imapError = await tryImap(config, servers.imap, creds);
  if (imapError) throw fail('IMAP', servers.imap, imapError === 'auth');
  const smtpError = await trySmtp(config, servers.smtp, creds);
  if (smtpError) throw fail('SMTP', servers.smtp, smtpError === 'auth');
}

type Failure = 'auth' | 'connection' | undefined;

async function tryImap(config: Config, server: MailServer, creds: MailboxCredentials): Promise<Failure> {
  try {
    const auth = { user: creds.email, pass: creds.password };
    const imap = await connectImap(config, server, auth, MAIL_CONNECT_TIMEOUT_MS);
    try {
      await imap.logout();
    } finally {
      imap.close();
    }
    return undefined;
  } catch (err) {
    return (err as { authenticationFailed?: boolean }).authenticationFailed ? 'auth' : 'connection';
  }
}

async function trySmtp(config: Config, server: MailServer, creds: MailboxCredentials): Promise<Failure> {
  const nodemailer = await loadNodemailer();
  const transport = nodemailer.createTransport({
    ...smtpOptions(config, server, MAIL_CONNECT_TIMEOUT_MS),
    auth: { user: creds.email, pass: creds.password },
  });
  try {
    await transport.verify();
    return undefined;
  } catch (err) {
    return (err as { code?: string }).code === 'EAUTH' ? 'auth' : 'connection';
  } finally {
    transport.close();
  }
}
