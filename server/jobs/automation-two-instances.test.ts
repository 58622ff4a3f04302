import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutomationFieldsSchema } from '../../common/schemas/automations.js';
import { register } from '../test/auth-helpers.js';
import {
  processTestBed,
  SEND_FIELDS,
  SINK_PASSWORD,
  seedDueAutomations,
  until,
  type ProcessTestBed,
} from '../test/automation-fixtures.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import { createAutomation } from '../services/automations.js';

/**
 * Two server processes on one database (PostgreSQL with TEST_DATABASE_URL, else one SQLite file)
 * dispatch the same due automations at the same moment: every slot runs once between them, and
 * every message is delivered once. The processes are server/test/automation-worker.ts.
 */
const WORKER = fileURLToPath(new URL('../test/automation-worker.ts', import.meta.url));
const COUNT = 300;
let bed: ProcessTestBed;
const children: ChildProcess[] = [];

beforeAll(async () => {
  bed = await processTestBed();
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await bed?.close();
});

function worker() {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, ...bed.shared.workerEnv, WORKER_CONFIG: JSON.stringify(bed.config) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  return {
    child,
    output: () => out,
    async waitFor(line: RegExp) {
      await until(() => line.test(out) || child.exitCode !== null, 60_000, `worker output ${line}`);
      const found = line.exec(out);
      if (!found) throw new Error(`worker exited (${child.exitCode}): ${err.slice(-2000)}`);
      return found;
    },
  };
}

describe('two server processes, one database', () => {
  it('dispatching the same due automations at once run each slot once and send each message once', async () => {
    const u = await register(bed.app);
    const email = `${u.user.id.slice(0, 8)}@icloud.example`;
    await addAppPasswordAccount(targetOf(bed.app), u.user.id, 'icloud', email, SINK_PASSWORD);
    const a = worker();
    const b = worker();
    await Promise.all([a.waitFor(/ready/), b.waitFor(/ready/)]);

    const now = Date.now();
    const fields = AutomationFieldsSchema.parse({ ...SEND_FIELDS, holdSeconds: 0, isActive: false });
    const template = await createAutomation(bed.app.db.kysely, u.user.id, fields, now - 20 * 60_000);
    const dueAt = now - 1000;
    const ids = await seedDueAutomations(bed.app.db.kysely, template, COUNT, dueAt);
    a.child.stdin!.write('go\n');
    b.child.stdin!.write('go\n');
    const [ca, cb] = await Promise.all([a.waitFor(/claimed (\d+)/), b.waitFor(/claimed (\d+)/)]);
    // Claims from the scheduler chain of either process count too; together they are exactly COUNT.
    expect(Number(ca[1]) + Number(cb[1])).toBeLessThanOrEqual(COUNT);

    const mine = () => bed.sink.messages.filter((m) => m.user === email);
    await until(() => mine().length >= COUNT, 120_000, 'every message delivered');
    await new Promise((r) => setTimeout(r, 500)); // a few more polls: nothing more arrives
    const runs = await bed.app.db.kysely
      .selectFrom('automation_runs')
      .select(['automation_id', 'slot_key', 'outbox_id'])
      .where('user_id', '=', u.user.id)
      .execute();
    const outbox = await bed.app.db.kysely
      .selectFrom('email_outbox')
      .select(['id', 'idempotency_key', 'status', 'attempts'])
      .where('user_id', '=', u.user.id)
      .execute();
    const copies = new Map<string, number>();
    for (const m of mine()) copies.set(m.messageId, (copies.get(m.messageId) ?? 0) + 1);
    const perAutomation = new Map<string, number>();
    for (const r of runs) perAutomation.set(r.automation_id, (perAutomation.get(r.automation_id) ?? 0) + 1);
    // Named in full when anything is off, so a failure says which slot or message doubled.
    const report = JSON.stringify({
      doubledRuns: runs.filter((r) => perAutomation.get(r.automation_id)! > 1),
      doubledMail: [...copies].filter(([, n]) => n !== 1),
      strangers: mine()
        .filter((m) => !outbox.some((o) => m.messageId === `<${o.id}@agentops>`))
        .map((m) => m.messageId),
      unsent: outbox.filter((o) => copies.get(`<${o.id}@agentops>`) !== 1),
    });
    expect(runs, report).toHaveLength(COUNT);
    expect(new Set(runs.map((r) => r.automation_id)), report).toEqual(new Set(ids));
    expect(
      runs.every((r) => r.slot_key === `schedule:${dueAt}`),
      report,
    ).toBe(true);
    expect(outbox, report).toHaveLength(COUNT);
    expect(mine(), report).toHaveLength(COUNT);
    for (const o of outbox) expect(copies.get(`<${o.id}@agentops>`), report).toBe(1);
  }, 240_000);
});
