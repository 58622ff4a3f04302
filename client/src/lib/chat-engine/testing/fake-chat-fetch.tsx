import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * For component tests of the chats: the network is the only thing faked. `fetch` answers the
 * provider's `/chat/completions` with a stream the test writes by hand (server-sent events, as an
 * OpenAI-compatible provider sends them), or with the error answer set by `failNext`; every other
 * URL (session, configuration, usage) answers 404, which the app reads as "nothing there".
 */

export interface FakeReply {
  url: string;
  body: { messages?: { role: string; content: string }[] } & Record<string, unknown>;
  signal: AbortSignal | undefined;
  /** Sends one piece of the reply. */
  push(text: string): void;
  /** Ends the reply as a provider does: `[DONE]`. */
  end(): void;
}

const encoder = new TextEncoder();
const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function installFakeChatFetch() {
  const replies: FakeReply[] = [];
  let failure: { status: number; body: unknown } | null = null;

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/chat/completions')) return jsonResponse(404, { error: { code: 'not_found', message: '' } });
    if (failure) {
      const { status, body } = failure;
      failure = null;
      return jsonResponse(status, body);
    }
    const signal = init?.signal ?? undefined;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const write = (data: string) => controller.enqueue(encoder.encode(`data: ${data}\n\n`));
    signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    replies.push({
      url,
      body: JSON.parse(String(init?.body)) as FakeReply['body'],
      signal,
      push: (text) => write(JSON.stringify({ choices: [{ delta: { content: text }, finish_reason: null }] })),
      end: () => {
        write(JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] }));
        write('[DONE]');
        controller.close();
      },
    });
    return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    /** The latest request to the provider. */
    lastReply: () => {
      const reply = replies.at(-1);
      if (!reply) throw new Error('no request reached the provider');
      return reply;
    },
    requestCount: () => replies.length,
    /** The next provider request fails with this answer (an OpenAI-style error body). */
    failNext(status: number, code: string) {
      failure = { status, body: { error: { message: code, type: code, code } } };
    },
  };
}

/** The app's queries (session, configuration) need a client; no retries, so a 404 settles at once. */
export function WithQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
