import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error.js';
import { hitRateLimit } from '../lib/rate-limit-store.js';

export const MINUTE = 60 * 1000;

/** The 429 every limit answers with, worded for the dialog that made the request. */
export const tooMany = (message: string) => new HttpError(429, 'rate_limited', message);

/**
 * For `config.rateLimit` on a route: a per-address limit whose 429 carries our own message.
 * (@fastify/rate-limit runs at most one limit per request, hence `limitBy` for the others.)
 */
export function perIp(max: number, timeWindow: number, message: string) {
  return { max, timeWindow, errorResponseBuilder: () => tooMany(message) };
}

interface KeyedLimit {
  /** Namespace of the counters, e.g. 'login-email'. */
  name: string;
  max: number;
  windowMs: number;
  /** The key for this request (after validation, so the body is parsed); undefined skips the limit. */
  key: (request: FastifyRequest) => string | undefined;
  message: string;
  /**
   * 'writes': reads (GET, HEAD) pass uncounted. A store's paged list costs one indexed query, less
   * than the counter's own write, and what the limit guards against is a client filling a table.
   */
  counts?: 'all' | 'writes';
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * A limit keyed on something other than the address, such as the email in the body. Runs as a
 * preHandler, after validation, and shares the database counters, so every instance sees it.
 */
export function limitBy(app: FastifyInstance, limit: KeyedLimit): preHandlerAsyncHookHandler {
  return async (request) => {
    if (limit.counts === 'writes' && isRead(request)) return;
    const key = limit.key(request);
    if (key === undefined) return;
    const { count } = await hitRateLimit(app.db.kysely, `rl:${limit.name}:${key}`, limit.windowMs);
    if (count > limit.max) throw tooMany(limit.message);
  };
}
