import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpLoginServer {
  port: number;
  /** Sign-in attempts seen, with the user name and whether the password matched. */
  logins: { user: string; ok: boolean }[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that requires STARTTLS and a password sign-in (PLAIN/LOGIN), as
 * iCloud's and Yahoo's submission servers do. Every user signs in with `password`.
 */
export async function startSmtpLoginServer(options: {
  password: string;
  tls: { key: string; cert: string };
}): Promise<SmtpLoginServer> {
  const logins: SmtpLoginServer['logins'] = [];
  const server = new SMTPServer({
    key: options.tls.key,
    cert: options.tls.cert,
    authMethods: ['PLAIN', 'LOGIN'],
    // No sign-in before STARTTLS, like the real servers.
    allowInsecureAuth: false,
    logger: false,
    // No reverse DNS of 127.0.0.1 (it can take seconds where DNS is slow or absent).
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      const ok = auth.password === options.password;
      logins.push({ user: auth.username ?? '', ok });
      if (!ok) return callback(new Error('Invalid username or password'));
      return callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, logins, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
