import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow, type ImapFlowOptions } from 'imapflow';
import type { TestDovecot } from './dovecot.js';

/** Mail arriving in test mailboxes: RFC 5322 text, and delivery into a dovecot INBOX by IMAP APPEND. */

export interface MailSpec {
  from?: string;
  to?: string;
  subject?: string;
  text?: string;
  messageId?: string;
  /** Epoch ms for the Date header. */
  date?: number;
  references?: string;
  inReplyTo?: string;
  /** Further headers as written, e.g. { 'Auto-Submitted': 'auto-replied', 'List-Id': '<x.example>' }. */
  headers?: Record<string, string>;
  /** Appended as a base64 attachment of this many bytes (a big message). */
  attachmentBytes?: number;
}

let n = 0;

/** A message as a mail server would store it (CRLF line ends). */
export function rfc822(spec: MailSpec = {}): string {
  const id = spec.messageId ?? `<m${++n}.${process.pid}@sender.example>`;
  const lines = [
    `From: ${spec.from ?? 'Bob Sender <bob@sender.example>'}`,
    `To: ${spec.to ?? 'me@mail.example'}`,
    `Subject: ${spec.subject ?? 'Hello'}`,
    `Date: ${new Date(spec.date ?? Date.now()).toUTCString()}`,
    `Message-ID: ${id}`,
    ...(spec.inReplyTo ? [`In-Reply-To: ${spec.inReplyTo}`] : []),
    ...(spec.references ? [`References: ${spec.references}`] : []),
    ...Object.entries(spec.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    'MIME-Version: 1.0',
  ];
  const text = spec.text ?? 'Hi there';
  if (!spec.attachmentBytes) {
    lines.push('Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', text, '');
    return lines.join('\r\n');
  }
  const data = Buffer.alloc(spec.attachmentBytes, 7).toString('base64').replace(/.{76}/g, '$&\r\n');
  lines.push(
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '--b1',
    'Content-Type: application/octet-stream; name="big.bin"',
    'Content-Disposition: attachment; filename="big.bin"',
    'Content-Transfer-Encoding: base64',
    '',
    data,
    '--b1--',
    '',
  );
  return lines.join('\r\n');
}

const imapOptions = (server: TestDovecot, user: string): ImapFlowOptions & { doSTARTTLS: boolean } => ({
  host: server.host,
  port: server.port,
  secure: false,
  doSTARTTLS: true,
  auth: { user, pass: server.password },
  tls: { rejectUnauthorized: false },
  logger: false,
});

/** Signs in to the test dovecot as `user` and runs `work` (the connection is closed after). */
export async function withImap<T>(server: TestDovecot, user: string, work: (imap: ImapFlow) => Promise<T>): Promise<T> {
  const imap = new ImapFlow(imapOptions(server, user));
  imap.on('error', () => {});
  await imap.connect();
  try {
    return await work(imap);
  } finally {
    await imap.logout().catch(() => imap.close());
  }
}

/** New mail in `user`'s INBOX by IMAP APPEND; returns the UIDs given to the messages. */
export function appendToInbox(server: TestDovecot, user: string, ...raws: string[]): Promise<number[]> {
  return withImap(server, user, async (imap) => {
    const uids: number[] = [];
    for (const raw of raws) {
      const res = await imap.append('INBOX', raw);
      if (res && res.uid) uids.push(res.uid);
    }
    return uids;
  });
}

/**
 * Gives `user`'s INBOX a new UIDVALIDITY, as a server does when it rebuilds a mailbox (doveadm on
 * the test server's own configuration, found by its port).
 */
export async function changeUidValidity(server: TestDovecot, user: string, uidValidity: number): Promise<void> {
  const conf = readdirSync(tmpdir())
    .filter((name) => name.startsWith('dovecot-'))
    .map((name) => join(tmpdir(), name, 'dovecot.conf'))
    .find((path) => existsSync(path) && readFileSync(path, 'utf8').includes(`port = ${server.port}\n`));
  if (!conf) throw new Error(`no dovecot configuration for port ${server.port}`);
  const args = ['-c', conf, 'mailbox', 'update', '-u', user, '--uid-validity', String(uidValidity), 'INBOX'];
  await promisify(execFile)('doveadm', args);
}
