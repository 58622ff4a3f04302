import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '../../../scripts/lib/test-database.js';
import { freePort } from '../dovecot.js';
import { startNginx, type TestNginx } from '../nginx.js';
import { requiredPostgresDatabase } from '../required-postgres.js';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy.js';
import { serverProcess, type ServerProcess, type ServerProcessOptions } from '../server-process.js';

/** Alive server processes of every cluster, killed if the test process exits without stopping them. */
const running = new Set<ServerProcess>();
process.once('exit', () => {
  for (const s of running) if (s.alive()) s.child.kill('SIGKILL');
});

export interface ClusterOptions {
  /** How many app instances behind the proxy. */
  instances: number;
  entry: ServerProcessOptions['entry'];
  /** More environment for every instance (mail, OpenID provider...). */
  env?: Record<string, string>;
  /** PUBLIC_URL is the proxy's address, so a caller that must register it somewhere first picks the port. */
  proxyPort?: number;
  exposeUpstream?: boolean;
  dbPrefix?: string;
}

export interface Cluster {
  /** The proxy's URL: the app's PUBLIC_URL. */
  url: string;
  nginx: TestNginx;
  instances: ServerProcess[];
  /** The fresh database (reach it directly at `database.url`; the instances go through `dbProxy`). */
  database: TestDatabase;
  /** The TCP forwarder between the instances and PostgreSQL: cut() makes the database unreachable. */
  dbProxy: TcpProxy;
  /** The secrets and settings every instance shares (docs/deployment.md). */
  sharedEnv: Record<string, string>;
  dir: string;
  /** pg_terminate_backend on every connection to the cluster's database; answers how many. */
  terminateConnections(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The deployment of docs/deployment.md, in miniature and for real: `instances` server processes on
 * one fresh PostgreSQL database (reached through a TCP forwarder the caller can cut), sharing
 * DATABASE_URL, SESSION_SECRET, ENCRYPTION_KEY, PUBLIC_URL and TRUST_PROXY, behind a private nginx.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'agentops-cluster-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const database = await requiredPostgresDatabase(options.dbPrefix ?? 'scale_out');
    cleanups.push(() => database.drop());
    const direct = new URL(database.url);
    const dbProxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(() => dbProxy.close());
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(dbProxy.port);

    const proxyPort = options.proxyPort ?? (await freePort());
    const url = `http://127.0.0.1:${proxyPort}`;
    const sharedEnv = {
      NODE_ENV: 'test',
      DATABASE_URL: viaProxy.toString(),
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: url,
      // nginx connects from 127.0.0.1: only it may say who the client is.
      TRUST_PROXY: '127.0.0.1',
      JOB_POLL_MS: '200',
      ...options.env,
    };
    const ports: number[] = [];
    for (let i = 0; i < options.instances; i++) {
      let port = await freePort();
      while (ports.includes(port) || port === proxyPort) port = await freePort();
      ports.push(port);
    }
    const instances = ports.map((port, i) =>
      serverProcess({
        name: `instance-${String.fromCharCode(97 + i)}`,
        port,
        dir,
        env: sharedEnv,
        entry: options.entry,
      }),
    );
    for (const s of instances) {
      running.add(s);
      cleanups.push(async () => {
        await s.stop();
        running.delete(s);
      });
    }
    // Started together, as a deployment would: they race for the migrations on a fresh database.
    await Promise.all(instances.map((s) => s.start()));
    const nginx = await startNginx({ upstreams: ports, port: proxyPort, exposeUpstream: options.exposeUpstream });
    cleanups.push(() => nginx.stop());

    const terminateConnections = () => database.terminateConnections();

    return { url, nginx, instances, database, dbProxy, sharedEnv, dir, terminateConnections, stop: cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
