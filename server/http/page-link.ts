import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_PAGE_HEADER, type PageQuery } from '../../common/schemas/paging.js';

/** `/api/x?cursor=…&limit=…`: the request's own URL with the next page's cursor. */
export function nextPageLink(requestUrl: string, page: PageQuery, next: string): string {
  const url = new URL(requestUrl, 'http://x');
  url.searchParams.set('limit', String(page.limit));
  url.searchParams.set('cursor', next);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** Names the next page in the answer's `Link` header, when there is one. */
export function sendPageLink(request: FastifyRequest, reply: FastifyReply, page: PageQuery, next: string | null): void {
  if (next !== null) reply.header(NEXT_PAGE_HEADER, nextPageLink(request.url, page, next));
}
