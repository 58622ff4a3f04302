import { once } from 'node:events';
import { createParser } from 'eventsource-parser';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_ERROR_MESSAGES, type ChatUsage } from '../../common/chat.js';

/**
 * Forwards a provider's SSE stream to the browser as it arrives: nothing is buffered, so the admin
 * chat streams exactly like the direct one and the browser reads it with the same client. The
 * stream is only watched on the way through, to learn the usage for recording.
 */

export interface RelayResult {
  /** The browser went away (Stop, closed tab) before the end; the upstream call was cancelled. */
  aborted: boolean;
  /** The final usage chunk, when the request asked for it (stream_options.include_usage). */
  usage: ChatUsage | null;
  /** Characters of reply text relayed: lets usage be estimated when the provider sent none. */
  textLength: number;
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx and similar proxies hold responses back unless told not to.
  'x-accel-buffering': 'no',
};

/** Same shape the provider uses for a failure mid-stream, so the browser client handles both alike. */
const RELAY_ERROR_EVENT = `data: ${JSON.stringify({
  error: { message: CHAT_ERROR_MESSAGES.other, type: 'relay_error', param: null, code: 'upstream_error' },
})}\n\n`;

/**
 * `upstream` must be an ok Response from streamCompletion, started with `abort.signal`, so that a
 * browser leaving cancels the provider call (and its cost) at once.
 */
export async function relayStream(
  request: FastifyRequest,
  reply: FastifyReply,
  upstream: Response,
  abort: AbortController,
): Promise<RelayResult> {
  const result: RelayResult = { aborted: false, usage: null, textLength: 0 };
  const raw = reply.raw;
  // Fastify would otherwise try to send its own reply once the handler returns.
  reply.hijack();
  const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined));
  raw.writeHead(200, { ...headers, ...SSE_HEADERS });
  raw.flushHeaders();
  raw.socket?.setNoDelay(true);

  const onClose = () => {
    if (!raw.writableFinished) {
      result.aborted = true;
      abort.abort();
    }
  };
  raw.on('close', onClose);

  const parser = createParser({
    onEvent(event) {
      if (event.data === '[DONE]') return;
      try {
        const chunk = JSON.parse(event.data) as {
          choices?: { delta?: { content?: unknown } }[];
          usage?: ChatUsage | null;
        };
        const content = chunk.choices?.[0]?.delta?.content;
        if (typeof content === 'string') result.textLength += content.length;
        if (chunk.usage && typeof chunk.usage.total_tokens === 'number') result.usage = chunk.usage;
      } catch {
        // Not ours to judge: the bytes were relayed as they came.
      }
    },
  });
  const decoder = new TextDecoder();

  const reader = upstream.body?.getReader();
  try {
    if (!reader) throw new Error('upstream response has no body');
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (raw.destroyed) break;
      // Respect backpressure from a slow browser rather than queue the whole reply in memory.
      if (!raw.write(value)) await Promise.race([once(raw, 'drain'), once(raw, 'close')]);
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (err) {
    if (!result.aborted) {
      request.log.warn(
        { err: { name: (err as Error).name, message: (err as Error).message } },
        'provider stream failed',
      );
      if (!raw.destroyed) raw.write(RELAY_ERROR_EVENT);
    }
  } finally {
    raw.off('close', onClose);
    if (!raw.destroyed) raw.end();
    // Normally abort.abort() has already ended the call; this covers a caller that forgot the signal.
    if (result.aborted) await reader?.cancel().catch(() => undefined);
  }
  return result;
}
