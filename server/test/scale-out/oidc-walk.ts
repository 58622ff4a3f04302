/**
 * The provider's side of an OpenID sign-in as a browser walks it: from the authorization URL the
 * app redirected to, through the development login and consent forms of oidc-provider
 * (server/test/oidc-provider.ts), to the redirect back to the app's callback, which is returned
 * unvisited so the test decides which instance receives it.
 */
export async function walkProvider(authorizationUrl: string, login: string, appOrigin: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim()];
      if (value === '' || /max-age=0|expires=.*1970/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
  };

  let url = authorizationUrl;
  let form: Record<string, string> | undefined;
  for (let hops = 0; hops < 30; hops++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    keep(res);
    form = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin === appOrigin) return next.href;
      url = next.href;
      continue;
    }
    const page = await res.text();
    const found = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(page);
    if (!found) throw new Error(`no form and no redirect at ${url} (${res.status}): ${page.slice(0, 300)}`);
    const fields: Record<string, string> = {};
    for (const m of found[2]!.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)) {
      fields[m[1]!] = m[2]!;
    }
    // The login form asks for a name (any is accepted); the consent form has hidden fields only.
    if (/name="login"/.test(found[2]!)) Object.assign(fields, { login, password: 'ignored' });
    url = new URL(found[1]!.replaceAll('&amp;', '&'), url).href;
    form = fields;
  }
  throw new Error('too many steps at the OpenID provider');
}
