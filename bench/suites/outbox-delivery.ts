/** The outbox's delivery rate for 1,000 queued messages: see lib/outbox-delivery-run.ts. */
import { measureOutboxDelivery } from '../lib/outbox-delivery-run';
import { round, withBudget, type BenchSuite } from '../lib/types';

const MESSAGES = 1000;
/** Messages a second from the first to the last (issue 17: peers' pooled senders reach this). */
const RATE_BUDGET = 500;

export const outboxDelivery: BenchSuite = {
  name: 'outbox-delivery',
  description: `${MESSAGES} queued messages delivered by the job runner to a local SMTP server (one app-password account)`,
  bothDatabases: true,
  async run({ buildRoot, database }) {
    const r = await measureOutboxDelivery(buildRoot, MESSAGES, database);
    const note = r.queuedEarly ? undefined : 'queueing overran the due time';
    return [
      withBudget(
        { name: 'delivery rate (first to last message)', value: Math.round(r.rate), unit: 'msg/s', note },
        '>=',
        RATE_BUDGET,
      ),
      { name: 'due time to last message', value: round(r.dueToLastS, 2), unit: 's' },
      { name: 'server CPU per message', value: round(r.cpuPerMessageMs, 2), unit: 'ms' },
      { name: 'local SMTP server CPU per message', value: round(r.sinkCpuPerMessageMs, 2), unit: 'ms' },
      ...(r.databaseCpuPerMessageMs === undefined
        ? []
        : [
            {
              name: "PostgreSQL CPU per message (the server's connections)",
              value: round(r.databaseCpuPerMessageMs, 2),
              unit: 'ms',
            },
          ]),
      withBudget({ name: 'copies beyond one per message', value: r.duplicates, unit: 'messages' }, '<=', 0),
      withBudget({ name: 'outbox rows not sent', value: r.unsent, unit: 'rows' }, '<=', 0),
      { name: 'SMTP sign-ins (pooled connections)', value: r.logins, unit: 'logins' },
    ];
  },
};
