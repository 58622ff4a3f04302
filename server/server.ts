import type { FastifyBaseLogger } from 'fastify';
import { pino, type Logger } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { describeDatabaseUrl, waitForDatabase } from './db/database.js';
import { isDatabaseUnavailable } from './db/errors.js';
import { startIdleCollector } from './lib/idle-memory.js';

/** Start-up and process-level lines; the app's own logger takes over once it exists. */
let log: Logger | FastifyBaseLogger = pino({ level: process.env.LOG_LEVEL || 'info' });

/** What is safe to log of an error: a pg error may carry its client and connection settings. */
function summary(err: unknown) {
  const e = err as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown };
  return err instanceof Error || (typeof err === 'object' && err !== null)
    ? { type: e.name, code: e.code, message: e.message, stack: e.stack }
    : { message: String(err) };
}

/**
 * Last resort for errors nothing handled. A database that went away is an error of the requests
 * that used it, so a database error arriving here (a promise or emitter someone forgot) is logged
 * as the bug it is and the process serves on; anything else means the process may be in a state
 * nobody planned for: it is logged and the process exits non-zero, for the supervisor to restart.
 */
function installProcessHandlers(): void {
  const last = (kind: string) => (err: unknown) => {
    if (isDatabaseUnavailable(err)) {
      log.error({ error: summary(err) }, `${kind}: database unavailable (a missing error handler); still serving`);
      return;
    }
    log.fatal({ error: summary(err) }, `${kind}; exiting`);
    process.exit(1);
  };
  process.on('unhandledRejection', last('unhandled rejection'));
  process.on('uncaughtException', last('uncaught exception'));
}

async function main(): Promise<void> {
  installProcessHandlers();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  log = pino({ level: config.LOG_LEVEL });
  if (config.DATABASE_URL) {
    // The database may be starting at the same time as this server: wait for it, for a while.
    log.info({ database: describeDatabaseUrl(config.DATABASE_URL) }, 'connecting to the database');
    await waitForDatabase(config.DATABASE_URL, { timeoutMs: config.DATABASE_STARTUP_TIMEOUT_SECONDS * 1000, log });
  }
  const app = await buildApp({ config });
  log = app.log;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // Start-up and any burst of load leave memory V8 only returns in a collection made while quiet.
  startIdleCollector();
}

main().catch((err: unknown) => {
  log.fatal({ error: summary(err) }, `start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
