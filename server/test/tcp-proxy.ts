import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder on 127.0.0.1 that a test can cut and restore, to make a server (PostgreSQL, SMTP)
 * "go away" for one app without touching the real one other tests share. `cut()` closes every
 * forwarded connection and refuses new ones (ECONNREFUSED, as a stopped server would); `restore()`
 * listens again on the same port. Point the app at `url(...)` or `port`.
 */
export interface TcpProxy {
  port: number;
  /** True while connections are forwarded. */
  readonly up: boolean;
  /** Connections forwarded right now. */
  readonly open: number;
  /** Drops every forwarded connection and stops listening (new connections are refused). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const srv = createServer((client) => {
        const upstream = connect(target.port, target.host);
        sockets.add(client).add(upstream);
        // pipe() passes an orderly close on (the server's last words, such as PostgreSQL's
        // "terminating connection", arrive first); an error on one side resets the other.
        const link = (from: Socket, to: Socket) => {
          from.on('error', () => to.destroy());
          from.on('close', () => {
            sockets.delete(from);
            to.end();
          });
          from.pipe(to);
        };
        link(client, upstream);
        link(upstream, client);
      });
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        port = (srv.address() as AddressInfo).port;
        server = srv;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const srv = server;
      server = undefined;
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!srv) return resolve();
      srv.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get up() {
      return server !== undefined;
    },
    get open() {
      return sockets.size / 2;
    },
    cut: stop,
    async restore() {
      if (!server) await listen();
    },
    close: stop,
  };
}
