import type { BaseLogger, Bindings } from 'pino';

/**
 * The logger services, adapters and jobs write to. Fastify's (app.log, request.log) and a plain
 * pino logger both fit it, so code below the routes never names the web framework.
 */
export interface Logger extends Pick<
  BaseLogger,
  'level' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
> {
  child(bindings: Bindings): Logger;
}
