import fc from 'fast-check';
import { nextIp, PASSWORD } from '../auth-helpers.js';
import { JSON_HEADERS } from '../test-app.js';
import type { IdRef } from './placeholders.js';
import { containsUnstorable, containsRaw, resolveIds, toJsonText } from './request-body-text.js';
import {
  AI_KEY,
  countChanges,
  createOwner,
  idsOwnedBy,
  ownedDigest,
  rowCounts,
  sessionAlive,
  type Owner,
  type Target,
} from './fuzz-target.js';
import { buildPath, buildQuery, caseArbitrary, hasPoisonKey, verdict, type FuzzCase } from './requests.js';
import { needsSession, routeName, type AppRoute } from './route-table.js';

/** The rules every answer is held to. */
export type Rule =
  | 'no server error'
  | 'one error shape'
  | 'no half-written rows'
  | 'session checked first'
  | 'schema refusal is a 4xx'
  | 'text the database cannot store is refused'
  | 'bystander untouched';

export interface Violation {
  rule: Rule;
  route: string;
  status: number;
  detail: string;
  request: string;
}

export interface FuzzReport {
  seed: number;
  runs: number;
  violations: Violation[];
  /** route -> status -> count */
  statuses: Record<string, Record<number, number>>;
}

const AI_ANSWERS: Record<string, (body: unknown) => unknown> = {
  '/api/email/compose': () => ({
    subject: 'Fuzz subject',
    body: 'Fuzz body',
    sentiment: 0.5,
    suggestions: ['One', 'Two'],
  }),
  '/api/email/analyze': () => ({
    summary: 'Fine',
    tone: 'neutral',
    sentiment: 0.5,
    clarity: 0.5,
    suggestions: ['One', 'Two'],
  }),
  '/api/email/templates/suggest': () => ({
    templates: [
      { name: 'A', subject: 'Hi {{name}}', body: 'Hello {{name}}', variables: ['name'] },
      { name: 'B', subject: 'Hey', body: 'Hello', variables: [] },
    ],
  }),
  '/api/email/extract': (body) => {
    const type = (body as { infoType?: unknown } | null)?.infoType;
    switch (type) {
      case 'action_items':
        return { data: [{ task: 'Send the report', owner: 'Sam' }] };
      case 'dates':
        return { data: [{ date: '2026-12-01', description: 'Review' }] };
      case 'contacts':
        return { data: [{ name: 'Sam', email: 'sam@example.test' }] };
      case 'sentiment':
        return { data: { label: 'positive', score: 0.8, rationale: 'Warm' } };
      default:
        return { data: ['A key point'] };
    }
  },
};

const isErrorShape = (body: unknown) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  if (Object.keys(body).join() !== 'error') return false;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as Record<string, unknown>;
  return typeof code === 'string' && code.length > 0 && typeof message === 'string' && message.length > 0;
};

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

function describe(c: FuzzCase, url: string, payload: string | undefined): string {
  return clip(
    `${c.signedIn ? 'signed in' : 'signed out'} ${c.route.method} ${url}` +
      (payload !== undefined ? ` ${c.contentType ?? ''} ${payload}` : ''),
    400,
  );
}

/**
 * Sends `runs` generated requests (routes that take input more often) and checks every answer. Violations are
 * collected, not thrown, so one run reports every broken rule and route at once.
 */
export async function runFuzz(
  target: Target,
  routes: AppRoute[],
  options: { runs: number; seed: number; onProgress?: (done: number, violations: number) => void },
): Promise<FuzzReport> {
  const { app } = target.t;
  const report: FuzzReport = { seed: options.seed, runs: 0, violations: [], statuses: {} };
  const violation = (v: Violation) => report.violations.push(v);

  let owner: Owner | undefined;
  let ownIds: Record<string, string[]> = {};
  let otherIds: Record<string, string[]> = {};
  const bystander = await createOwner(target);
  const bystanderBefore = await ownedDigest(target, bystander.user.id);
  otherIds = await idsOwnedBy(target, bystander.user.id);
  let counts = await rowCounts(target);

  const ensureOwner = async () => {
    if (owner && (await sessionAlive(target, owner.sessionId))) return owner;
    owner = await createOwner(target);
    ownIds = await idsOwnedBy(target, owner.user.id);
    counts = await rowCounts(target);
    return owner;
  };
  const pick = (ref: IdRef) => {
    if (ref.$ref === 'myEmail') return owner!.email;
    if (ref.$ref === 'myPassword') return PASSWORD;
    const ids = ref.$ref === 'own' ? ownIds : otherIds;
    const pool = ref.table ? (ids[ref.table] ?? []) : Object.values(ids).flat();
    return pool.length ? pool[ref.n % pool.length]! : `no-such-id-${ref.n}`;
  };

  // There is always a signed-in user whose address and password requests may use (never the bystander's).
  await ensureOwner();

  // Routes that take input get more of the requests than those that only read.
  const weighted = routes.map((route) => {
    const inputs = [route.schema.body, route.schema.querystring, route.schema.params].filter(Boolean).length;
    const weight = route.method === 'HEAD' ? 1 : 2 + 3 * inputs;
    return { weight, arbitrary: caseArbitrary(route) };
  });
  const anyCase = fc.oneof(...weighted);
  const batch = 200;
  for (let done = 0; done < options.runs; done += batch) {
    const cases = fc.sample(anyCase, { numRuns: Math.min(batch, options.runs - done), seed: options.seed + done });
    // Counters are cleared now and then so that requests reach validation and the handlers, not the limits.
    await target.db.deleteFrom('rate_limits').execute();
    for (const c of cases) {
      await sendOne(c);
      report.runs++;
    }
    options.onProgress?.(report.runs, report.violations.length);
  }

  const bystanderAfter = await ownedDigest(target, bystander.user.id);
  for (const table of Object.keys(bystanderBefore)) {
    if (bystanderBefore[table] !== bystanderAfter[table]) {
      violation({
        rule: 'bystander untouched',
        route: '(whole run)',
        status: 0,
        detail: `another user's ${table} rows changed during the run`,
        request: '',
      });
    }
  }
  if (!(await sessionAlive(target, bystander.sessionId))) {
    violation({
      rule: 'bystander untouched',
      route: '(whole run)',
      status: 0,
      detail: "another user's session was ended",
      request: '',
    });
  }
  return report;

  async function sendOne(c: FuzzCase) {
    const route = c.route;
    const me = c.signedIn ? await ensureOwner() : undefined;
    const path = buildPath(route, c.params, pick);
    const query = buildQuery(c.query);
    const url = path.path + query.text;

    let payload: string | undefined;
    let bodyValue: unknown;
    let bodyWellFormed = true;
    if (c.body.kind === 'json') {
      bodyValue = resolveIds(c.body.value, pick);
      payload = toJsonText(bodyValue);
      bodyWellFormed =
        !containsRaw(bodyValue) &&
        !hasPoisonKey(bodyValue) &&
        payload.length > 0 &&
        payload.length < 1024 * 1024 &&
        (c.contentType === 'application/json' || c.contentType === 'application/json; charset=utf-8');
    }
    const wellFormed = path.wellFormed && query.wellFormed && bodyWellFormed;

    const headers: Record<string, string> = { origin: JSON_HEADERS.origin, 'x-requested-with': 'fetch' };
    if (payload !== undefined && c.contentType) headers['content-type'] = c.contentType;
    if (me) headers.cookie = me.cookie;
    if (c.apiKey === 'valid') headers['x-api-key'] = AI_KEY;
    else if (c.apiKey !== 'missing') headers['x-api-key'] = c.apiKey;
    if (c.idempotencyKey !== undefined) headers['idempotency-key'] = c.idempotencyKey;

    const answer = AI_ANSWERS[route.url];
    if (answer) target.provider.setScenario('json', { json: JSON.stringify(answer(bodyValue)) });

    const name = routeName(route);
    const res = await app.inject({ method: route.method as 'GET', url, headers, payload, remoteAddress: nextIp() });
    // Mail the product sends (reset codes) is written after the answer: let it land before counting.
    await app.systemMail.flush();
    const status = res.statusCode;
    const stats = (report.statuses[name] ??= {});
    stats[status] = (stats[status] ?? 0) + 1;
    const request = describe(c, url, payload);
    const fail = (rule: Rule, detail: string) => violation({ rule, route: name, status, detail, request });

    if (status >= 500 && !mailboxUnreachable(target, name, status, res.body)) fail('no server error', clip(res.body));
    if (status >= 400 && status < 500 && route.method !== 'HEAD') {
      let body: unknown;
      try {
        body = res.json();
      } catch {
        body = res.body;
      }
      if (!isErrorShape(body)) fail('one error shape', clip(res.body));
    }

    const after = await rowCounts(target);
    if (status >= 400) {
      const changed = countChanges(counts, after);
      if (changed.length) fail('no half-written rows', changed.join(', '));
    }
    const mutated = status < 400 && !['GET', 'HEAD'].includes(route.method);
    counts = after;
    if (mutated && owner) ownIds = await idsOwnedBy(target, owner.user.id);

    if (!c.signedIn && needsSession(route)) {
      // The session is checked before the body is read: whatever the body, content type or query, a
      // signed-out request that reached its route gets 401. Only a path the router refuses answers first.
      if (path.wellFormed && status !== 401) {
        fail('session checked first', `signed out, answered ${status}: ${clip(res.body, 200)}`);
      }
      return;
    }
    if (wellFormed) {
      const body = c.body.kind === 'json' ? verdict(route.schema.body, JSON.parse(payload!)) : undefined;
      const params = verdict(route.schema.params, path.decoded);
      const q =
        c.query.kind === 'object'
          ? verdict(route.schema.querystring, Object.fromEntries(new URLSearchParams(query.text)))
          : undefined;
      const refused = [body, params, q].some((v) => v && !v.ok);
      if (refused && status < 400) fail('schema refusal is a 4xx', `the schema refuses it, answered ${status}`);
      const parsed = [body, params].flatMap((v) => (v && v.ok ? [v.data] : []));
      if (status < 300 && parsed.some(containsUnstorable)) {
        fail('text the database cannot store is refused', `accepted with ${status}`);
      }
    }
  }
}

/**
 * The one 5xx allowed, and only outside CI on a machine that cannot run dovecot: without a mailbox
 * server the dry run cannot read mail, and saying so with 502 mail_read_failed is its correct answer
 * to a valid request. Under CI the target always has dovecot (startDovecot throws otherwise), so
 * there every 5xx counts.
 */
function mailboxUnreachable(target: Target, route: string, status: number, body: string): boolean {
  if (target.mailbox.reachable || process.env.CI) return false;
  if (route !== 'POST /api/automations/dry-run' || status !== 502) return false;
  try {
    return JSON.parse(body).error?.code === 'mail_read_failed';
  } catch {
    return false;
  }
}

/** Violations grouped by rule and route, one example each: the failure message of the test. */
export function summarise(report: FuzzReport): string {
  const groups = new Map<string, Violation[]>();
  for (const v of report.violations) {
    const key = `${v.rule} | ${v.route}`;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  const lines = [...groups.entries()].map(([key, list]) => {
    const v = list[0]!;
    return `- ${key}: ${list.length}x, e.g. ${v.status} ${v.detail}\n    request: ${v.request}`;
  });
  return `seed ${report.seed} (replay with FUZZ_SEED=${report.seed}), ${report.runs} requests, ${report.violations.length} violations:\n${lines.join('\n')}`;
}
