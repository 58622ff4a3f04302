import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  /** 0 when no HTTP answer came (connection refused or reset, timeout). */
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The instance nginx passed the request to (its X-Upstream header), when it says. */
  upstream?: string;
  /** Set when status is 0. */
  error?: string;
}

export interface ClientOptions {
  /**
   * The loopback address this client connects from (127.0.0.2, 127.0.1.7...): every address in
   * 127/8 reaches the proxy, which sees each client as a different machine.
   */
  localAddress?: string;
  /** The Origin sent with state-changing requests (the app's PUBLIC_URL). */
  origin: string;
  timeoutMs?: number;
}

export interface RequestOptions {
  json?: unknown;
  headers?: Record<string, string>;
  /** Another base URL for this one request (an instance directly instead of the proxy). */
  base?: string;
}

/**
 * An HTTP client that behaves like one browser: its own source address, kept-alive connections,
 * one cookie jar for the app (whichever instance or proxy answers, as a browser only knows the
 * public origin), and the Origin header the CSRF check wants. Failures are answers with status 0,
 * so a load generator can count them instead of stopping.
 */
export class Client {
  readonly cookies = new Map<string, string>();
  private readonly agent: Agent;

  constructor(
    readonly base: string,
    private readonly options: ClientOptions,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: options.localAddress });
  }

  get localAddress(): string | undefined {
    return this.options.localAddress;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(setCookie: string[] | undefined) {
    for (const header of setCookie ?? []) {
      const [pair, ...attrs] = header.split(';');
      const eq = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim()];
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const url = new URL(path, options.base ?? this.base);
    const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
    const headers: Record<string, string> = { ...options.headers };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET' && method !== 'HEAD') headers.origin ??= this.options.origin;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve) => {
      const req = request(url, { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err) => resolve({ status: 0, headers: {}, body: '', error: err.message }));
        res.on('end', () => {
          this.store(res.headers['set-cookie']);
          const upstream = res.headers['x-upstream'];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ...(typeof upstream === 'string' ? { upstream } : {}),
          });
        });
      });
      req.setTimeout(this.options.timeoutMs ?? 20_000, () => req.destroy(new Error('timed out')));
      req.on('error', (err) => resolve({ status: 0, headers: {}, body: '', error: err.message }));
      req.end(payload);
    });
  }

  get = (path: string, options?: RequestOptions) => this.request('GET', path, options);
  post = (path: string, json: unknown, options?: RequestOptions) => this.request('POST', path, { ...options, json });

  close(): void {
    this.agent.destroy();
  }
}

export function parseJson<T = unknown>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

/** True when the body is exactly the API's one error shape, `{ error: { code, message } }`. */
export function isErrorShape(answer: Answer): boolean {
  const body = parseJson<Record<string, unknown>>(answer);
  if (!body || typeof body !== 'object' || Object.keys(body).join() !== 'error') return false;
  const error = body.error as Record<string, unknown> | null;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    error.message.length > 0
  );
}
