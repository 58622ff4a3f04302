import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What every endpoint of the fake provider shares: CORS, JSON answers and OpenAI's error shape. */

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-expose-headers': 'x-request-id',
};

/** The answers of the scenarios that fail every endpoint the same way. */
export const SCENARIO_ERRORS = {
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

export const requestId = () => `req_${randomUUID()}`;

export function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json', 'x-request-id': requestId() });
  res.end(JSON.stringify(body));
}

export interface ApiError {
  message: string;
  type?: string;
  param?: string | null;
  code?: string | null;
}

/** OpenAI's error body: always all four fields, null where they do not apply. */
export function sendError(res: ServerResponse, status: number, error: ApiError): void {
  const { message, type = 'invalid_request_error', param = null, code = null } = error;
  send(res, status, { error: { message, type, param, code } });
}

export const missingParameter = (res: ServerResponse, param: string) =>
  sendError(res, 400, {
    message: `Missing required parameter: '${param}'.`,
    param,
    code: 'missing_required_parameter',
  });

/** The "Invalid value" answer the newer endpoints give, listing what is allowed. */
export function invalidValue(res: ServerResponse, param: string, value: unknown, allowed: readonly unknown[]): void {
  const quoted = allowed.map((v) => `'${String(v)}'`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')}, and ${quoted.at(-1)}` : quoted.join('');
  const message = `Invalid value: '${String(value)}'. Supported values are: ${list}.`;
  sendError(res, 400, { message, param, code: 'invalid_value' });
}

/** OpenAI shows only the ends of a wrong key. */
const maskKey = (key: string) =>
  key.length > 12 ? `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}` : '*'.repeat(key.length);

export function unauthorized(res: ServerResponse, key: string | undefined): void {
  const message = key
    ? `Incorrect API key provided: ${maskKey(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`
    : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
  send(res, 401, {
    error: { message, type: 'invalid_request_error', param: null, code: key ? 'invalid_api_key' : null },
  });
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** A JSON body as an object, or the text when it is not JSON, or undefined when empty. */
export function parseJson(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const asRecord = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
