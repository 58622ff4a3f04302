import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENTS } from '../../common/agents/catalogue.js';
import { CHAT_ERROR_MESSAGES, DEFAULT_MODEL, estimateCostUsd } from '../../common/chat.js';
import type { Config } from '../config.js';
import { DomainError } from '../lib/domain-error.js';
import { register } from '../test/auth-helpers.js';
import { fakeKey, startFakeProvider, type FakeProvider } from '../test/fake-provider.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  AGENT_KEY_MISSING_MESSAGE,
  agentKeyStatus,
  deleteAgentKey,
  estimateAgentCost,
  forgetAgentKeyIfUnused,
  runAgent,
  storeAgentKey,
} from './automation-agent.js';

/** The opt-in provider key of agent automations and the agent runs made with it. */

const KEY = 'sk-proj-AgentAutomationSecret-4c8e2a9f';
const REVOKED = 'sk-proj-RevokedAutomationSecret-77aa';
const AGENT = AGENTS[0]!;

let fake: FakeProvider;
/** A provider that answers in text parts and reports no usage, as some compatible servers do. */
let partsServer: Server;
let partsUrl: string;
let t: TestApp;
let config: Config;
const db = () => t.db.kysely;

beforeAll(async () => {
  fake = await startFakeProvider({ badKeys: [REVOKED] });
  partsServer = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const content = [
        { type: 'text', text: 'Part one of the report. ' },
        { type: 'text', text: 'Part two.' },
      ];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { content } }] }));
    });
  });
  await new Promise<void>((resolve) => partsServer.listen(0, '127.0.0.1', resolve));
  partsUrl = `http://127.0.0.1:${(partsServer.address() as AddressInfo).port}/v1`;
  t = await createTestApp({ AI_BASE_URL: fake.baseUrl, AI_ALLOWED_BASE_URLS: partsUrl });
  config = t.app.config;
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await new Promise((resolve) => partsServer.close(resolve));
});
beforeEach(() => fake.setScenario('ok'));

const newUser = async () => (await register(t.app)).user.id;

async function insertAutomation(userId: string, actionType: 'agent' | 'send_email') {
  const id = randomUUID();
  const now = Date.now();
  await db()
    .insertInto('automations')
    .values({
      id,
      user_id: userId,
      name: `${actionType} automation`,
      action_type: actionType,
      agent_id: actionType === 'agent' ? AGENT.id : null,
      agent_prompt: actionType === 'agent' ? 'Summarise my week' : '',
      created_at: now,
      updated_at: now,
      expires_at: now + 365 * 24 * 3600 * 1000,
      paused_reason: null,
    })
    .execute();
  return id;
}

const keyRow = (userId: string) =>
  db().selectFrom('automation_keys').selectAll().where('user_id', '=', userId).executeTakeFirst();

async function domainError(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('storing the key (opt-in)', () => {
  it('keeps only ciphertext and the last four characters', async () => {
    const userId = await newUser();
    const status = await storeAgentKey(db(), config, userId, { apiKey: KEY }, Date.UTC(2026, 0, 2));
    expect(status).toEqual({ stored: true, hint: '2a9f', baseUrl: null, storedAt: '2026-01-02T00:00:00.000Z' });
    expect(await agentKeyStatus(db(), userId)).toEqual(status);

    const row = await keyRow(userId);
    expect(row?.key_hint).toBe('2a9f');
    const stored = JSON.stringify(row);
    for (const secret of [KEY, KEY.slice(8, -4), Buffer.from(KEY).toString('base64')]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('replaces a stored key and records the chosen provider', async () => {
    const userId = await newUser();
    await storeAgentKey(db(), config, userId, { apiKey: REVOKED });
    const status = await storeAgentKey(db(), config, userId, { apiKey: KEY, baseUrl: `${partsUrl}/` });
    expect(status.hint).toBe('2a9f');
    expect(status.baseUrl).toBe(partsUrl);
    const rows = await db().selectFrom('automation_keys').select('user_id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a provider outside the allowlist and a malformed key, storing nothing', async () => {
    const userId = await newUser();
    const outside = await domainError(
      storeAgentKey(db(), config, userId, { apiKey: KEY, baseUrl: 'https://evil.example/v1' }),
    );
    expect(outside.code).toBe('provider_not_allowed');
    const malformed = await domainError(storeAgentKey(db(), config, userId, { apiKey: 'sk-short' }));
    expect(malformed.message).toBe(CHAT_ERROR_MESSAGES.missing_key);
    expect(await keyRow(userId)).toBeUndefined();
  });

  it('is gone once the opt-in is withdrawn', async () => {
    const userId = await newUser();
    await storeAgentKey(db(), config, userId, { apiKey: KEY });
    await deleteAgentKey(db(), userId);
    expect(await keyRow(userId)).toBeUndefined();
    expect(await agentKeyStatus(db(), userId)).toEqual({ stored: false, hint: null, baseUrl: null, storedAt: null });
  });
});

describe('forgetAgentKeyIfUnused', () => {
  it('keeps the key while an agent automation exists and deletes it after the last one goes', async () => {
    const userId = await newUser();
    const other = await newUser();
    await storeAgentKey(db(), config, userId, { apiKey: KEY });
    const agentAutomation = await insertAutomation(userId, 'agent');
    await insertAutomation(userId, 'send_email');
    // Another user's agent automation does not keep this user's key.
    await insertAutomation(other, 'agent');

    await forgetAgentKeyIfUnused(db(), userId);
    expect(await keyRow(userId)).toBeDefined();

    await db().deleteFrom('automations').where('id', '=', agentAutomation).execute();
    await forgetAgentKeyIfUnused(db(), userId);
    expect(await keyRow(userId)).toBeUndefined();
  });
});

describe('runAgent', () => {
  it("sends the agent's system prompt and the prompt with the stored key, and returns the answer and its cost", async () => {
    const userId = await newUser();
    await storeAgentKey(db(), config, userId, { apiKey: KEY });
    fake.setScenario('ok', { reply: 'Your week: three meetings, two deadlines.' });
    const before = fake.requests.length;

    const result = await runAgent({ db: db(), config }, userId, { agentId: AGENT.id, prompt: 'Summarise my week' });

    expect(result.text).toBe('Your week: three meetings, two deadlines.');
    expect(result.model).toBe(DEFAULT_MODEL);
    expect(result.prompt).toBe('Summarise my week');
    const [request] = fake.requests.slice(before);
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = request?.body as { model: string; stream?: boolean; messages: { role: string; content: string }[] };
    expect(body.model).toBe(DEFAULT_MODEL);
    expect(body.stream).not.toBe(true);
    expect(body.messages).toEqual([
      { role: 'system', content: AGENT.systemPrompt },
      { role: 'user', content: 'Summarise my week' },
    ]);
    // The cost of what the provider reported using (the fake counts one completion token per word).
    const promptTokens = body.messages.reduce((n, m) => n + 4 + Math.ceil(m.content.length / 4), 3);
    expect(result.estimatedCostUsd).toBeCloseTo(estimateCostUsd(DEFAULT_MODEL, promptTokens, 6)!, 12);

    const usage = await db().selectFrom('usage_events').selectAll().where('user_id', '=', userId).execute();
    expect(usage).toMatchObject([{ agent_id: AGENT.id, prompt_tokens: promptTokens, completion_tokens: 6 }]);
  });

  it('reads an answer given in text parts and estimates the cost from lengths when no usage is reported', async () => {
    const userId = await newUser();
    await storeAgentKey(db(), config, userId, { apiKey: KEY, baseUrl: partsUrl });
    const result = await runAgent({ db: db(), config }, userId, { agentId: AGENT.id, prompt: 'Report' });
    expect(result.text).toBe('Part one of the report. Part two.');
    expect(result.estimatedCostUsd).toBeGreaterThan(0);
    expect(result.estimatedCostUsd).toBeLessThan(estimateAgentCost(AGENT.id, 'Report').estimatedCostUsd);
  });

  it('tells a user without a stored key how to enable agent automations', async () => {
    const userId = await newUser();
    const error = await domainError(runAgent({ db: db(), config }, userId, { agentId: AGENT.id, prompt: 'Hi' }));
    expect(error.code).toBe('agent_key_missing');
    expect(error.message).toBe(AGENT_KEY_MISSING_MESSAGE);
    expect(error.message).toContain('Store it in the automation form');
  });

  it("does not open a key copied into another user's row", async () => {
    const owner = await newUser();
    const thief = await newUser();
    await storeAgentKey(db(), config, owner, { apiKey: KEY });
    const row = (await keyRow(owner))!;
    await db()
      .insertInto('automation_keys')
      .values({ ...row, user_id: thief })
      .execute();
    const before = fake.requests.length;
    const error = await domainError(runAgent({ db: db(), config }, thief, { agentId: AGENT.id, prompt: 'Hi' }));
    expect(error.code).toBe('agent_key_unreadable');
    expect(fake.requests.length).toBe(before);
  });

  it("maps the provider's refusals to the chat's plain messages", async () => {
    const cases = [
      [REVOKED, 'provider_invalid_key', CHAT_ERROR_MESSAGES.invalid_key],
      [fakeKey('insufficient_quota'), 'insufficient_quota', CHAT_ERROR_MESSAGES.insufficient_quota],
      [fakeKey('rate_limited'), 'provider_rate_limited', CHAT_ERROR_MESSAGES.rate_limited],
      [fakeKey('server_error'), 'provider_error', CHAT_ERROR_MESSAGES.other],
    ] as const;
    for (const [apiKey, code, message] of cases) {
      const userId = await newUser();
      await storeAgentKey(db(), config, userId, { apiKey });
      const error = await domainError(runAgent({ db: db(), config }, userId, { agentId: AGENT.id, prompt: 'Hi' }));
      expect({ code: error.code, message: error.message }).toEqual({ code, message });
    }
  });

  it('stops waiting when its caller aborts, and records no usage', async () => {
    const userId = await newUser();
    await storeAgentKey(db(), config, userId, { apiKey: KEY });
    fake.setScenario('stall');
    const controller = new AbortController();
    const reason = new Error('run cancelled');
    setTimeout(() => controller.abort(reason), 50);
    const run = runAgent({ db: db(), config }, userId, { agentId: AGENT.id, prompt: 'Hi' }, controller.signal);
    await expect(run).rejects.toBe(reason);
    const usage = await db().selectFrom('usage_events').select('id').where('user_id', '=', userId).execute();
    expect(usage).toEqual([]);
  });

  it('refuses an unknown agent', async () => {
    const userId = await newUser();
    await storeAgentKey(db(), config, userId, { apiKey: KEY });
    const error = await domainError(runAgent({ db: db(), config }, userId, { agentId: 'no-such-agent', prompt: 'Hi' }));
    expect(error.code).toBe('unknown_agent');
  });
});

describe('estimateAgentCost', () => {
  it("counts the agent's system prompt, the prompt and a full-length answer at the default model's price", () => {
    const short = estimateAgentCost(AGENT.id, 'Hi');
    expect(short.model).toBe(DEFAULT_MODEL);
    const systemTokens = 4 + Math.ceil(AGENT.systemPrompt.length / 4);
    const expected = estimateCostUsd(DEFAULT_MODEL, 3 + systemTokens + 4 + 1, 1000)!;
    expect(short.estimatedCostUsd).toBeCloseTo(expected, 12);
    const long = estimateAgentCost(AGENT.id, 'x'.repeat(4000));
    expect(long.estimatedCostUsd - short.estimatedCostUsd).toBeCloseTo((999 * 2.5) / 1_000_000, 12);
  });

  it('refuses an unknown agent', () => {
    expect(() => estimateAgentCost('no-such-agent', 'Hi')).toThrow(DomainError);
  });
});
