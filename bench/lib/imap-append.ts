/**
 * New mail for the trigger benchmark: messages appended to a mailbox's INBOX over IMAP (APPEND on
 * one connection), as a delivery would leave them. Each message is plain text with its own
 * Message-ID; `subjectOf` and `fromOf` decide which automations it should match.
 */
import { ImapFlow } from 'imapflow';

export interface AppendTarget {
  host: string;
  port: number;
  user: string;
  password: string;
}

export interface BenchMessage {
  from: string;
  subject: string;
  body: string;
}

function raw(m: BenchMessage, to: string, n: number): string {
  return [
    `From: ${m.from}`,
    `To: ${to}`,
    `Subject: ${m.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <bench-${n}-${Date.now().toString(36)}@sender.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    m.body,
    '',
  ].join('\r\n');
}

export async function appendMessages(target: AppendTarget, count: number, message: (n: number) => BenchMessage) {
  const client = new ImapFlow({
    host: target.host,
    port: target.port,
    secure: false, // dovecot here insists on STARTTLS, which ImapFlow does when offered
    auth: { user: target.user, pass: target.password },
    tls: { rejectUnauthorized: false },
    logger: false,
  });
  await client.connect();
  try {
    for (let n = 0; n < count; n++) {
      await client.append('INBOX', raw(message(n), target.user, n));
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}
