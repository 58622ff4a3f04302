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

export async function apiRequest<T>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      'x-requested-with': 'fetch',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: options.signal,
  });
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** GET that answers null on 401 instead of throwing: "who am I" style queries. */
export async function apiGetOrNull<T>(url: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', url);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}
