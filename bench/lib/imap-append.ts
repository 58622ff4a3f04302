/**
 * New mail for the trigger benchmark: messages appended to a mailbox's INBOX over IMAP (APPEND on
 * a few connections at once), as a delivery would leave them. Each message is plain text with its own
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
  /** More header lines, e.g. List-Id for list mail the loop guards must skip. */
  headers?: Record<string, string>;
}

function raw(m: BenchMessage, to: string, n: number): string {
  return [
    `From: ${m.from}`,
    `To: ${to}`,
    `Subject: ${m.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <bench-${n}-${Date.now().toString(36)}@sender.example>`,
    ...Object.entries(m.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    m.body,
    '',
  ].join('\r\n');
}

async function appendRange(target: AppendTarget, numbers: number[], message: (n: number) => BenchMessage) {
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
    for (const n of numbers) await client.append('INBOX', raw(message(n), target.user, n));
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** `count` messages over `connections` IMAP connections at once (each APPEND waits for its answer). */
export async function appendMessages(
  target: AppendTarget,
  count: number,
  message: (n: number) => BenchMessage,
  connections = 4,
): Promise<void> {
  const shares = Array.from({ length: connections }, (_, c) =>
    Array.from({ length: count }, (_, n) => n).filter((n) => n % connections === c),
  );
  await Promise.all(shares.map((numbers) => appendRange(target, numbers, message)));
}
