import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { register } from '../test/auth-helpers.js';
import { startDovecot } from '../test/dovecot.js';
import { appendToInbox, rfc822 } from '../test/incoming-mail.js';
import { addAutomation, outboxOf, replyOnKeyword, syncOn } from '../test/mail-trigger-fixtures.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import { createSharedDb, outboxTestEnv, type SharedDb } from '../test/shared-db.js';
import { mailTriggerDeps, scanAccount } from './mail-triggers.js';

/**
 * Kill -9 a process in the middle of a mail trigger scan of a real IMAP mailbox (a private
 * dovecot), then scan again from another process: every matching message is answered once by
 * every automation, none lost, none twice. The scan runs in a child process
 * (server/test/mail-scan-worker.ts). Outside CI a machine without dovecot skips this; under CI it fails.
 */
const WORKER = fileURLToPath(new URL('../test/mail-scan-worker.ts', import.meta.url));
const PASSWORD = 'abcd-efgh-ijkl-mnop';
const AUTOMATIONS = 10;
const MESSAGES = 45; // under the 50 runs a day each automation may make

const dovecot = await startDovecot(PASSWORD);
if (!dovecot.ok) console.warn(`SKIPPED the mail trigger kill -9 test: ${dovecot.reason}`);

let shared: SharedDb;
let app: FastifyInstance;
let workerConfig: Record<string, string>;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  if (!dovecot.ok) return;
  shared = await createSharedDb();
  workerConfig = {
    ...outboxTestEnv(shared, 1),
    ICLOUD_IMAP_HOST: dovecot.server.host,
    ICLOUD_IMAP_PORT: String(dovecot.server.port),
  };
  const config = loadConfig({ ...workerConfig, LOG_LEVEL: 'silent' });
  app = await buildApp({ config, db: shared.open(), clientDir: '/nonexistent', startJobs: false });
});
afterAll(async () => {
  worker?.kill('SIGKILL');
  await app?.close();
  await shared?.drop();
  if (dovecot.ok) await dovecot.server.stop();
});

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.skipIf(!dovecot.ok)('a mail scan killed mid-way', () => {
  it('loses and repeats nothing when another process scans after it', { timeout: 120_000 }, async () => {
    const db = app.db.kysely;
    const u = await register(app);
    const email = `crash-${process.pid}@icloud.example`;
    const account = await addAppPasswordAccount(targetOf(app), u.user.id, 'icloud', email, PASSWORD);
    await syncOn(db, account.id);
    for (let i = 0; i < AUTOMATIONS; i++)
      await addAutomation(db, u.user.id, replyOnKeyword('order', { name: `A${i}` }));
    const deps = mailTriggerDeps(db, app.config);
    await scanAccount(deps, account.id, Date.now());

    const server = dovecot.ok ? dovecot.server : (undefined as never);
    // Distinct senders: the reply window and the circuit breaker have nothing to refuse.
    await appendToInbox(
      server,
      email,
      ...Array.from({ length: MESSAGES }, (_, i) => rfc822({ from: `s${i}@example.org`, subject: `order ${i}` })),
    );

    const runs = async () =>
      Number(
        (
          await db
            .selectFrom('automation_runs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', u.user.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    let out = '';
    worker = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      env: {
        ...process.env,
        ...shared.workerEnv,
        WORKER_CONFIG: JSON.stringify(workerConfig),
        WORKER_ACCOUNT: account.id,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<void>((resolve) => worker!.once('exit', () => resolve()));
    await until(async () => (await runs()) >= 20 || worker!.exitCode !== null, 60_000, 'the first runs');
    worker.kill('SIGKILL');
    await exited;
    const atKill = await runs();
    expect(out, 'the scan was killed before it finished').not.toMatch(/done/);
    expect(atKill).toBeLessThan(AUTOMATIONS * MESSAGES);

    // Another process (this one) scans: the rest is claimed, nothing again.
    const after = await scanAccount(mailTriggerDeps(db, app.config), account.id, Date.now());
    expect(after.claimed).toBe(AUTOMATIONS * MESSAGES - atKill);
    expect(await runs()).toBe(AUTOMATIONS * MESSAGES);
    const outbox = await outboxOf(db, u.user.id);
    expect(outbox).toHaveLength(AUTOMATIONS * MESSAGES);
    // Each sender is answered once by each automation.
    const perSender = new Map<string, number>();
    for (const row of outbox) perSender.set(row.to, (perSender.get(row.to) ?? 0) + 1);
    expect([...perSender.values()]).toEqual(Array.from({ length: MESSAGES }, () => AUTOMATIONS));
    expect(await scanAccount(deps, account.id, Date.now())).toMatchObject({ read: 0, claimed: 0 });
  });
});
