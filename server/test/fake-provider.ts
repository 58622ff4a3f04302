import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MAX_UPLOAD_BYTES,
  parseMultipart,
  speak,
  tooLarge,
  transcribe,
  type ParsedForm,
} from './fake-provider-audio.js';
import {
  CORS_HEADERS,
  SCENARIO_ERRORS,
  parseJson,
  readBody,
  send,
  sendError,
  unauthorized,
} from './fake-provider-http.js';
import { generateImages, serveImage, type ImageStore } from './fake-provider-images.js';
import { checkImages, contentText, imageCount, messageTokens } from './fake-provider-vision.js';

/**
 * An OpenAI-compatible provider for tests and local trials. It follows OpenAI's chat-completions
 * wire format exactly (fake-provider.test.ts proves it with the official SDK), so code that works
 * against it works against the real API. The browser calls it directly in e2e tests, hence CORS.
 * Besides chat (with image parts: fake-provider-vision.ts) it answers image generation
 * (fake-provider-images.ts), transcription and speech (fake-provider-audio.ts), with the same key
 * scenarios; fake-provider-media.test.ts holds them to the SDK too.
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
  'content_policy',
  'no_images',
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
  /** Text every transcription answers; by default one naming the uploaded file and its size. */
  transcript?: string;
}

export interface FakeProviderOptions extends FakeScenarioSettings {
  scenario?: FakeScenario;
  /** Keys answered with 401 whatever the scenario. */
  badKeys?: string[];
  /** A scenario for one key, over the current one. Keys shaped sk-fake-<scenario>-… select it too. */
  keyScenarios?: Record<string, FakeScenario>;
  models?: string[];
  port?: number;
  /** Endpoints left out answer 404, like an OpenAI-compatible server without them. */
  endpoints?: { images?: boolean; audio?: boolean };
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

/** What GET /v1/models lists unless told otherwise: chat models only, as a list the pickers can show whole. */
export const CHAT_MODELS = ['gpt-4o', 'gpt-4o-mini', 'gpt-4.1', 'gpt-4.1-mini', 'o4-mini'];
/** The media models OpenAI's own list adds; pass `models: [...CHAT_MODELS, ...MEDIA_MODELS]` to see them. */
export const MEDIA_MODELS = [
  'dall-e-2',
  'dall-e-3',
  'gpt-image-1',
  'whisper-1',
  'gpt-4o-transcribe',
  'gpt-4o-mini-transcribe',
  'tts-1',
  'tts-1-hd',
  'gpt-4o-mini-tts',
];

/**
 * A well-formed key (sk-, over 20 characters). With a scenario, the key selects it by its shape;
 * without, the key follows whatever setScenario chose.
 */
export const fakeKey = (scenario?: FakeScenario) => `sk-fake-${scenario ?? 'key'}-0123456789abcdef`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CompletionBody {
  model?: unknown;
  messages?: unknown;
  stream?: unknown;
  stream_options?: { include_usage?: unknown } | null;
}

type Message = { role?: unknown; content?: unknown };

/** The last user message's text, and how many images came with it when there were any. */
function lastUserText(messages: Message[]): string {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  const images = imageCount(last?.content);
  return contentText(last?.content) + (images ? ` [images: ${images}]` : '');
}

/** Words with their trailing spaces, so joining the chunks gives back the text exactly. */
const toChunks = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

export async function startFakeProvider(options: FakeProviderOptions = {}): Promise<FakeProvider> {
  let scenario: FakeScenario = options.scenario ?? 'ok';
  let settings: FakeScenarioSettings = { ...options };
  let jsonServed = 0;
  const requests: RecordedRequest[] = [];
  const models = options.models ?? CHAT_MODELS;
  const badKeys = new Set(options.badKeys ?? []);
  const images: ImageStore = new Map();
  let origin = '';

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
    if (current in SCENARIO_ERRORS) {
      const { status, error } = SCENARIO_ERRORS[current as keyof typeof SCENARIO_ERRORS];
      return send(res, status, { error });
    }
    const messages = b.messages as Message[];
    const imageError = checkImages(b.model, messages);
    if (imageError) return sendError(res, 400, imageError);
    const text = replyText(current, messages);
    const chunks = toChunks(text);
    const promptTokens = messages.reduce((n, m) => n + messageTokens(m.content), 3);
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

  /** The request's body: JSON as an object; a form as its fields, files described, not their bytes. */
  async function readRequest(req: IncomingMessage): Promise<{ raw: Buffer; body: unknown; form?: ParsedForm }> {
    const raw = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('multipart/form-data')) return { raw, body: parseJson(raw) };
    if (raw.length > MAX_UPLOAD_BYTES) return { raw, body: { bytes: raw.length } };
    const form = await parseMultipart(raw, type).catch(() => undefined);
    return { raw, body: form?.fields ?? { bytes: raw.length }, form };
  }

  const notFound = (req: IncomingMessage, res: ServerResponse, path: string) =>
    sendError(res, 404, { message: `Invalid URL (${req.method} ${path})` });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS_HEADERS, 'access-control-max-age': '600' });
      return void res.end();
    }
    const imageFile = /^\/files\/images\/([\w.-]+)$/.exec(path)?.[1];
    if (req.method === 'GET' && imageFile && serveImage(res, imageFile, images)) return;
    const { raw, body, form } = await readRequest(req);
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

    const key = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
    const current = key ? scenarioFor(key) : 'unauthorized';
    if (!key || !key.startsWith('sk-') || badKeys.has(key) || current === 'unauthorized') return unauthorized(res, key);

    if (req.method === 'GET' && path === '/v1/models') {
      const data = models.map((id) => ({ id, object: 'model', created: 1715367049, owned_by: 'system' }));
      return send(res, 200, { object: 'list', data });
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') return completions(res, body, current);

    const media = {
      '/v1/images/generations': options.endpoints?.images !== false && current !== 'no_images',
      '/v1/audio/transcriptions': options.endpoints?.audio !== false,
      '/v1/audio/speech': options.endpoints?.audio !== false,
    };
    if (req.method !== 'POST' || !(path in media) || !media[path as keyof typeof media])
      return notFound(req, res, path);
    if (current in SCENARIO_ERRORS) {
      const { status, error } = SCENARIO_ERRORS[current as keyof typeof SCENARIO_ERRORS];
      return send(res, status, { error });
    }
    if (path === '/v1/images/generations') {
      return generateImages({ res, body, refuse: current === 'content_policy', origin, store: images });
    }
    if (path === '/v1/audio/speech') {
      return speak({ res, body, chunkDelayMs: current === 'slow' ? (settings.chunkDelayMs ?? 50) : 5 });
    }
    if (raw.length > MAX_UPLOAD_BYTES) return tooLarge(res, raw.length);
    return transcribe({ res, parsed: form, transcript: settings.transcript });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { error: SCENARIO_ERRORS.server_error.error });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    baseUrl: `${origin}/v1`,
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
