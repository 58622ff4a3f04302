import { describe, expect, it } from 'vitest';
import type { emailDraftsApi } from '@common/api/email-drafts';
import { apiError, mockApi } from '../../test/api-mock';
import { apiEndpoint, ApiError, apiListEndpoint } from './api-client';

const listDrafts = apiEndpoint<typeof emailDraftsApi.list>('GET', '/api/email/drafts');
const deleteDraft = apiEndpoint<typeof emailDraftsApi.remove>('DELETE', '/api/email/drafts/:id');

const draft = {
  id: 'd1',
  type: 'draft',
  to: '',
  cc: null,
  bcc: null,
  subject: 'Hello',
  body: 'Body',
  status: 'draft',
  createdAt: '2026-11-25T10:00:00.000Z',
  aiGeneratedMetadata: null,
};

describe('apiEndpoint', () => {
  it('fills path parameters encoded, and answers the parsed body', async () => {
    const api = mockApi({
      'GET /api/email/drafts': { body: [draft] },
      'DELETE /api/email/drafts/a%2Fb': { status: 204 },
    });
    await expect(listDrafts({ query: {} })).resolves.toEqual([draft]);
    await expect(deleteDraft({ params: { id: 'a/b' } })).resolves.toBeUndefined();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/email/drafts',
      'DELETE /api/email/drafts/a%2Fb',
    ]);
  });

  it('refuses, in tests and development, an answer its route does not describe', async () => {
    mockApi({ 'GET /api/email/drafts': { body: [{ ...draft, status: 'sent' }] } });
    await expect(listDrafts({ query: {} })).rejects.toThrow(/GET \/api\/email\/drafts does not match its schema/);
  });

  it('turns an error answer into an ApiError with its code and message', async () => {
    mockApi({ 'GET /api/email/drafts': apiError(429, 'rate_limited', 'Too many requests.') });
    const err = await listDrafts({ query: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, code: 'rate_limited', message: 'Too many requests.' });
  });
});

describe('apiListEndpoint', () => {
  const allDrafts = apiListEndpoint<typeof emailDraftsApi.list>('GET', '/api/email/drafts');
  const page = (id: string, next?: string) => ({
    body: [{ ...draft, id }],
    headers: next ? { link: `</api/email/drafts?limit=200&cursor=${next}>; rel="next"` } : undefined,
  });

  it('asks for the largest pages and joins the pages its next links name, in order', async () => {
    const api = mockApi({
      'GET /api/email/drafts?limit=200': page('d1', 'c1'),
      'GET /api/email/drafts?limit=200&cursor=c1': page('d2', 'c2'),
      'GET /api/email/drafts?limit=200&cursor=c2': page('d3'),
    });
    expect((await allDrafts()).map((d) => d.id)).toEqual(['d1', 'd2', 'd3']);
    expect(api.calls).toHaveLength(3);
  });

  it('stops once it holds the rows asked for', async () => {
    const fewer = apiListEndpoint<typeof emailDraftsApi.list>('GET', '/api/email/drafts', 2);
    const api = mockApi({
      'GET /api/email/drafts?limit=200': page('d1', 'c1'),
      'GET /api/email/drafts?limit=200&cursor=c1': page('d2', 'c2'),
    });
    expect((await fewer()).map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(api.calls).toHaveLength(2);
  });
});
