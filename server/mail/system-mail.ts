import { randomUUID } from 'node:crypto';
import type { Logger } from '../lib/logger.js';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';

export const DEFAULT_MAIL_FROM = 'AgentOps <no-reply@localhost>';

export interface SystemMessage {
  to: string;
  subject: string;
  /** Plain text. May hold a reset code: it goes to the recipient and nowhere else, never the log. */
  text: string;
}

export interface SystemMailer {
  /**
   * Queues a message and returns at once. Callers never wait for SMTP, so a request that sends mail
   * takes as long as one that does not (an address with an account looks like one without).
   */
  send(message: SystemMessage): void;
  /** Resolves once every queued message has been delivered or has failed. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface MailerDeps {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  db: Kysely<Database>;
  log: Logger;
}

/**
 * Mail the product itself sends (reset codes, username recovery): over SMTP_URL, or, without it,
 * into the system_mail outbox table, which an operator can read. Log lines name only the recipient
 * and subject.
 */
export function createSystemMailer({ config, db, log }: MailerDeps): SystemMailer {
  const from = config.MAIL_FROM || DEFAULT_MAIL_FROM;
  // nodemailer is loaded only when SMTP is configured (decision 006).
  let transport: Promise<Transporter> | undefined;
  const smtp = () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(config.SMTP_URL!)));
  const pending = new Set<Promise<void>>();

  async function deliver(message: SystemMessage): Promise<void> {
    const meta = { to: message.to, subject: message.subject };
    try {
      if (config.SMTP_URL) {
        await (await smtp()).sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        log.info(meta, 'system mail sent');
      } else {
        await db
          .insertInto('system_mail')
          .values({
            id: randomUUID(),
            to: message.to,
            subject: message.subject,
            text: message.text,
            created_at: Date.now(),
          })
          .execute();
        log.info(meta, 'system mail written to the outbox table (SMTP_URL is not set)');
      }
    } catch (err) {
      // Only the code and message: an SMTP error object can carry the envelope and server replies.
      const e = err as { code?: unknown; message?: unknown };
      log.error({ ...meta, error: { code: e.code, message: e.message } }, 'system mail could not be delivered');
    }
  }

  return {
    send(message) {
      const job = deliver(message);
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      if (transport) (await transport).close();
    },
  };
}
