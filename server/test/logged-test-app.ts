import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { LOG_REDACT } from '../app.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface LoggedTestApp extends TestApp {
  /** Everything the app logged so far. */
  logged: () => string;
}

/**
 * A test app that logs everything at trace level into memory, with the app's own redaction, for
 * tests that a secret never reaches the log.
 */
export async function createLoggedTestApp(env: Record<string, string> = {}): Promise<LoggedTestApp> {
  let log = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  const t = await createTestApp(env, {
    logger: {
      level: 'trace',
      stream,
      redact: LOG_REDACT,
      // Harsher than the default, which leaves headers out: even logged headers must not show the key.
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: req.url, headers: req.headers }),
      },
    },
  });
  return { ...t, logged: () => log };
}
