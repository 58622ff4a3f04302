/**
 * The e2e mailbox: a real SMTP server (server/test/smtp-capture.ts) that the main server sends its
 * system mail to, and a tiny HTTP endpoint on 127.0.0.1 that hands the captured messages to the
 * specs, which run in other processes than the global setup (read them with `mailsTo` and
 * `nextMail` from fixtures.ts).
 *
 *   GET /mails?to=<address>  ->  CapturedMail[] (oldest first; every message without `to`)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpCapture, type CapturedMail } from '../server/test/smtp-capture';

export type { CapturedMail };

export interface MailCapture {
  /** For the server's SMTP_URL. */
  smtpUrl: string;
  /** Base URL of the JSON endpoint. */
  httpUrl: string;
  close(): Promise<void>;
}

export async function startMailCapture(): Promise<MailCapture> {
  const smtp = await startSmtpCapture();
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/mails') {
      res.writeHead(404).end();
      return;
    }
    const to = (url.searchParams.get('to') ?? '').trim().toLowerCase();
    const mails = to ? smtp.messages.filter((m) => m.to.includes(to)) : smtp.messages;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(mails));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(0, '127.0.0.1', resolve);
    });
  } catch (err) {
    await smtp.close();
    throw err;
  }
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    httpUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      http.closeAllConnections();
      await Promise.allSettled([new Promise<void>((resolve) => http.close(() => resolve())), smtp.close()]);
    },
  };
}
