import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild } from '../../scripts/lib/stop-child.js';

/** Where Debian's nginx-core puts the binary; undefined when it is not installed. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
export const NGINX_INSTALL = 'apt-get install -y nginx-core';

export interface NginxOptions {
  /** Ports of the app instances on 127.0.0.1, in upstream order. */
  upstreams: number[];
  /** The port nginx listens on (127.0.0.1). */
  port: number;
  /**
   * Adds `X-Upstream: <address of the instance that answered>` to every answer, so a test can see
   * which instance served a request. Not for production: it tells clients about the backends.
   */
  exposeUpstream?: boolean;
}

/**
 * The reverse-proxy configuration of docs/deployment.md, for a private nginx in `dir`: round robin
 * over the instances, a dead instance skipped at once (connection refused is an `error`, retried
 * on the next instance, POST included since nothing was sent), kept-alive upstream connections,
 * X-Forwarded-For/-Proto for TRUST_PROXY, and no buffering so streamed answers stream.
 */
export function nginxConfig(dir: string, options: NginxOptions): string {
  const servers = options.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 2m;
  upstream app {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
${options.exposeUpstream ? '      add_header X-Upstream $upstream_addr always;\n' : ''}    }
  }
}
`;
}

export interface TestNginx {
  url: string;
  port: number;
  pid: number;
  /** nginx's error log so far (upstream failures are logged there). */
  errorLog(): string;
  stop(): Promise<void>;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a private nginx in a temporary folder, in the foreground (`daemon off`) so that it is
 * this process's child and is stopped by its pid; no system service is involved.
 */
export async function startNginx(options: NginxOptions): Promise<TestNginx> {
  if (!NGINX) throw new Error(`nginx is not installed: ${NGINX_INSTALL}`);
  const dir = mkdtempSync(join(tmpdir(), 'agentops-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, options));
  let output = '';
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'logs/error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // SIGTERM is nginx's fast stop (it closes open connections, and its worker exits too).
    await stopChild(child, 5000);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await portOpen(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = `${output}\n${errorLog()}`.trim();
      await stop();
      throw new Error(`nginx did not start on port ${options.port}: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://127.0.0.1:${options.port}`, port: options.port, pid: child.pid!, errorLog, stop };
}
