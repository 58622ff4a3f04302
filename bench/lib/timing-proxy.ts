/**
 * A thin HTTP proxy in front of a provider that records, for every request, how long the provider
 * side held it: from the request's headers arriving at the proxy to the proxy calling `end()` on
 * the response (the last byte handed over). The hop from the proxy to the provider behind it is
 * inside that span, so it is counted as the provider's time, never as the caller's.
 * Keep-alive both ways, hop-by-hop headers dropped; the path (/v1/...) is forwarded unchanged.
 */
import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface ProviderSpan {
  method: string;
  path: string;
  status: number;
  /** performance.now() in this process when the request's headers arrived at the proxy. */
  start: number;
  /** performance.now() when the proxy ended the response. */
  end: number;
}

export interface TimingProxy {
  /** The upstream base URL with the proxy's address, e.g. http://127.0.0.1:41235/v1. */
  baseUrl: string;
  /** One entry per completed request, in the order the responses ended. */
  spans: ProviderSpan[];
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade', 'te', 'trailer'];

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

export async function startTimingProxy(upstreamBaseUrl: string): Promise<TimingProxy> {
  const upstream = new URL(upstreamBaseUrl);
  const agent = new Agent({ keepAlive: true });
  const spans: ProviderSpan[] = [];

  const server = createServer((req, res) => {
    const start = performance.now();
    const forward = request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...endToEnd(req.headers), host: upstream.host },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, endToEnd(up.headers));
        up.on('data', (chunk: Buffer) => res.write(chunk));
        up.on('end', () => {
          res.end();
          const path = req.url ?? '/';
          spans.push({ method: req.method ?? 'GET', path, status: res.statusCode, start, end: performance.now() });
        });
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('timing proxy: upstream failed');
    });
    req.pipe(forward);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${upstream.pathname.replace(/\/+$/, '')}`,
    spans,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
