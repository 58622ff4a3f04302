import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDb, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { registerHousekeepingJob, scheduleHousekeeping } from './jobs/housekeeping-job.js';
import { registerBillingJob, scheduleBillingPeriodEnds } from './jobs/billing-job.js';
import type { JobRunnerOptions } from './jobs/job-types.js';
import { JobRunner } from './jobs/runner.js';
import { registerEmailJobs } from './jobs/send-email-job.js';
import { registerAutomationJobs, scheduleAutomationScheduler } from './jobs/automation-jobs.js';
import { registerMailTriggerJobs, scheduleMailScans } from './jobs/mail-trigger-jobs.js';
import { automationRoutes } from './routes/automations.js';
import { automationRunRoutes } from './routes/automation-runs.js';
import { automationDryRunRoutes } from './routes/automation-dry-run.js';
import { automationAgentKeyRoutes } from './routes/automation-agent-key.js';
import { databaseRateLimitStore } from './lib/rate-limit-store.js';
import { sharedAnswerSerializer } from './http/shared-answer-serializer.js';
import { createSystemMailer, type SystemMailer } from './mail/system-mail.js';
import { registerClientApp } from './plugins/client-app.js';
import { registerCsrfProtection } from './plugins/csrf.js';
import { frameworkErrorOptions, registerErrorHandling } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRouteTable } from './plugins/route-table.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSessions } from './plugins/session.js';
import { accountRoutes } from './routes/account.js';
import { adminRoutes } from './routes/admin.js';
import { accountExportRoutes } from './routes/account-export.js';
import { agentRoutes } from './routes/agents.js';
import { apiTokenRoutes } from './routes/api-tokens.js';
import { billingRoutes } from './routes/billing.js';
import { authRoutes } from './routes/auth.js';
import { authRecoveryRoutes } from './routes/auth-recovery.js';
import { chatRelayRoutes } from './routes/chat-relay.js';
import { docsRoutes } from './routes/docs.js';
import { emailAccountRoutes } from './routes/email-accounts.js';
import { emailAiRoutes } from './routes/email-ai.js';
import { emailDraftRoutes } from './routes/email-drafts.js';
import { emailOauthRoutes } from './routes/email-oauth.js';
import { emailSendRoutes } from './routes/email-send.js';
import { emailTemplateRoutes } from './routes/email-templates.js';
import { healthRoutes } from './routes/health.js';
import { maintenanceRoutes } from './routes/maintenance.js';
import { oidcRoutes } from './routes/oidc.js';
import { publicConfigRoutes } from './routes/public-config.js';
import { taskRoutes } from './routes/tasks.js';
import { customAgentRoutes } from './routes/custom-agents.js';
import { cloudHistoryRoutes } from './routes/cloud-history.js';
import { usageRoutes } from './routes/usage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Reset codes and username recovery: SMTP, or the system_mail outbox without SMTP_URL. */
    systemMail: SystemMailer;
    /** The background job runner (server/jobs): outbox delivery, and later automations. */
    jobs: JobRunner;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An existing database handle (tests); otherwise one is made from the config. */
  db?: Db;
  /** Folder of the built client; defaults to ./dist/client. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** false: the job runner is not started (tests drive it with app.jobs.runDue()). */
  startJobs?: boolean;
  /** Runner settings (tests inject a clock); the poll interval defaults to JOB_POLL_MS. */
  jobs?: JobRunnerOptions;
}

/**
 * Request/response fields that could carry a secret are never written to the log. Fastify does not
 * log bodies; the body paths are here so that a later `log.info({ body })` cannot leak one either.
 */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'resetCode',
  'token',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.confirmPassword',
  '*.resetCode',
  '*.token',
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, redact: LOG_REDACT },
    // Off unless TRUST_PROXY names the proxies: request.ip keys the per-address rate limits.
    // (Fastify accepts a hop count at run time; its option type leaves number out.)
    trustProxy: config.TRUST_PROXY as boolean | string | string[],
    bodyLimit: 1024 * 1024,
    // Errors answered before any route runs (bad URLs, unreadable requests) get the one error shape too.
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(sharedAnswerSerializer);

  const db = options.db ?? createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log: app.log });
  await migrateToLatest(db.kysely as never, db.dialect);
  app.decorate('config', config);
  app.decorate('db', db);
  const systemMail = createSystemMailer({ config, db: db.kysely, log: app.log });
  app.decorate('systemMail', systemMail);
  const jobs = new JobRunner(db, app.log, { pollMs: config.JOB_POLL_MS, ...options.jobs });
  registerEmailJobs(jobs, db.kysely, config);
  registerHousekeepingJob(jobs, db.kysely);
  registerAutomationJobs(jobs, db.kysely, config);
  registerMailTriggerJobs(jobs, db.kysely, config);
  registerBillingJob(jobs, db.kysely);
  app.decorate('jobs', jobs);
  if (options.startJobs !== false) {
    app.addHook('onReady', async () => {
      // Starts (or restarts) the hourly housekeeping chain; a no-op when another instance did.
      await scheduleHousekeeping(db.kysely, jobs.now()).catch((err: unknown) => {
        app.log.error({ err }, 'could not schedule housekeeping; the next start will');
      });
      await scheduleAutomationScheduler(db.kysely, jobs.now()).catch((err: unknown) => {
        app.log.error({ err }, 'could not schedule the automation scheduler; the next start will');
      });
      await scheduleMailScans(db.kysely, jobs.now()).catch((err: unknown) => {
        app.log.error({ err }, 'could not schedule the mail scans; the next start will');
      });
      await scheduleBillingPeriodEnds(db.kysely, jobs.now()).catch((err: unknown) => {
        app.log.error({ err }, 'could not schedule the billing period ends; the next start will');
      });
      jobs.start();
    });
  }
  // One hook, so mail still in flight (which may write to the outbox) is done before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await systemMail.close();
    if (!options.db) await db.kysely.destroy();
  });

  registerErrorHandling(app);
  registerRouteTable(app);
  // Before any route: the OpenAPI document collects the routes as they are added.
  await registerOpenApi(app);
  registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.SESSION_SECRET });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db.kysely) });
  registerCsrfProtection(app, config);
  registerSessions(app);

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(agentRoutes);
  await app.register(maintenanceRoutes);
  await app.register(authRoutes);
  await app.register(authRecoveryRoutes);
  await app.register(oidcRoutes);
  await app.register(accountRoutes);
  await app.register(accountExportRoutes);
  await app.register(apiTokenRoutes);
  await app.register(billingRoutes);
  await app.register(usageRoutes);
  await app.register(adminRoutes);
  await app.register(chatRelayRoutes);
  await app.register(emailAiRoutes);
  await app.register(emailDraftRoutes);
  await app.register(emailTemplateRoutes);
  await app.register(emailOauthRoutes);
  await app.register(emailAccountRoutes);
  await app.register(emailSendRoutes);
  await app.register(taskRoutes);
  await app.register(customAgentRoutes);
  await app.register(cloudHistoryRoutes);
  await app.register(automationRoutes);
  await app.register(automationRunRoutes);
  await app.register(automationDryRunRoutes);
  await app.register(automationAgentKeyRoutes);
  await app.register(docsRoutes);

  await registerClientApp(app, options.clientDir ?? resolve('dist/client'));
  return app;
}
