/**
 * A minimal OpenAI-compatible provider for the chat-paint bench: each streamed reply sends its first
 * content chunk (carrying the marker the bench chose) at a recorded time, then holds the stream open
 * until the bench releases it, so nothing else arrives while that first chunk is being painted.
 * Same wire format as server/test/fake-provider.ts (SSE chunks, usage, `data: [DONE]`), CORS on.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeNow } from './paint-marks';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

/** The page has had the response headers for this long before the first chunk is written. */
const HEADERS_LEAD_MS = 40;

interface Pending {
  marker: string;
  written: (at: number) => void;
  release: Promise<void>;
}

export interface TimedProvider {
  baseUrl: string;
  /**
   * Arms the next reply: its first chunk will carry `marker`. `written` resolves with the node
   * clock time just before that chunk was written; call `release()` to finish the reply.
   */
  arm(marker: string): { written: Promise<number>; release: () => void };
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startTimedProvider(): Promise<TimedProvider> {
  const queue: Pending[] = [];
  const open = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, 'access-control-max-age': '600' });
      return void res.end();
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { ...CORS, 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error', code: null } }),
      );
    }
    req.resume();
    req.on('end', () => void reply(res));
  });

  async function reply(res: ServerResponse) {
    const pending = queue.shift();
    const id = `chatcmpl-${randomUUID().replace(/-/g, '')}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (choices: unknown[], extra: object = {}) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: 'gpt-4o', choices, usage: null, ...extra })}\n\n`;
    open.add(res);
    res.on('close', () => open.delete(res));
    res.writeHead(200, { ...CORS, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    await sleep(HEADERS_LEAD_MS);
    const text = pending ? `Reply ${pending.marker} arrives` : 'Unexpected request';
    const first =
      chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]) +
      chunk([{ index: 0, delta: { content: text }, finish_reason: null }]);
    pending?.written(nodeNow());
    res.write(first);
    if (pending) await pending.release;
    if (res.destroyed) return;
    res.write(chunk([{ index: 0, delta: { content: ' in full.' }, finish_reason: null }]));
    res.write(chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]));
    res.write(chunk([], { usage: { prompt_tokens: 120, completion_tokens: 6, total_tokens: 126 } }));
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    arm(marker) {
      let written!: (at: number) => void;
      let release!: () => void;
      const writtenAt = new Promise<number>((r) => (written = r));
      const released = new Promise<void>((r) => (release = r));
      queue.push({ marker, written, release: released });
      return { written: writtenAt, release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
