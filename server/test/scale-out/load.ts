import { type Client, isErrorShape, parseJson, type Answer } from './http-client.js';

export const LOAD_PASSWORD = 'scale-out password 1';

/** One request of the load and what came back. */
export interface Outcome {
  at: number;
  user: number;
  what: 'login' | 'user' | 'draft' | 'drafts' | 'send';
  status: number;
  /** The body is the one error shape (for answers >= 400). */
  errorShape: boolean;
  /** The proxy's X-Upstream, or the transport error. */
  upstream?: string;
  error?: string;
}

export interface LoadUser {
  index: number;
  email: string;
  id: string;
  client: Client;
}

export interface LoadRecord {
  outcomes: Outcome[];
  /** Drafts whose create was answered 201: they must exist afterwards. */
  drafts: { id: string; subject: string }[];
  /** Messages whose send was answered 202 (outbox ids): each must arrive exactly once. */
  sends: { id: string; dueAt: number }[];
}

export interface Load {
  record: LoadRecord;
  /** Stops after the current round of every user and waits for them. */
  stop(): Promise<void>;
}

/** Signs a load user up through the proxy from its own address, so the per-address sign-up limit stays clear. */
export async function registerLoadUser(index: number, client: Client): Promise<LoadUser> {
  const email = `load-${index}-${process.pid}@example.test`;
  const res = await client.post('/api/auth/register', {
    firstName: 'Load',
    lastName: `User ${index}`,
    email,
    password: LOAD_PASSWORD,
    confirmPassword: LOAD_PASSWORD,
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${res.error ?? res.body}`);
  return { index, email, id: parseJson<{ id: string }>(res)!.id, client };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A steady mixed load through the proxy: each user, about once a second, saves a draft, and in
 * turn reads its draft list, asks who it is, schedules a message a few seconds ahead, or signs in
 * again with its password. The pace keeps every per-user limit (120 draft calls and 30 sends a
 * minute) out of reach, so any refusal is a fault of the system under test, not of the load.
 */
export function startLoad(users: LoadUser[], options: { to: string; roundMs?: number }): Load {
  const record: LoadRecord = { outcomes: [], drafts: [], sends: [] };
  const roundMs = options.roundMs ?? 1000;
  let running = true;
  /** Users whose session is gone (a sign-in cut short ends the old session first): they sign in again. */
  const signedOut = new Set<number>();

  const note = (user: LoadUser, what: Outcome['what'], res: Answer) => {
    if (res.status === 401) signedOut.add(user.index);
    record.outcomes.push({
      at: Date.now(),
      user: user.index,
      what,
      status: res.status,
      errorShape: res.status >= 400 && isErrorShape(res),
      ...(res.upstream ? { upstream: res.upstream } : {}),
      ...(res.error ? { error: res.error } : {}),
    });
  };

  async function loop(user: LoadUser) {
    // Users start spread over one round so the requests do not arrive in lockstep.
    await sleep((roundMs * user.index) / users.length);
    for (let round = 0; running; round++) {
      const started = Date.now();
      const tag = `${user.index}-${round}-${started}`;
      const draft = await user.client.post('/api/email/drafts', { subject: `Draft ${tag}`, body: `Body ${tag}` });
      note(user, 'draft', draft);
      if (draft.status === 201)
        record.drafts.push({ id: parseJson<{ id: string }>(draft)!.id, subject: `Draft ${tag}` });

      const turn = round % 4;
      if (turn === 0) note(user, 'drafts', await user.client.get('/api/email/drafts'));
      if (turn === 1) note(user, 'user', await user.client.get('/api/auth/user'));
      if (turn === 2) {
        const dueAt = Date.now() + 2000 + ((round * 37) % 3000);
        const res = await user.client.post(
          '/api/email/send',
          {
            to: options.to,
            subject: `Scheduled ${tag}`,
            body: `Message ${tag}`,
            sendAt: new Date(dueAt).toISOString(),
          },
          { headers: { 'idempotency-key': `send-${tag}` } },
        );
        note(user, 'send', res);
        if (res.status === 202) record.sends.push({ id: parseJson<{ id: string }>(res)!.id, dueAt });
      }
      if (signedOut.delete(user.index) || (turn === 3 && round % 8 === 3)) {
        note(user, 'login', await user.client.post('/api/auth/login', { email: user.email, password: LOAD_PASSWORD }));
      }
      await sleep(Math.max(0, roundMs - (Date.now() - started)));
    }
  }

  const loops = users.map((u) => loop(u));
  return {
    record,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
