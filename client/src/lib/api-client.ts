import type { ApiRoute, RouteInput, RouteOutput, TakesNoInput } from '@common/api/define-route';
import { nextPageUrl, PAGE_SIZE_MAX } from '@common/paging-constants';
import { checkResponse } from './api-contract-check';

/**
 * The one way the browser calls our API. JSON in and out, cookies included, and a custom header
 * that (with the JSON content type) satisfies the server's CSRF check. The provider API key is
 * never attached here: only the email AI calls send it, explicitly.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string };
  message?: string;
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text();
  let parsed: ErrorBody | undefined;
  try {
    parsed = JSON.parse(text) as ErrorBody;
  } catch {
    parsed = undefined;
  }
  const serverMessage = parsed?.error?.message ?? parsed?.message;
  // Without a message the UI shows "status: body", so the user still sees something specific.
  const message = serverMessage ?? `${res.status}: ${text || res.statusText}`;
  return new ApiError(res.status, message, parsed?.error?.code, parsed);
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function apiRequest<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return (await apiExchange<T>(method, url, body, options)).data;
}

async function apiExchange<T>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      'x-requested-with': 'fetch',
      // The interface language (set on <html> from the preferences): the server's AI prompts answer in it.
      'accept-language': document.documentElement.lang || 'en',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: options.signal,
  });
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return { data: undefined as T, headers: res.headers };
  const type = res.headers.get('content-type') ?? '';
  const data = (type.includes('application/json') ? await res.json() : await res.text()) as T;
  return { data, headers: res.headers };
}

type EndpointArgs<R extends ApiRoute> =
  TakesNoInput<R> extends true
    ? [input?: RouteInput<R>, options?: RequestOptions]
    : [input: RouteInput<R>, options?: RequestOptions];

/** `/api/email/drafts/:id` with `{ id: 'a/b' }` -> `/api/email/drafts/a%2Fb`. */
function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

function withQuery(url: string, query: Record<string, unknown> | undefined): string {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * The client function of one route in `common/api/`. Only the route's type is imported, so its
 * schemas stay out of the production bundles; the method and path given here must equal the
 * route's (the types refuse anything else). In development and tests every answer is parsed with
 * the route's response schema, so a server and client that drift apart fail loudly.
 *
 *   export const listDrafts = apiEndpoint<typeof emailDraftsApi.list>('GET', '/api/email/drafts');
 */
export function apiEndpoint<R extends ApiRoute>(method: R['method'], path: R['path']) {
  return async (...[input, options]: EndpointArgs<R>): Promise<RouteOutput<R>> => {
    const parts = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const url = withQuery(fillPath(path, parts.params), parts.query);
    const data = await apiRequest<unknown>(method, url, parts.body, options);
    checkResponse(method, path, data);
    return data as RouteOutput<R>;
  };
}

/** One page's rows joined to the ones before: the answer's array, or the arrays inside its object. */
function joinPages(before: unknown, page: unknown): unknown {
  if (before === undefined) return page;
  if (Array.isArray(before) && Array.isArray(page)) return [...(before as unknown[]), ...(page as unknown[])];
  const joined: Record<string, unknown> = { ...(page as Record<string, unknown>) };
  for (const [key, value] of Object.entries(before as Record<string, unknown>))
    if (Array.isArray(value)) joined[key] = [...(value as unknown[]), ...((joined[key] as unknown[]) ?? [])];
  return joined;
}

const rowCount = (data: unknown): number =>
  Array.isArray(data)
    ? data.length
    : Object.values(data as Record<string, unknown>).reduce<number>(
        (n, value) => n + (Array.isArray(value) ? value.length : 0),
        0,
      );

type ListInput<R extends ApiRoute> = Omit<RouteInput<R>, 'query'>;

/**
 * The client function of a list route (`common/schemas/paging.ts`): the same answer as the route
 * gives, with the pages that follow joined to it (largest pages, the `Link` header followed) until
 * the list ends or holds `maxRows`, so the screens keep showing one whole list.
 */
export function apiListEndpoint<R extends ApiRoute>(method: R['method'], path: R['path'], maxRows = Infinity) {
  return async (input?: ListInput<R>, options?: RequestOptions): Promise<RouteOutput<R>> => {
    const params = (input as { params?: Record<string, unknown> } | undefined)?.params;
    let url: string | null = withQuery(fillPath(path, params), { limit: PAGE_SIZE_MAX });
    let all: unknown;
    while (url !== null) {
      const { data, headers }: { data: unknown; headers: Headers } = await apiExchange(method, url, undefined, options);
      checkResponse(method, path, data);
      all = joinPages(all, data);
      url = rowCount(all) < maxRows ? nextPageUrl(headers.get('link')) : null;
    }
    return all as RouteOutput<R>;
  };
}
