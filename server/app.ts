import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDb, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { databaseRateLimitStore } from './lib/rate-limit-store.js';
import { registerClientApp } from './plugins/client-app.js';
import { registerCsrfProtection } from './plugins/csrf.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { agentRoutes } from './routes/agents.js';
import { healthRoutes } from './routes/health.js';
import { maintenanceRoutes } from './routes/maintenance.js';
import { publicConfigRoutes } from './routes/public-config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An existing database handle (tests); otherwise one is made from the config. */
  db?: Db;
  /** Folder of the built client; defaults to ./dist/client. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Request/response fields that could carry a secret are never written to the log. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, redact: LOG_REDACT },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db =
    options.db ?? createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(db.kysely as never);
  app.decorate('config', config);
  app.decorate('db', db);
  if (!options.db) app.addHook('onClose', async () => db.kysely.destroy());

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.SESSION_SECRET });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db.kysely) });
  registerCsrfProtection(app, config);

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(agentRoutes);
  await app.register(maintenanceRoutes);

  await registerClientApp(app, options.clientDir ?? resolve('dist/client'));
  return app;
}
