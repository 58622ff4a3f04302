import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget, type Target } from './fuzz-target.js';
import { routesOf, routeName } from './route-table.js';
import { runFuzz, summarise } from './run-fuzz.js';

/**
 * Every route of the app, fed values generated from its own zod schemas: valid, at the limits and
 * hostile (NUL, lone surrogates, huge numbers, long strings, deep nesting, wrong types, missing and
 * extra fields, broken path parameters and query strings), signed in and signed out. The answers
 * must never be a 5xx, every 4xx is `{error:{code,message}}`, a refused request writes no row, a
 * signed-out request to a route that needs a session gets 401 whatever it sent, and nothing is
 * accepted that the route's schema refuses. `npm test` runs a bounded count (FUZZ_RUNS overrides;
 * `npm run fuzz` runs 100,000); FUZZ_SEED replays a run.
 */

// About 20 s on SQLite and 25 s on PostgreSQL on a busy machine, half of it filling each new
// owner's mailbox over IMAP and the link checks' real sign-ins; CI runs other files alongside.
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => {
  await target?.close();
});

describe('route fuzzing', () => {
  it('finds every route of the app in its own route table', () => {
    const names = routesOf(target.t.app).map(routeName);
    // A sample of what must be there: the table is the app's, not a list kept by hand.
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/auth/register', 'DELETE /api/email/drafts/:id', 'POST /api/email/send']),
    );
  });

  it(
    `answers ${RUNS} generated requests without a 5xx, in the one error shape, writing nothing when refused`,
    async () => {
      const routes = routesOf(target.t.app);
      const report = await runFuzz(target, routes, {
        runs: RUNS,
        seed: SEED,
        onProgress: (done, violations) => {
          if (RUNS >= 10_000 && done % 5000 === 0) console.log(`fuzz: ${done}/${RUNS}, ${violations} violations`);
        },
      });
      // FUZZ_STATS=<file>: the answers' statuses per route, to see how deep the requests got.
      if (process.env.FUZZ_STATS) writeFileSync(process.env.FUZZ_STATS, JSON.stringify(report.statuses, null, 1));
      expect(report.runs).toBe(RUNS);
      expect(report.violations.length, summarise(report)).toBe(0);
      if (RUNS >= 2000) {
        // Every route of the table was sent requests (at this count each gets dozens).
        const missed = routes.map(routeName).filter((name) => !report.statuses[name]);
        expect(missed, 'routes the fuzzer sent nothing').toEqual([]);
      }
    },
    // A cap against a hang, not a timing assertion: several times what the requests take on a busy machine.
    60_000 + RUNS * 50,
  );
});
