import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../lib/domain-error.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';
import { registerErrorHandling } from './error-handler.js';

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** The one error shape, with a stable snake_case code and a message the UI can show. */
function expectErrorShape(body: unknown, code: string): void {
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  const { error } = body as { error: { code: string; message: string } };
  expect(error.code).toMatch(SNAKE_CASE);
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.message).not.toMatch(/FST_|HPE_|ERR_/);
}

interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/** Sends bytes as they are (no client library would send them) and reads the answer. */
function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.end(request, 'latin1');
  });
}

describe('every error answers in the one shape', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('a path parameter over the length limit: 414', async () => {
    const res = await t.app.inject({ url: `/api/email/drafts/${'a'.repeat(200)}`, method: 'DELETE' });
    expect(res.statusCode).toBe(414);
    expectErrorShape(res.json(), 'uri_too_long');
  });

  it('a malformed percent-encoding in the path: 400', async () => {
    const res = await t.app.inject({ url: '/api/email/drafts/%zz', method: 'DELETE' });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'invalid_url');
  });

  it('malformed and empty JSON: 400 invalid_json', async () => {
    for (const payload of ['{"email":', '', '{"__proto__":{"admin":true}}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: JSON_HEADERS, payload });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.json(), 'invalid_json');
    }
  });

  it('a content type no parser takes: 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...JSON_HEADERS, 'content-type': 'application/xml', 'x-requested-with': 'fetch' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expectErrorShape(res.json(), 'unsupported_media_type');
  });

  it('a body over the limit: 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 'body_too_large');
  });

  it('a validation error names the field when the message does not', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: { email: 'ada@example.test', password: 5 },
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'validation_failed');
    expect(res.json().error.message).toMatch(/^password: /);
  });

  it('an unknown API path: 404; a known one with the wrong method: 405 with Allow', async () => {
    const unknown = await t.app.inject('/api/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expectErrorShape(unknown.json(), 'not_found');
    const wrongMethod = await t.app.inject({
      method: 'DELETE',
      url: '/api/health',
      headers: { origin: JSON_HEADERS.origin, 'x-requested-with': 'fetch' },
    });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expectErrorShape(wrongMethod.json(), 'method_not_allowed');
  });

  describe("requests Node's HTTP parser refuses", () => {
    const post = (headers: string, body = '{}') =>
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}\r\n\r\n${body}`;

    it('a Content-Length that is not a number: 400', async () => {
      const res = await rawRequest(port, post('Content-Length: abc'));
      expect(res.status).toBe(400);
      expect(res.headers).toMatch(/content-type: application\/json/i);
      expectErrorShape(JSON.parse(res.body), 'invalid_content_length');
    });

    it('two different Content-Lengths: 400', async () => {
      const res = await rawRequest(port, post('Content-Length: 2\r\nContent-Length: 3'));
      expect(res.status).toBe(400);
      expectErrorShape(JSON.parse(res.body), 'invalid_content_length');
    });

    it('a control character in a header: 400', async () => {
      const res = await rawRequest(port, post('Content-Length: 2\r\nX-Note: a\u0001b'));
      expect(res.status).toBe(400);
      expectErrorShape(JSON.parse(res.body), 'invalid_header');
    });

    it('headers over the size limit: 431', async () => {
      const res = await rawRequest(port, post(`Content-Length: 2\r\nX-Big: ${'a'.repeat(40_000)}`));
      expect(res.status).toBe(431);
      expectErrorShape(JSON.parse(res.body), 'headers_too_large');
    });

    it('a method HTTP does not know: 501', async () => {
      const res = await rawRequest(port, 'FROB /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(res.status).toBe(501);
      expectErrorShape(JSON.parse(res.body), 'method_not_implemented');
    });

    it('anything else unreadable: 400', async () => {
      const res = await rawRequest(port, 'GET /api/health HTTP/9.9\r\nHost: localhost\r\n\r\n');
      expect(res.status).toBe(400);
      expectErrorShape(JSON.parse(res.body), 'bad_request');
    });
  });
});

describe('domain errors', () => {
  const kinds: [DomainErrorKind, number][] = [
    ['invalid', 400],
    ['unauthorized', 401],
    ['quota_exceeded', 402],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['rate_limited', 429],
    ['upstream_failed', 502],
    ['unavailable', 503],
    ['upstream_timeout', 504],
  ];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    app.get<{ Params: { kind: DomainErrorKind } }>('/fail/:kind', async (request) => {
      throw new DomainError(request.params.kind, 'some_code', 'Words for the user.');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(kinds)('a service that fails with %s answers %i, with its own code and message', async (kind, status) => {
    const res = await app.inject({ url: `/fail/${kind}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code: 'some_code', message: 'Words for the user.' } });
  });
});
