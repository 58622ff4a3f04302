import { Readable } from 'node:stream';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import type XOAuth2 from 'nodemailer/lib/xoauth2';

/**
 * A few signed-in SMTP sessions per account, reused from message to message, over nodemailer's
 * SMTPConnection. Not nodemailer's own pooled transport: that one reads the message before the
 * server said DATA, so it cannot tell when the data is about to leave, and that is the moment the
 * outbox must record (decision 020): `beforeData` runs (and is awaited) after the server accepted
 * the envelope and answered DATA, before the first byte of the message is written.
 */
export interface SmtpSessionOptions {
  host: string;
  port: number;
  secure: boolean;
  requireTLS: boolean;
  tls: { rejectUnauthorized: boolean };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

export type SmtpAuth = { user: string; pass: string } | { user: string; accessToken: string };

export interface SendHooks {
  /** The envelope was accepted; the data goes out when this resolves (not at all if it throws). */
  beforeData?(): Promise<void>;
}

export interface SmtpSent {
  response: string;
  rejected: string[];
}

/** A send that failed at the server or connection, with whether the whole message had been handed over. */
export class SmtpSendError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly handedOver: boolean,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

interface Session {
  conn: SMTPConnection;
  alive: boolean;
  dropped: boolean;
  idle?: NodeJS.Timeout;
}

type Modules = [typeof SMTPConnection, typeof XOAuth2];
let modules: Promise<Modules> | undefined;
// Loaded on the first send, not at start (decision 006).
const load = () =>
  (modules ??= Promise.all([
    import('nodemailer/lib/smtp-connection').then((m) => m.default),
    import('nodemailer/lib/xoauth2').then((m) => m.default),
  ]));

const TRANSIENT = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNRESET']);

export class SmtpSessionPool {
  private readonly idle: Session[] = [];
  private readonly waiting: (() => void)[] = [];
  private open = 0;
  private closed = false;

  constructor(
    private readonly options: SmtpSessionOptions,
    private readonly auth: SmtpAuth,
    private readonly max = 3,
    private readonly idleMs = 60_000,
  ) {}

  /**
   * Sends `raw` to `to`. A reused session that the server closed while idle fails before a byte of
   * the message went out: the message then goes over a new session.
   */
  async send(envelope: { from: string; to: string[] }, raw: Buffer, hooks: SendHooks = {}): Promise<SmtpSent> {
    for (let tries = 0; ; tries++) {
      const { session, reused } = await this.acquire();
      let started = false;
      let handedOver = false;
      let hookFailed: unknown;
      const hook = async (run?: () => Promise<void>) => {
        try {
          await run?.();
        } catch (err) {
          hookFailed = err;
          throw err;
        }
      };
      try {
        const message = new Readable({
          read() {
            if (started) return;
            started = true;
            hook(hooks.beforeData).then(
              () => {
                this.push(raw);
                this.push(null);
              },
              (err: unknown) => this.destroy(err instanceof Error ? err : new Error(String(err))),
            );
          },
        });
        message.on('end', () => (handedOver = true));
        const info = await new Promise<SMTPConnection.SentMessageInfo>((resolve, reject) =>
          session.conn.send(envelope, message, (err, result) => (err ? reject(err) : resolve(result!))),
        );
        this.release(session, true);
        const rejected = (info.rejected ?? []).map((r) => (typeof r === 'string' ? r : String(r)));
        return { response: info.response ?? '', rejected };
      } catch (err) {
        // A session that failed mid-transaction is not reused.
        this.release(session, false);
        if (hookFailed) throw hookFailed;
        const code = (err as { code?: string; responseCode?: number }).code ?? '';
        const silent = !(err as { responseCode?: number }).responseCode;
        if (reused && !started && silent && TRANSIENT.has(code) && tries < this.max) continue;
        throw new SmtpSendError(err, handedOver);
      }
    }
  }

  close(): void {
    this.closed = true;
    for (const s of [...this.idle]) this.drop(s);
  }

  private async acquire(): Promise<{ session: Session; reused: boolean }> {
    for (;;) {
      if (this.closed) throw Object.assign(new Error('The SMTP pool was closed'), { code: 'ECONNECTION' });
      const idle = this.idle.pop();
      if (idle) {
        clearTimeout(idle.idle);
        if (idle.alive) return { session: idle, reused: true };
        this.drop(idle);
        continue;
      }
      if (this.open < this.max) {
        this.open++;
        const session: Session = { conn: undefined!, alive: true, dropped: false };
        try {
          await this.connect(session);
          return { session, reused: false };
        } catch (err) {
          this.drop(session);
          throw err;
        }
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private async connect(session: Session): Promise<void> {
    const [Connection, XOAuth2] = await load();
    const conn = new Connection({ ...this.options, logger: false });
    session.conn = conn;
    await new Promise<void>((resolve, reject) => {
      conn.on('error', (err: Error) => {
        session.alive = false;
        reject(err); // no effect once connected: a send's own callback reports its errors
      });
      conn.once('end', () => {
        session.alive = false;
        reject(Object.assign(new Error('The SMTP server closed the connection'), { code: 'ECONNECTION' }));
        if (this.idle.includes(session)) this.drop(session);
      });
      conn.connect((err) => (err ? reject(err) : resolve()));
    });
    const auth =
      'pass' in this.auth
        ? { user: this.auth.user, pass: this.auth.pass }
        : {
            type: 'OAuth2',
            user: this.auth.user,
            method: 'XOAUTH2',
            oauth2: new XOAuth2({ user: this.auth.user, accessToken: this.auth.accessToken }),
          };
    await new Promise<void>((resolve, reject) => conn.login(auth, (err) => (err ? reject(err) : resolve())));
  }

  private release(session: Session, reusable: boolean): void {
    if (!reusable || !session.alive || this.closed) return this.drop(session);
    session.idle = setTimeout(() => this.drop(session), this.idleMs).unref();
    this.idle.push(session);
    this.waiting.shift()?.();
  }

  private drop(session: Session): void {
    if (session.dropped) return;
    session.dropped = true;
    session.alive = false;
    clearTimeout(session.idle);
    const i = this.idle.indexOf(session);
    if (i >= 0) this.idle.splice(i, 1);
    this.open--;
    try {
      session.conn?.close();
    } catch {
      // already closed
    }
    this.waiting.shift()?.();
  }
}
