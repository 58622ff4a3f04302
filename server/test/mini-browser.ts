import type { FastifyInstance } from 'fastify';

/**
 * Just enough of a browser to walk an OpenID sign-in in an API test: follows redirects by hand,
 * keeps cookies per origin, and submits the forms of oidc-provider's development interactions.
 * Requests to the app's PUBLIC_URL go to app.inject() when an in-process app is given; everything
 * else (and everything, for an app in another process) goes over the network.
 */
export interface Page {
  url: string;
  status: number;
  location?: string;
  body: string;
  setCookies: string[];
}

export class MiniBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(
    private readonly app: FastifyInstance | undefined,
    private readonly publicUrl: string,
  ) {}

  cookies(origin: string): Map<string, string> {
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }

  private store(origin: string, headers: string[]) {
    const jar = this.cookies(origin);
    for (const header of headers) {
      const [pair, ...attrs] = header.split(';');
      const eq = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim()];
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  private cookieHeader(origin: string) {
    return [...this.cookies(origin)].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** One request, no redirect following. */
  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Page> {
    const target = new URL(url, this.publicUrl);
    const origin = target.origin;
    const cookie = this.cookieHeader(origin);
    const method = init.method ?? (init.form ? 'POST' : 'GET');
    const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';

    let page: Page;
    if (this.app && origin === new URL(this.publicUrl).origin) {
      const res = await this.app.inject({
        method: method as 'GET',
        url: target.pathname + target.search,
        headers,
        payload: body,
      });
      const raw = res.headers['set-cookie'];
      const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      page = {
        url: target.href,
        status: res.statusCode,
        location: res.headers.location as string | undefined,
        body: res.body,
        setCookies,
      };
    } else {
      const res = await fetch(target, { method, headers, body, redirect: 'manual' });
      page = {
        url: target.href,
        status: res.status,
        location: res.headers.get('location') ?? undefined,
        body: await res.text(),
        setCookies: res.headers.getSetCookie(),
      };
    }
    this.store(origin, page.setCookies);
    return page;
  }

  /** Requests and follows redirects until a page that is not a redirect, or `stopAt` matches. */
  async go(url: string, init: { form?: Record<string, string> } = {}, stopAt?: (url: URL) => boolean): Promise<Page> {
    let page = await this.request(url, init);
    for (let hops = 0; page.status >= 300 && page.status < 400 && page.location; hops++) {
      if (hops > 20) throw new Error('too many redirects');
      const next = new URL(page.location, page.url);
      if (stopAt?.(next)) return page;
      page = await this.request(next.href);
    }
    return page;
  }

  /** Submits the first form on the page with the given fields (plus its hidden inputs). */
  submit(page: Page, fields: Record<string, string>, stopAt?: (url: URL) => boolean): Promise<Page> {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.body);
    if (!form) throw new Error(`no form on ${page.url}: ${page.body.slice(0, 300)}`);
    const action = new URL(form[1]!.replaceAll('&amp;', '&'), page.url).href;
    const hidden: Record<string, string> = {};
    for (const m of form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)) {
      hidden[m[1]!] = m[2]!;
    }
    return this.go(action, { form: { ...hidden, ...fields } }, stopAt);
  }
}
