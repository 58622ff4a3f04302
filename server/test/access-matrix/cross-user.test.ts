import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, authedNoBody } from '../auth-helpers.js';
import {
  countChanges,
  createOwner,
  ownedDigest,
  rowCounts,
  sessionAlive,
  startTarget,
  type Owner,
  type Target,
} from '../fuzz/fuzz-target.js';
import { needsSession, routeName, routesOf, type AppRoute } from '../fuzz/route-table.js';
import { entryFor, MATRIX, takesId, type MatrixEntry, type MatrixIds } from './matrix.js';

/**
 * The cross-user access matrix, generated from the app's route table: user A owns one of every
 * resource (a linked mailbox, a draft, a template, a scheduled message, a task, a session); user B calls
 * every route that takes an id with A's ids, for each method. B gets 404 (or 403), nothing of A's
 * changes, no row is written, and A's own identical call succeeds (so the 404 is about the owner,
 * not a badly filled request). A route that takes an id and that matrix.ts cannot fill fails here.
 */

let target: Target;
let routes: AppRoute[];
beforeAll(async () => {
  target = await startTarget();
  routes = routesOf(target.t.app);
});
afterAll(async () => {
  await target?.close();
});

const idsOf = (owner: Owner): MatrixIds => ({ ...owner.ids, user: owner.user.id });

function call(route: AppRoute, entry: MatrixEntry, as: Owner, victim: Owner) {
  let url = route.url;
  const ids = idsOf(victim);
  for (const [name, resource] of Object.entries(entry.params ?? {})) {
    url = url.replace(`:${name}`, encodeURIComponent(ids[resource]));
  }
  const body = entry.body?.(ids);
  const query = entry.query?.(ids);
  return target.t.app.inject({
    method: route.method as 'GET',
    url,
    ...(query ? { query } : {}),
    headers: body ? authed(as.cookie) : authedNoBody(as.cookie),
    ...(body ? { payload: body } : {}),
  });
}

describe('cross-user access matrix', () => {
  it('knows how to fill every route that takes an id', () => {
    const missing = routes.filter((r) => takesId(r) && !entryFor(r)).map(routeName);
    expect(
      missing,
      `These routes take an id the access matrix cannot fill: add each to MATRIX in server/test/access-matrix/matrix.ts (which resource each id names, a valid body) so another user's ids are tried on it`,
    ).toEqual([]);
    const known = new Set(routes.map(routeName));
    const stale = Object.keys(MATRIX).filter((name) => !known.has(name));
    expect(stale, 'MATRIX entries for routes the app no longer has').toEqual([]);
  });

  it('refuses another user’s id on every such route, for each method, and changes nothing', async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    for (const route of routes.filter((r) => takesId(r) && entryFor(r))) {
      const entry = entryFor(route)!;
      const name = routeName(route);
      const a = await createOwner(target);
      const b = await createOwner(target);
      await entry.prepare?.(target.db, idsOf(a));
      const before = await ownedDigest(target, a.user.id);
      const countsBefore = await rowCounts(target);

      const res = await call(route, entry, b, a);
      await target.t.app.systemMail.flush();
      // An admin route refuses every non-admin alike: 403, whoever's id it names.
      if (entry.adminOnly && res.statusCode !== 403) {
        failures.push(`${name}: B, not an admin, answered ${res.statusCode} ${res.body.slice(0, 200)}`);
      } else if (![403, 404].includes(res.statusCode)) {
        failures.push(`${name}: B with A's ids answered ${res.statusCode} ${res.body.slice(0, 200)}`);
      } else if (route.method !== 'HEAD' && !res.json<{ error?: { code?: unknown } }>().error?.code) {
        failures.push(`${name}: the refusal is not in the one error shape: ${res.body.slice(0, 200)}`);
      }
      const after = await ownedDigest(target, a.user.id);
      const changedTables = Object.keys(before).filter((t) => before[t] !== after[t]);
      if (changedTables.length) failures.push(`${name}: A's ${changedTables.join(', ')} rows changed`);
      if (!(await sessionAlive(target, a.sessionId))) failures.push(`${name}: A's session was ended`);
      const written = countChanges(countsBefore, await rowCounts(target));
      if (written.length) failures.push(`${name}: B's refused request wrote rows: ${written.join(', ')}`);

      // The control: A's own identical call works, so B's refusal is about whose id it is. For an
      // admin route, B's identical call works once B is an admin, so the refusal is about the role.
      if (entry.adminOnly)
        await target.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', b.user.id).execute();
      const own = entry.adminOnly ? await call(route, entry, b, a) : await call(route, entry, a, a);
      const expected = target.mailbox.reachable
        ? entry.ownerStatus
        : (entry.ownerStatusWithoutMailbox ?? entry.ownerStatus);
      if (own.statusCode !== expected) {
        failures.push(
          `${name}: the owner's own call answered ${own.statusCode}, expected ${expected}: ${own.body.slice(0, 200)}`,
        );
      }
      checked.push(name);
    }
    expect(failures).toEqual([]);
    // Every id route of today's app was tried (the list grows with the app).
    expect(checked).toEqual(expect.arrayContaining(Object.keys(MATRIX)));
    // Two fresh users per route (each a password hash): the loop grows with the app, so it is given
    // room rather than the default 20 s.
  }, 180_000);

  it('never shows another user’s ids in what a signed-in user reads', async () => {
    const a = await createOwner(target);
    const b = await createOwner(target);
    const secrets = [...Object.values(a.ids), a.email];
    const reads = routes.filter((r) => r.method === 'GET' && r.params.length === 0 && needsSession(r));
    expect(reads.length).toBeGreaterThan(5);
    const leaks: string[] = [];
    for (const route of reads) {
      const res = await target.t.app.inject({ method: 'GET', url: route.url, headers: authed(b.cookie) });
      const found = secrets.filter((s) => res.body.includes(s));
      if (found.length) leaks.push(`${routeName(route)} shows ${found.join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });
});
