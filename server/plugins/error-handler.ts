import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.js';
import { HttpError } from '../lib/http-error.js';

export const DATABASE_UNAVAILABLE = {
  code: 'database_unavailable',
  message: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

function describeValidation(issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first?.message) return 'The request is not valid';
  return first.message;
}

/**
 * One error shape for every route: `{ error: { code, message } }`. Client mistakes get a 4xx with a
 * message the UI can show; anything unexpected is logged and answered with a generic 500 that
 * reveals nothing of the internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(err)) {
      // The database is away (restart, failover): this request fails, the server and pool carry on.
      request.log.warn({ error: { code: err.code, message: err.message } }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ error: DATABASE_UNAVAILABLE });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: { code: err.code, message: err.message } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({
        error: { code: 'validation_failed', message: describeValidation(err.validation as ValidationIssue[]) },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply
        .code(500)
        .send({ error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({
        error: { code: 'rate_limited', message: 'Too many attempts. Please wait a moment and try again.' },
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      const message = err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type' : err.message;
      return reply.code(status).send({ error: { code: (err.code ?? 'bad_request').toLowerCase(), message } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } });
  });
}
