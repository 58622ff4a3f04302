import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isUnstorableTextIssue } from '../../common/schemas/text.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { HttpError } from '../http/http-error.js';
import { DomainError, type DomainErrorKind } from '../lib/domain-error.js';

export const DATABASE_UNAVAILABLE = {
  code: 'database_unavailable',
  message: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

/** The one place a domain error's kind becomes a status code. */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  quota_exceeded: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
  upstream_timeout: 504,
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { params?: unknown };
}

/** zod's own wording, which does not say which field it is about (our schemas' messages do). */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized key)/;

/**
 * The first issue, as a message the UI can show. Where the message alone would not say which field
 * is wrong (zod's defaults, text that cannot be saved), the field's path comes first: "firstName: ...".
 */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first?.message) return 'The request is not valid';
  const field = (first.instancePath ?? '').split('/').filter(Boolean).join('.') || context || 'body';
  const unstorable = first.params !== undefined && isUnstorableTextIssue(first.params);
  return unstorable || ZOD_DEFAULT_MESSAGE.test(first.message) ? `${field}: ${first.message}` : first.message;
}

interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
}

const INTERNAL_ERROR: ErrorAnswer = {
  status: 500,
  code: 'internal_error',
  message: 'Something went wrong. Please try again.',
};

/** Fastify's own errors, by their FST_ code: a stable code of ours, a fitting status, words for the UI. */
const FRAMEWORK_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The request body is empty but says it is JSON',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Unsupported content type: send the request as JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_content_length',
    message: 'The request body does not match its Content-Length',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large', message: 'The request is too large' },
  FST_ERR_BAD_URL: { status: 400, code: 'invalid_url', message: 'The address of the request is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', message: 'The address of the request is too long' },
  FST_ERR_NOT_FOUND: { status: 404, code: 'not_found', message: 'Not found' },
};

/** Errors of Node's HTTP parser (before Fastify sees a request), by their code. */
const BAD_CONTENT_LENGTH: ErrorAnswer = {
  status: 400,
  code: 'invalid_content_length',
  message: 'The Content-Length header is not valid',
};
const REQUEST_TIMEOUT: ErrorAnswer = {
  status: 408,
  code: 'request_timeout',
  message: 'The request took too long to arrive',
};
const CLIENT_ERRORS: Record<string, ErrorAnswer> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: REQUEST_TIMEOUT,
  ERR_HTTP_HEADERS_TIMEOUT: REQUEST_TIMEOUT,
  HPE_INVALID_CONTENT_LENGTH: BAD_CONTENT_LENGTH,
  HPE_UNEXPECTED_CONTENT_LENGTH: BAD_CONTENT_LENGTH,
  HPE_INVALID_HEADER_TOKEN: { status: 400, code: 'invalid_header', message: 'A request header is not valid' },
  HPE_INVALID_METHOD: { status: 501, code: 'method_not_implemented', message: 'The request method is not supported' },
};
const UNREADABLE_REQUEST: ErrorAnswer = { status: 400, code: 'bad_request', message: 'The request could not be read' };

/** Any other status: its standard reason as a snake_case code ("Range Not Satisfiable" -> range_not_satisfiable). */
function answerForStatus(status: number): ErrorAnswer {
  if (status === 429) {
    return { status, code: 'rate_limited', message: 'Too many attempts. Please wait a moment and try again.' };
  }
  const reason = STATUS_CODES[status] ?? 'Bad Request';
  return { status, code: reason.toLowerCase().replace(/[^a-z0-9]+/g, '_'), message: reason };
}

export function sendError(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  return reply.code(answer.status).send({ error: { code: answer.code, message: answer.message } });
}

/**
 * Errors Fastify answers before any route or hook runs (a malformed percent-encoding, a path
 * parameter over maxParamLength): the one shape instead of Fastify's own.
 */
const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, _request, reply) => {
  sendError(reply, FRAMEWORK_ERRORS[err.code] ?? answerForStatus(err.statusCode ?? 400));
};

/**
 * Requests Node's HTTP parser refuses (a bad Content-Length, a control character in a header, an
 * oversized header block): no request object exists, so the answer is written to the socket.
 * Only the parser's code is logged: the raw packet may hold cookies.
 */
function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (err.code && CLIENT_ERRORS[err.code]) || UNREADABLE_REQUEST;
  this.log.debug({ code: err.code }, 'unreadable request refused');
  // As Node does: no answer of ours in the middle of a response already on its way.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Fastify options for errors that never reach the error handler; spread into the Fastify constructor. */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

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
      return sendError(reply.header('retry-after', '5'), { status: 503, ...DATABASE_UNAVAILABLE });
    }
    if (err instanceof DomainError) {
      return sendError(reply, { status: STATUS_OF_KIND[err.kind], code: err.code, message: err.message });
    }
    if (err instanceof HttpError) {
      return sendError(reply, { status: err.statusCode, code: err.code, message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = describeValidation(err.validation as ValidationIssue[], err.validationContext);
      return sendError(reply, { status: 400, code: 'validation_failed', message });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return sendError(reply, INTERNAL_ERROR);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large) and any
      // other library's: never their internal codes or wording.
      return sendError(reply, (err.code && FRAMEWORK_ERRORS[err.code]) || answerForStatus(status));
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, INTERNAL_ERROR);
  });
}
