import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { linkMethod, oauthEndpoints, PROVIDERS } from './providers.js';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'providers-')), ...env });

describe('mail provider table', () => {
  it('links each provider by OAuth only with a client id and secret; iCloud and unconfigured Yahoo by app password', () => {
    const bare = config();
    expect(['gmail', 'outlook', 'yahoo', 'icloud'].map((p) => linkMethod(bare, p as never))).toEqual([
      'unavailable',
      'unavailable',
      'app_password',
      'app_password',
    ]);
    const full = config({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      MICROSOFT_CLIENT_ID: 'm',
      MICROSOFT_CLIENT_SECRET: 's',
      YAHOO_CLIENT_ID: 'y',
      YAHOO_CLIENT_SECRET: 's',
    });
    expect(['gmail', 'outlook', 'yahoo', 'icloud'].map((p) => linkMethod(full, p as never))).toEqual([
      'oauth',
      'oauth',
      'oauth',
      'app_password',
    ]);
    // An id without its secret is not a configuration.
    expect(linkMethod(config({ GOOGLE_CLIENT_ID: 'g' }), 'gmail')).toBe('unavailable');
  });

  it('sends Gmail through the Gmail API, Outlook through Graph, Yahoo and iCloud over IMAP/SMTP', () => {
    expect(PROVIDERS.gmail.transport).toBe('gmail_api');
    expect(PROVIDERS.outlook.transport).toBe('graph');
    expect(PROVIDERS.yahoo.transport).toBe('imap_smtp');
    expect(PROVIDERS.icloud.transport).toBe('imap_smtp');
    expect(PROVIDERS.icloud.oauth).toBeUndefined();
    const c = config();
    expect(c.GMAIL_API_URL).toBe('https://gmail.googleapis.com');
    expect(c.GRAPH_API_URL).toBe('https://graph.microsoft.com/v1.0');
    expect(PROVIDERS.icloud.servers!(c)).toEqual({
      imap: { host: 'imap.mail.me.com', port: 993 },
      smtp: { host: 'smtp.mail.me.com', port: 587 },
    });
    expect(PROVIDERS.yahoo.servers!(c)).toEqual({
      imap: { host: 'imap.mail.yahoo.com', port: 993 },
      smtp: { host: 'smtp.mail.yahoo.com', port: 465 },
    });
    expect(c.MAIL_TLS_REJECT_UNAUTHORIZED).toBe(true);
    expect(config({ MAIL_TLS_REJECT_UNAUTHORIZED: 'false' }).MAIL_TLS_REJECT_UNAUTHORIZED).toBe(false);
  });

  it("uses the providers' own endpoints unless overridden, and discovers Microsoft's", () => {
    const c = config();
    expect(oauthEndpoints(c, 'gmail')).toEqual({
      issuer: 'https://accounts.google.com',
      authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      token_endpoint: 'https://oauth2.googleapis.com/token',
      userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
      revocation_endpoint: 'https://oauth2.googleapis.com/revoke',
    });
    expect(oauthEndpoints(c, 'yahoo')).toMatchObject({
      issuer: 'https://api.login.yahoo.com',
      token_endpoint: 'https://api.login.yahoo.com/oauth2/get_token',
    });
    expect(oauthEndpoints(c, 'yahoo')!.revocation_endpoint).toBeUndefined();
    expect(oauthEndpoints(c, 'outlook')).toBeUndefined();

    const local = config({ MICROSOFT_AUTH_URL: 'http://127.0.0.1:4000/auth', MICROSOFT_TENANT: 'contoso.example' });
    expect(oauthEndpoints(local, 'outlook')).toEqual({
      issuer: 'http://127.0.0.1:4000',
      authorization_endpoint: 'http://127.0.0.1:4000/auth',
      token_endpoint: 'https://login.microsoftonline.com/contoso.example/oauth2/v2.0/token',
    });
    expect(() => config({ MICROSOFT_TENANT: 'a/b' })).toThrow(/MICROSOFT_TENANT/);
    expect(() => config({ ICLOUD_IMAP_PORT: '0' })).toThrow(/ICLOUD_IMAP_PORT/);
  });
});
