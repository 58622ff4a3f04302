import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';

export interface SunkMail {
  /** The user the session signed in as. */
  user: string;
  envelopeTo: string[];
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  date: Date | undefined;
  raw: Buffer;
  /** Date.now() when the data arrived in full. */
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  /** Every message whose data arrived in full (recorded before the server answers). */
  messages: SunkMail[];
  logins: { user: string; method: string; ok: boolean }[];
  /** Resolves when `count` messages have arrived. */
  waitForMessages(count: number, timeoutMs?: number): Promise<SunkMail[]>;
  /** While set, the answer to the end of DATA waits for this promise (a send left in flight). */
  hold: { until?: Promise<void> };
  /** While set, the answer to RCPT TO waits for this promise (a send stopped before its data); `seen` counts them. */
  holdEnvelope: { until?: Promise<void>; seen: number };
  /** Answer the next n messages with this SMTP error instead of accepting them. */
  reject: { count: number; code: number; message: string };
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** PEM key and certificate: STARTTLS offered and required before sign-in. */
  tls?: { key: string; cert: string };
  /** Password every user signs in with (PLAIN/LOGIN). */
  password?: string;
  /** XOAUTH2 access tokens accepted. */
  accessTokens?: Set<string>;
  /** Skip parsing (the bench only counts). */
  parse?: boolean;
}

/**
 * A real SMTP submission server on 127.0.0.1 for the outbox tests and bench: password and XOAUTH2
 * sign-in, optional STARTTLS, every message captured, and hooks to hold or refuse the answer to DATA.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const logins: SmtpSink['logins'] = [];
  const hold: SmtpSink['hold'] = {};
  const holdEnvelope: SmtpSink['holdEnvelope'] = { seen: 0 };
  const reject: SmtpSink['reject'] = { count: 0, code: 451, message: 'Try again later' };
  const methods = [...(options.password ? ['PLAIN', 'LOGIN'] : []), ...(options.accessTokens ? ['XOAUTH2'] : [])];
  const server = new SMTPServer({
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : { disabledCommands: ['STARTTLS'] }),
    authMethods: methods,
    authOptional: methods.length === 0,
    allowInsecureAuth: !options.tls,
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      const ok =
        auth.method === 'XOAUTH2'
          ? Boolean(auth.accessToken && options.accessTokens?.has(auth.accessToken))
          : auth.password === options.password;
      logins.push({ user: auth.username ?? '', method: auth.method, ok });
      if (ok) return callback(null, { user: auth.username });
      if (auth.method === 'XOAUTH2') return callback(null, { data: { status: '401', schemes: 'bearer' } });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (!holdEnvelope.until) return callback();
      holdEnvelope.seen++;
      void holdEnvelope.until.then(() => callback());
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const receivedAt = Date.now();
        void (async () => {
          if (reject.count > 0) {
            reject.count--;
            const err = Object.assign(new Error(reject.message), { responseCode: reject.code });
            return callback(err);
          }
          const parsed = options.parse === false ? undefined : await simpleParser(raw);
          messages.push({
            user: String(session.user ?? ''),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            messageId: parsed?.messageId ?? '',
            from: parsed?.from?.text ?? '',
            to: parsed
              ? [parsed.to ?? []]
                  .flat()
                  .map((a) => a.text)
                  .join(', ')
              : '',
            subject: parsed?.subject ?? '',
            text: parsed?.text ?? '',
            date: parsed?.date,
            raw,
            receivedAt,
          });
          if (hold.until) await hold.until;
          callback();
        })().catch((err: Error) => callback(err));
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    logins,
    hold,
    holdEnvelope,
    reject,
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`${messages.length} of ${count} messages within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
