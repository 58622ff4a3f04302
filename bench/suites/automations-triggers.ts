/**
 * The mail triggers' scan (server/services/mail-triggers.ts `scanAccount`, with the IMAP reader and
 * the real run claim): 1,000 new messages in one mailbox of a private dovecot, appended over IMAP
 * after the first scan set the account's cursor, then scanned until all are seen. The account has
 * ten active mail automations (eight keyword ones that match nothing, a keyword one on "invoice" and
 * a sender one, both creating tasks so the reply window and the circuit breaker stay out of the
 * count); 40 messages say "invoice", 10 of them list mail the loop guards skip, and 20 come from
 * the watched sender. Reported: messages per second from the first scan call to the last, and the
 * runs claimed and skipped against what the messages should give (a mismatch fails the run).
 * Runs on SQLite, as an embedded install would. Needs dovecot and root (server/test/dovecot.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { startDovecot } from '../../server/test/dovecot';
import { scanAccount, type ScanResult } from '../../server/services/mail-triggers';
import { openBenchDatabase } from '../lib/automation-dispatch';
import { seedAutomations, seedUsers } from '../lib/automation-seed';
import { appendMessages, type BenchMessage } from '../lib/imap-append';
import { round, withBudget, type BenchSuite } from '../lib/types';

const MESSAGES = 1000;
const PASSWORD = 'bench-imap-password';
const MAILBOX = 'bench-triggers@icloud.example';
const WATCHED = 'partner@watched.example';
/** More scan calls than this means the reader stopped advancing. */
const MAX_SCANS = 50;

function message(n: number): BenchMessage {
  const invoice = n % 25 === 0;
  const list = n % 100 === 0;
  return {
    from: n % 50 === 7 ? `Partner <${WATCHED}>` : `Sender ${n % 100} <sender-${n % 100}@example.test>`,
    subject: invoice ? `Invoice ${n} for October` : `Notes ${n} from the week`,
    body: `Message ${n}.\n\nNothing here asks for an answer.`,
    headers: list ? { 'List-Id': '<billing.lists.example>', Precedence: 'list' } : undefined,
  };
}

const EXPECTED = { claimed: 30 + 20, guarded: 10 };

async function runCount(db: Kysely<Database>, status: 'succeeded' | 'skipped' | 'failed'): Promise<number> {
  const row = await db
    .selectFrom('automation_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const automationsTriggers: BenchSuite = {
  name: 'automations-triggers',
  description: `trigger scan of ${MESSAGES} new messages in one IMAP (dovecot) mailbox, ten mail automations`,
  async run() {
    const started = await startDovecot(PASSWORD);
    if (!started.ok) throw new Error(`this suite needs dovecot: ${started.reason}`);
    const imap = started.server;
    const bench = await openBenchDatabase('sqlite', {
      MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
      ICLOUD_IMAP_HOST: imap.host,
      ICLOUD_IMAP_PORT: String(imap.port),
    });
    try {
      const db = bench.db.kysely;
      const now = Date.now();
      const [user] = await seedUsers(db, bench.config, {
        count: 1,
        now,
        label: 'triggers',
        password: PASSWORD,
        emailOf: () => MAILBOX,
      });
      const base = { action_type: 'task' as const, email_template: 'Look at {{subject}} from {{sender}}' };
      await seedAutomations(db, [user!], {
        total: 10,
        now,
        fields: (i) =>
          i === 8
            ? { ...base, trigger_type: 'keyword', trigger_value: 'invoice' }
            : i === 9
              ? { ...base, trigger_type: 'sender', trigger_value: WATCHED }
              : { ...base, trigger_type: 'keyword', trigger_value: `unmatched-word-${i}` },
      });
      const deps = { db, config: bench.config };
      // The first read sets the cursor at "now": mail already there never triggers.
      await scanAccount(deps, user!.accountId, now);

      const appendStart = performance.now();
      await appendMessages({ host: imap.host, port: imap.port, user: MAILBOX, password: PASSWORD }, MESSAGES, message);
      const appendMs = performance.now() - appendStart;

      const total: ScanResult = { read: 0, fresh: 0, claimed: 0, refused: 0, guarded: 0 };
      let calls = 0;
      const scanStart = performance.now();
      while (total.fresh < MESSAGES && calls < MAX_SCANS) {
        const r = await scanAccount(deps, user!.accountId, Date.now());
        calls++;
        for (const k of Object.keys(total) as (keyof ScanResult)[]) total[k] += r[k];
        if (r.read === 0) break;
      }
      const scanMs = performance.now() - scanStart;
      const claimed = await runCount(db, 'succeeded');
      const skipped = await runCount(db, 'skipped');
      return [
        {
          name: `scan of ${MESSAGES.toLocaleString('en')} new messages`,
          value: Math.round(total.fresh / (scanMs / 1000)),
          unit: 'msg/s',
          note: `${round(scanMs / 1000, 2)} s in ${calls} scan call(s); appending them took ${round(appendMs / 1000, 1)} s`,
        },
        withBudget({ name: 'new messages not seen', value: MESSAGES - total.fresh, unit: 'messages' }, '<=', 0),
        withBudget(
          {
            name: 'runs off the expected count',
            value: Math.abs(claimed - EXPECTED.claimed) + Math.abs(skipped - EXPECTED.guarded),
            unit: 'runs',
            note: `${claimed} succeeded (expected ${EXPECTED.claimed}), ${skipped} skipped by loop guards (expected ${EXPECTED.guarded}), ${total.refused} refused`,
          },
          '<=',
          0,
        ),
      ];
    } finally {
      await bench.close();
      await imap.stop();
    }
  },
};
