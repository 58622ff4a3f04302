/**
 * Everything the email-assistant specs that link and send mail run against, all on 127.0.0.1:
 *
 * - a built app server of their own (a fresh PostgreSQL database when TEST_DATABASE_URL is set),
 *   configured to reach only the stand-ins below;
 * - one real OpenID Provider (oidc-provider) standing in for the Google, Microsoft and Yahoo
 *   authorization servers (server/test/mail-idp.ts). Yahoo's client secret is deliberately wrong
 *   in the app's configuration, so linking Yahoo ends in the invalid_client result;
 * - fakes of the Gmail API and Microsoft Graph send endpoints (server/test/fake-mail-apis.ts)
 *   that accept the access tokens the provider issued, checked at its userinfo endpoint;
 * - for iCloud: a private dovecot (IMAP, when it can run here) and a password-checking SMTP
 *   server, both TLS with a self-signed certificate;
 * - the fake AI provider (server/test/fake-provider.ts) for compose and the chat.
 *
 * `openDatabase()` reaches the server's database (its PostgreSQL database, else its SQLite file),
 * for a journey that puts a row into a state no button leads to in a test's time (fourteen days
 * without a sign-in); `databaseUrl` is the PostgreSQL address when there is one.
 *
 * A spec file starts one stack in beforeAll and stops it in afterAll; its tests run in order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  snapshotBuild,
  startBuiltServer,
  type BuildSnapshot,
  type BuiltServer,
} from '../scripts/lib/built-server';
import { createTestDatabase, type TestDatabase } from '../scripts/lib/test-database';
import type { Kysely } from 'kysely';
import { createDb } from '../server/db/database';
import type { Database } from '../server/db/schema';
import { selfSignedCert, startDovecot, type TestDovecot } from '../server/test/dovecot';
import { startFakeMailApis, type FakeMailApis } from '../server/test/fake-mail-apis';
import { startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { startMailIdp, type MailIdp } from '../server/test/mail-idp';
import { startSmtpLoginServer, type SmtpLoginServer } from '../server/test/smtp-login';

/** The app password every iCloud sign-in must use (dovecot's and the SMTP server's). */
export const ICLOUD_APP_PASSWORD = 'abcd-efgh-ijkl-mnop';

/** Login names at the stand-in provider and the mailbox addresses they link. */
export const MAILBOXES = {
  gmail: { login: 'ada-gmail', email: 'ada@gmail.example' },
  outlook: { login: 'ada-outlook', email: 'ada@outlook.example' },
  yahoo: { login: 'ada-yahoo', email: 'ada@yahoo.example' },
  /** An account whose provider names no email address: the link fails with oauth_failed. */
  noEmail: { login: 'nobody' },
} as const;

export interface MailStack {
  server: BuiltServer;
  provider: FakeProvider;
  mailApis: FakeMailApis;
  idp: MailIdp;
  smtp: SmtpLoginServer;
  /** Undefined where dovecot cannot run (not installed, or not root); `imapSkipReason` says why. */
  imap?: TestDovecot;
  imapSkipReason?: string;
  /** The server's PostgreSQL database; undefined when it runs on SQLite (in server.dataDir). */
  databaseUrl?: string;
  /** A connection to the server's database, whichever it is; the caller destroys it when done. */
  openDatabase(): Kysely<Database>;
  stop(): Promise<void>;
}

export async function startMailStack(name: string): Promise<MailStack> {
  const closers: (() => Promise<unknown> | void)[] = [];
  const stop = async () => {
    for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => undefined);
  };
  try {
    const provider = await startFakeProvider();
    closers.push(() => provider.close());

    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const idp = await startMailIdp(publicUrl, {
      accounts: {
        [MAILBOXES.gmail.login]: { email: MAILBOXES.gmail.email, email_verified: true, name: 'Ada Gmail' },
        [MAILBOXES.outlook.login]: { email: MAILBOXES.outlook.email, email_verified: true, name: 'Ada Outlook' },
        [MAILBOXES.yahoo.login]: { email: MAILBOXES.yahoo.email, email_verified: true },
        [MAILBOXES.noEmail.login]: { name: 'No Address' },
      },
    });
    closers.push(() => idp.close());

    // The APIs check an unknown bearer token with the authorization server that issued it.
    const userinfo = `${idp.idp.issuer}/me`;
    const mailApis = await startFakeMailApis({
      introspect: async (token) =>
        (await fetch(userinfo, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined))?.ok ?? false,
    });
    closers.push(() => mailApis.close());

    const dovecot = await startDovecot(ICLOUD_APP_PASSWORD);
    let tls: { key: string; cert: string };
    if (dovecot.ok) {
      closers.push(() => dovecot.server.stop());
      tls = dovecot.server.tls;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'e2e-tls-'));
      tls = await selfSignedCert(dir);
      rmSync(dir, { recursive: true, force: true });
    }
    const smtp = await startSmtpLoginServer({ password: ICLOUD_APP_PASSWORD, tls });
    closers.push(() => smtp.close());

    let database: TestDatabase | undefined;
    if (process.env.TEST_DATABASE_URL) {
      database = await createTestDatabase(process.env.TEST_DATABASE_URL, `e2e_${name.replace(/\W/g, '_')}`);
      closers.push(() => database!.drop());
    }

    const build: BuildSnapshot = snapshotBuild();
    closers.push(() => build.remove());
    const server = await startBuiltServer({
      name: `e2e-${name}`,
      buildRoot: build.root,
      port,
      env: {
        // openid-client accepts the plain-http (loopback) stand-in only outside production.
        NODE_ENV: 'test',
        DATABASE_URL: database?.url,
        AI_BASE_URL: provider.baseUrl,
        ...idp.env,
        YAHOO_CLIENT_SECRET: 'not-the-secret-the-provider-knows',
        GMAIL_API_URL: mailApis.env.GMAIL_API_URL,
        GRAPH_API_URL: mailApis.env.GRAPH_API_URL,
        ICLOUD_IMAP_HOST: dovecot.ok ? dovecot.server.host : '127.0.0.1',
        ICLOUD_IMAP_PORT: String(dovecot.ok ? dovecot.server.port : await freePort()),
        ICLOUD_SMTP_HOST: '127.0.0.1',
        ICLOUD_SMTP_PORT: String(smtp.port),
        MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
        // Scheduled mail is picked up within a second of its time.
        JOB_POLL_MS: '500',
      },
    });
    closers.push(() => server.stop());

    return {
      server,
      provider,
      mailApis,
      idp,
      smtp,
      imap: dovecot.ok ? dovecot.server : undefined,
      imapSkipReason: dovecot.ok ? undefined : dovecot.reason,
      databaseUrl: database?.url,
      // The built server keeps its SQLite file under DATA_DIR (<dataDir>/data/app.db).
      openDatabase: () => createDb({ databaseUrl: database?.url, dataDir: join(server.dataDir, 'data') }).kysely,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
