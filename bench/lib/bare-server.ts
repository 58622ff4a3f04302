import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BareServer {
  url: string;
  pid: number;
  stop(): void;
}

/**
 * A bare node:http server (bare-server.mjs) in a process of its own, answering every request with
 * `body` and `headers`, or with the 304 of `notModified` to a request bearing its ETag: the
 * reference a route's figures are set against in the same run.
 */
export async function startBareServer(
  headers: Record<string, string | string[]>,
  body: Buffer,
  notModified?: { etag: string; headers: Record<string, string | string[]> },
): Promise<BareServer> {
  const script = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.end(JSON.stringify({ headers, bodyBase64: body.toString('base64'), notModified }));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bare server did not start in 10 s')), 10_000);
    child.stdout!.once('data', (d: Buffer) => {
      clearTimeout(timer);
      resolve(Number(String(d).trim()));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGKILL') };
}
