import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const PUBLIC_URL = 'https://agentops.example';

describe('CSRF origin check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
  });
  afterAll(() => t.close());

  const unlock = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/maintenance/unlock',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { code: 'x' },
    });

  it("accepts PUBLIC_URL's origin, whatever Host the request came with", async () => {
    const res = await unlock({ origin: PUBLIC_URL, host: '10.0.0.7:3000' });
    // Past the CSRF check: maintenance is off on this server.
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('maintenance_off');
  });

  it('refuses an Origin that only matches the Host header', async () => {
    for (const [origin, host] of [
      ['https://evil.example', 'evil.example'],
      ['http://agentops.example', 'agentops.example'],
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ]) {
      const res = await unlock({ origin: origin!, host: host! });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'csrf_origin', message: 'Cross-site request refused' } });
    }
  });

  it('refuses look-alikes of our origin', async () => {
    for (const origin of [`${PUBLIC_URL}:8443`, `${PUBLIC_URL}.evil.example`, 'null']) {
      const res = await unlock({ origin });
      expect(res.statusCode, origin).toBe(403);
    }
  });

  it('cannot be dodged by percent-encoding the path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/maintenance/unlock',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: { code: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});
