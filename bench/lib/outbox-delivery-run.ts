/**
 * The outbox's delivery, measured (suites outbox-delivery and growth): `messages` queued for one
 * iCloud (app-password) account whose SMTP server is a local smtp-server (STARTTLS, password
 * sign-in), all due at the same moment, then delivered by the built server's job runner (pooled
 * SMTP connections, 10 jobs at a time). The rate is measured from the first message the SMTP server
 * receives to the last. The messages are queued with the server's own outbox code writing to its
 * SQLite file, as an automation would. The Sent-folder copies (separate jobs) point at a closed
 * IMAP port here: they fail fast and are retried later, so they cost the delivery a little, as
 * they would with a slow IMAP server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startBuiltServer } from '../../scripts/lib/built-server';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db/database';
import { saveAppPasswordAccount } from '../../server/services/email-accounts';
import { queueEmail } from '../../server/services/outbox';
import { selfSignedCert } from '../../server/test/dovecot';
import { startSmtpSink } from '../../server/test/smtp-sink';
import { cpuProfileArgs } from './cpu-profile-args';
import { backendCpu, backendCpuUsed } from './postgres-backend-cpu';
import { cpuSeconds } from './process-cpu';
import type { BenchContext } from './types';

const PASSWORD = 'bench-app-password';
export interface DeliveryResult {
  /** Messages a second from the first received to the last. */
  rate: number;
  dueToLastS: number;
  cpuPerMessageMs: number;
  /** The same for this process, which runs the local SMTP server (the other end of every session). */
  sinkCpuPerMessageMs: number;
  /** On PostgreSQL (on this machine), the same for the server's database connections. */
  databaseCpuPerMessageMs?: number;
  duplicates: number;
  unsent: number;
  logins: number;
  /** Whether queueing finished before the messages fell due. */
  queuedEarly: boolean;
}

export async function measureOutboxDelivery(
  buildRoot: string,
  messages: number,
  database: BenchContext['database'] = 'sqlite',
): Promise<DeliveryResult> {
  // Time to queue them all before they fall due together (about 1,000 a second here, with room).
  const queueLeadMs = Math.max(8000, messages * 4);
  const certDir = mkdtempSync(join(tmpdir(), 'bench-outbox-tls-'));
  const sink = await startSmtpSink({ tls: await selfSignedCert(certDir), password: PASSWORD, parse: false });
  const secrets = {
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  const server = await startBuiltServer({
    name: 'bench-outbox',
    buildRoot,
    database,
    nodeArgs: cpuProfileArgs(`outbox-${database}-${messages}`),
    env: {
      ...secrets,
      MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
      ICLOUD_SMTP_HOST: '127.0.0.1',
      ICLOUD_SMTP_PORT: String(sink.port),
      ICLOUD_IMAP_HOST: '127.0.0.1',
      ICLOUD_IMAP_PORT: String(await freePort()),
    },
  });
  const dataDir = join(server.dataDir, 'data');
  const db = createDb({ databaseUrl: server.databaseUrl, dataDir, sqliteFile: 'app.db' });
  try {
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...{ firstName: 'Bench', lastName: 'Sender', email: 'bench-outbox@example.test' },
        ...{ password: PASSWORD, confirmPassword: PASSWORD },
      }),
    });
    if (res.status !== 201) throw new Error(`register: HTTP ${res.status} ${await res.text()}`);
    const userId = ((await res.json()) as { id: string }).id;
    const config = loadConfig({ DATA_DIR: dataDir, ...secrets });
    const who = { userId, provider: 'icloud' as const, email: 'bench@icloud.example', displayName: null };
    const account = await saveAppPasswordAccount(db.kysely, config, who, PASSWORD);

    const dueAt = Date.now() + queueLeadMs;
    for (let i = 0; i < messages; i++) {
      const m = {
        userId,
        accountId: account.id,
        to: ['bob@example.test'],
        subject: `Bench ${i}`,
        body: `Message ${i}`,
      };
      await queueEmail(db.kysely, { ...m, sendAt: dueAt });
    }
    const queuedEarly = Date.now() < dueAt;
    // The server's own CPU time over the delivery: what each message costs it, whatever else
    // the shared machine runs meanwhile (the rate alone moves with that load).
    await new Promise((r) => setTimeout(r, Math.max(0, dueAt - Date.now())));
    const cpuBefore = cpuSeconds(server.pid);
    const sinkBefore = process.cpuUsage();
    const databaseBefore = database === 'postgres' ? await backendCpu(db.kysely) : undefined;
    const mail = await sink.waitForMessages(messages, Math.max(120_000, messages * 20));
    const cpuUsed = cpuSeconds(server.pid) - cpuBefore;
    const sinkUsed = process.cpuUsage(sinkBefore);
    const databaseAfter = databaseBefore && (await backendCpu(db.kysely));
    const first = mail[0]!.receivedAt;
    const last = mail[messages - 1]!.receivedAt;
    await new Promise((r) => setTimeout(r, 500)); // nothing more (no second copies) arrives
    const unsent = await db.kysely
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '!=', 'sent')
      .executeTakeFirstOrThrow();
    return {
      rate: (messages - 1) / ((last - first) / 1000),
      dueToLastS: (last - dueAt) / 1000,
      cpuPerMessageMs: (cpuUsed * 1000) / messages,
      sinkCpuPerMessageMs: (sinkUsed.user + sinkUsed.system) / 1000 / messages,
      databaseCpuPerMessageMs:
        databaseBefore && databaseAfter ? (backendCpuUsed(databaseBefore, databaseAfter) * 1000) / messages : undefined,
      duplicates: sink.messages.length - messages,
      unsent: Number(unsent.n),
      logins: sink.logins.length,
      queuedEarly,
    };
  } finally {
    await db.kysely.destroy();
    await server.stop();
    await sink.close();
    rmSync(certDir, { recursive: true, force: true });
  }
}
