import type { z } from 'zod';

/**
 * One API route described once: its method, path and the zod schemas of everything that crosses
 * the wire. The server declares these schemas on the Fastify route (validation, serialization,
 * the OpenAPI document); the client's function for the route takes its input and output types from
 * the same object. Error answers are the one error shape for every route, so they are not repeated
 * here (`server/lib/route-options.ts` adds them).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify path syntax: `/api/email/drafts/:id`. */
  path: `/api/${string}` | '/api';
  /** One line for the reference page. */
  summary: string;
  /** The reference page's section. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route reads (besides the session cookie). */
  headers?: z.ZodType;
  /** Success answers by status. A status with no body uses `NoContent`. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302 | 303, z.ZodType>>;
  /**
   * Answers outside the successes the client parses and the one error shape: a failure in a shape
   * of its own (health's 503 report), or a conditional GET's bodyless 304 (`NoContent`), which a
   * browser's cache turns back into the 200 it kept before the client's code sees it.
   */
  otherAnswers?: Partial<Record<304 | 503, z.ZodType>>;
  /** Answers without a session. */
  public?: boolean;
  /**
   * The scope a personal API token needs to call this route (`Authorization: Bearer`). A route
   * without one is session-only: a token is refused there.
   */
  scope?: 'read' | 'write' | 'email:send';
  /** The answer is not JSON (a file download, a redirect, an HTML page): named in the document, not parsed by the client. */
  contentType?: string;
}

/** Keeps the literal types of a route (method, path, schemas) for both sides to read. */
export const defineRoute = <const R extends ApiRoute>(route: R): R => route;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

type Field<K extends string, S> = S extends z.ZodType ? { [P in K]: InputOf<S> } : { [P in K]?: never };

/** What a caller passes: exactly the parts the route declares. */
export type RouteInput<R extends ApiRoute> = Field<'params', R['params']> &
  Field<'query', R['query']> &
  Field<'body', R['body']>;

/** The parsed success answer (a union when a route has more than one success status). */
export type RouteOutput<R extends ApiRoute> = {
  [K in keyof R['responses']]: K extends 204 ? void : OutputOf<R['responses'][K]>;
}[keyof R['responses']];

/** Whether a route takes no input at all, so its client function can be called with none. */
export type TakesNoInput<R extends ApiRoute> = R['params'] extends z.ZodType
  ? false
  : R['query'] extends z.ZodType
    ? false
    : R['body'] extends z.ZodType
      ? false
      : true;
