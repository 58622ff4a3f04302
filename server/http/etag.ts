import { createHash } from 'node:crypto';

/**
 * A strong validator for a body fixed at start-up: the hash of its bytes, so every instance
 * running the same build names the same bytes alike and a deploy that changes them changes it.
 */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * Whether `If-None-Match` names the representation tagged `etag`, so a GET may answer 304.
 * The comparison is the weak one (a `W/` prefix on either side is ignored), which is what a cache
 * revalidating a GET is owed; `*` matches any current representation.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}
