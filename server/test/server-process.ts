import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, SERVER_NODE_ARGS, SERVER_PROCESS_ENV } from '../../scripts/lib/built-server.js';
import { stopChild } from '../../scripts/lib/stop-child.js';
import { EnvSchema } from '../config.js';

/** What `--import tsx` names, by its path: it then loads whatever the working folder is. */
const TSX_LOADER = pathToFileURL(join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** Configuration a developer's shell might carry that must not leak into a test server. */
const PREFIXES_TO_STRIP = ['GOOGLE_', 'MICROSOFT_', 'YAHOO_', 'OIDC_', 'SMTP_', 'ICLOUD_', 'AI_'];

function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(EnvSchema.shape)) delete env[key];
  for (const key of Object.keys(env)) if (PREFIXES_TO_STRIP.some((p) => key.startsWith(p))) delete env[key];
  return env;
}

export interface ServerProcessOptions {
  name: string;
  port: number;
  /** Folder for this instance's DATA_DIR and log file. */
  dir: string;
  /** Configuration on top of the defaults; a key set to undefined is left out. */
  env: Record<string, string | undefined>;
  /**
   * 'source' runs server/server.ts through tsx (no build needed: what `npm test` uses);
   * a folder runs the built `dist/server/server.js` found there (what the benchmarks use).
   */
  entry: 'source' | { buildRoot: string };
  /** Working folder (default: the repository, or the build root); one without dist/client serves no client. */
  cwd?: string;
}

export interface ServerProcess {
  name: string;
  port: number;
  url: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** True while the current process has not exited. */
  alive(): boolean;
  /** How the processes started by this handle ended, in order (signal or exit code). */
  exits: string[];
  /** Starts (again) on the same port and waits until GET /api/health answers 200. */
  start(timeoutMs?: number): Promise<void>;
  /** Starts (again) on the same port without waiting for it. */
  launch(): void;
  /** Waits until GET /api/health answers 200; throws if the process exits first. */
  waitHealthy(timeoutMs?: number): Promise<void>;
  /** Waits for the current process to exit: its exit code (null when a signal ended it). */
  exitCode(): Promise<number | null>;
  kill9(): Promise<void>;
  /** SIGTERM (graceful), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** The last lines of the output of the processes started by this handle (Infinity: all of it). */
  log(lines?: number): string;
}

/**
 * One server instance as a real child process, the way it runs in production: its own process,
 * port and DATA_DIR, configured only by environment variables. Started with `node --import tsx`
 * (not the tsx CLI) so the pid is the server's own and SIGKILL reaches it.
 */
export function serverProcess(options: ServerProcessOptions): ServerProcess {
  const url = `http://127.0.0.1:${options.port}`;
  const logFile = join(options.dir, `${options.name}.log`);
  mkdirSync(options.dir, { recursive: true });
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const exits: string[] = [];

  const alive = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const spawnOnce = () => {
    const env: NodeJS.ProcessEnv = {
      ...SERVER_PROCESS_ENV,
      ...cleanEnv(),
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: join(options.dir, `${options.name}-data`),
      LOG_LEVEL: 'warn',
    };
    for (const [key, value] of Object.entries(options.env)) {
      if (value === undefined) delete env[key];
      else env[key] = value;
    }
    const logFd = openSync(logFile, 'a');
    const args = [
      ...SERVER_NODE_ARGS,
      ...(options.entry === 'source'
        ? ['--import', TSX_LOADER, join(REPO_ROOT, 'server/server.ts')]
        : [join(options.entry.buildRoot, 'dist/server/server.js')]),
    ];
    const cwd = options.cwd ?? (options.entry === 'source' ? REPO_ROOT : options.entry.buildRoot);
    const started = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', logFd, logFd] });
    closeSync(logFd);
    child = started;
    exited = new Promise<void>((done) =>
      started.once('exit', (code, signal) => {
        exits.push(signal ?? `exit ${code}`);
        done();
      }),
    );
  };

  const log = (lines = 40) => {
    try {
      return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  };

  const waitHealthy = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      if (!alive()) throw new Error(`${options.name} exited (${exits.at(-1)}) before /api/health answered:\n${log()}`);
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
        last = `HTTP ${res.status}`;
      } catch (err) {
        last = (err as Error).message;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${options.name} not healthy within ${timeoutMs} ms (last: ${last}):\n${log()}`);
  };

  const launch = () => {
    if (alive()) throw new Error(`${options.name} is already running`);
    spawnOnce();
  };

  return {
    name: options.name,
    port: options.port,
    url,
    get pid() {
      return child?.pid ?? 0;
    },
    get child() {
      return child!;
    },
    alive,
    exits,
    log,
    launch,
    waitHealthy,
    async start(timeoutMs) {
      launch();
      await waitHealthy(timeoutMs);
    },
    async exitCode() {
      await exited;
      return child?.exitCode ?? null;
    },
    async kill9() {
      if (!alive()) return;
      child!.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child) await stopChild(child, 10_000);
    },
  };
}
