import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible provider for tests and local trials. It follows OpenAI's chat-completions
 * wire format exactly (fake-provider.test.ts proves it with the official SDK), so code that works
 * against it works against the real API. The browser calls it directly in e2e tests, hence CORS.
 */

const SCENARIOS = [
  'ok',
  'slow',
  'stall',
  'unauthorized',
  'rate_limited',
  'insufficient_quota',
  'server_error',
  'json',
] as const;
export type FakeScenario = (typeof SCENARIOS)[number];

export interface FakeScenarioSettings {
  /** Fixed reply text for ok/slow/stall; otherwise the reply echoes the last user message. */
  reply?: string;
  /** Reply content for the json scenario; a list is consumed one request at a time, the last repeating. */
  json?: string | string[];
  /** Delay before each chunk in the slow scenario (ms). */
  chunkDelayMs?: number;
  /** How many content chunks the stall scenario sends before going silent. */
  stallAfterChunks?: number;
}

export interface FakeProviderOptions extends FakeScenarioSettings {
  scenario?: FakeScenario;
  /** Keys answered with 401 whatever the scenario. */
  badKeys?: string[];
  /** A scenario for one key, over the current one. Keys shaped sk-fake-<scenario>-… select it too. */
  keyScenarios?: Record<string, FakeScenario>;
  models?: string[];
  port?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeProvider {
  /** e.g. http://127.0.0.1:41234/v1 — what an OpenAI client takes as baseURL. */
  baseUrl: string;
  requests: RecordedRequest[];
  setScenario(scenario: FakeScenario, settings?: FakeScenarioSettings): void;
  close(): Promise<void>;
}

/**
 * A well-formed key (sk-, over 20 characters). With a scenario, the key selects it by its shape;
 * without, the key follows whatever setScenario chose.
 */
export const fakeKey = (scenario?: FakeScenario) => `sk-fake-${scenario ?? 'key'}-0123456789abcdef`;

const ERRORS = {
  rate_limited: {
    status: 429,
    error: {
      message:
        'Rate limit reached for gpt-4o in organization org-fake on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  },
  insufficient_quota: {
    status: 429,
    error: {
      message:
        'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
      type: 'insufficient_quota',
      param: null,
      code: 'insufficient_quota',
    },
  },
  server_error: {
    status: 500,
    error: {
      message: 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
      param: null,
      code: null,
    },
  },
} as const;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-expose-headers': 'x-request-id',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json', 'x-request-id': `req_${randomUUID()}` });
  res.end(JSON.stringify(body));
}

/** OpenAI shows only the ends of a wrong key. */
const maskKey = (key: string) =>
  key.length > 12 ? `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}` : '*'.repeat(key.length);

function unauthorized(res: ServerResponse, key: string | undefined): void {
  const message = key
    ? `Incorrect API key provided: ${maskKey(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`
    : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
  send(res, 401, {
    error: { message, type: 'invalid_request_error', param: null, code: key ? 'invalid_api_key' : null },
  });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface CompletionBody {
  model?: unknown;
  messages?: unknown;
  stream?: unknown;
  stream_options?: { include_usage?: unknown } | null;
}

type Message = { role?: unknown; content?: unknown };

function lastUserText(messages: Message[]): string {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  return typeof last?.content === 'string' ? last.content : '';
}

/** Words with their trailing spaces, so joining the chunks gives back the text exactly. */
const toChunks = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

export async function startFakeProvider(options: FakeProviderOptions = {}): Promise<FakeProvider> {
  let scenario: FakeScenario = options.scenario ?? 'ok';
  let settings: FakeScenarioSettings = { ...options };
  let jsonServed = 0;
  const requests: RecordedRequest[] = [];
  const models = options.models ?? ['gpt-4o', 'gpt-4o-mini', 'gpt-4.1', 'gpt-4.1-mini', 'o4-mini'];
  const badKeys = new Set(options.badKeys ?? []);

  function scenarioFor(key: string): FakeScenario {
    const byShape = /^sk-fake-([a-z_]+)-/.exec(key)?.[1] as FakeScenario | undefined;
    if (options.keyScenarios?.[key]) return options.keyScenarios[key];
    return byShape && SCENARIOS.includes(byShape) ? byShape : scenario;
  }

  function replyText(current: FakeScenario, messages: Message[]): string {
    if (current === 'json') {
      const list = Array.isArray(settings.json) ? settings.json : [settings.json ?? '{}'];
      return list[Math.min(jsonServed++, list.length - 1)] ?? '{}';
    }
    return settings.reply ?? `Echo: ${lastUserText(messages)}`;
  }

  async function completions(res: ServerResponse, body: unknown, current: FakeScenario) {
    const b = (typeof body === 'object' && body !== null ? body : {}) as CompletionBody;
    if (typeof b.model !== 'string' || !Array.isArray(b.messages)) {
      const param = typeof b.model !== 'string' ? 'model' : 'messages';
      const error = { message: `Missing required parameter: '${param}'.`, type: 'invalid_request_error', param };
      return send(res, 400, { error: { ...error, code: 'missing_required_parameter' } });
    }
    if (current in ERRORS) {
      const { status, error } = ERRORS[current as keyof typeof ERRORS];
      return send(res, status, { error });
    }
    const messages = b.messages as Message[];
    const text = replyText(current, messages);
    const chunks = toChunks(text);
    const promptTokens = messages.reduce((n, m) => n + 4 + Math.ceil(String(m.content ?? '').length / 4), 3);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: chunks.length,
      total_tokens: promptTokens + chunks.length,
    };
    const id = `chatcmpl-${randomUUID().replace(/-/g, '')}`;
    const created = Math.floor(Date.now() / 1000);
    // Fields in OpenAI's own order, so a captured stream reads like a real one.
    const head = (object: string) => ({ id, object, created, model: b.model });
    const delay = current === 'slow' ? (settings.chunkDelayMs ?? 50) : 0;

    if (b.stream !== true) {
      if (current === 'stall') return; // never answers; close() ends the socket
      await sleep(delay);
      const message = { role: 'assistant', content: text, refusal: null, annotations: [] };
      const choice = { index: 0, message, logprobs: null, finish_reason: 'stop' };
      return send(res, 200, { ...head('chat.completion'), choices: [choice], usage, system_fingerprint: 'fp_fake' });
    }

    const withUsage = b.stream_options?.include_usage === true;
    const open = () => !res.destroyed && !res.writableEnded;
    const write = (choices: unknown[], extra: object = {}) => {
      const chunk = { ...head('chat.completion.chunk'), system_fingerprint: 'fp_fake', choices };
      res.write(`data: ${JSON.stringify({ ...chunk, ...(withUsage ? { usage: null } : {}), ...extra })}\n\n`);
    };
    res.writeHead(200, {
      ...CORS_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-request-id': `req_${randomUUID()}`,
    });
    write([
      { index: 0, delta: { role: 'assistant', content: '', refusal: null }, logprobs: null, finish_reason: null },
    ]);
    for (const [i, content] of chunks.entries()) {
      if (current === 'stall' && i >= (settings.stallAfterChunks ?? 2)) return; // silent but open
      if (delay) await sleep(delay);
      if (!open()) return; // the client went away: stop, as the real API does
      write([{ index: 0, delta: { content }, logprobs: null, finish_reason: null }]);
    }
    if (current === 'stall') return;
    write([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]);
    if (withUsage) write([], { usage });
    res.end('data: [DONE]\n\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS_HEADERS, 'access-control-max-age': '600' });
      return void res.end();
    }
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

    const key = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
    const current = key ? scenarioFor(key) : 'unauthorized';
    if (!key || !key.startsWith('sk-') || badKeys.has(key) || current === 'unauthorized') return unauthorized(res, key);

    if (req.method === 'GET' && path === '/v1/models') {
      const data = models.map((id) => ({ id, object: 'model', created: 1715367049, owned_by: 'system' }));
      return send(res, 200, { object: 'list', data });
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') return completions(res, body, current);
    const message = `Invalid URL (${req.method} ${path})`;
    send(res, 404, { error: { message, type: 'invalid_request_error', param: null, code: null } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { error: ERRORS.server_error.error });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setScenario(next, nextSettings = {}) {
      scenario = next;
      settings = { ...options, ...nextSettings };
      jsonServed = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Stalled streams would otherwise keep the server open for ever.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
