import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  STATIC_PAGE_ELEMENT_ID,
  STATIC_PAGE_PATHS,
  STATIC_PAGE_SLOTS,
  type StaticPagePath,
  type StaticPagesFile,
} from '../../common/static-pages.js';
import { allowInlineScripts } from './security-headers.js';
import { SESSION_COOKIE } from './session.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The deployment's values the pages show (the footer's links), as /api/config answers them. */
export interface StaticPageValues {
  supportEmail: string;
  docsUrl: string;
  statusUrl: string;
}

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** As React writes text into an attribute or an element, so a filled slot reads as the app renders it. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[c]};`);
}

/**
 * The Content-Security-Policy sources that admit the shell's inline scripts (theme-init.js written
 * into the page, scripts/lib/static-page-shell.ts): the hash of each one's text, taken from the
 * very HTML that is sent, so the two cannot drift apart.
 */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  );
}

/** See where the pages are compressed. */
const BROTLI_QUALITY = 9;

function staticPath(path: string): StaticPagePath | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (STATIC_PAGE_PATHS as readonly string[]).includes(trimmed) ? (trimmed as StaticPagePath) : undefined;
}

/**
 * The public pages for visitors, rendered at build time (scripts/prerender-public-pages.ts), so
 * the browser paints the page from the HTML alone instead of waiting for the app's script and,
 * on /library and /pricing, the page's chunk. The page goes beside the app's empty root, which
 * stays hidden until the app has rendered the same page and removed it (index.css,
 * client/src/app/static-page-handover.tsx); the client is not hydrated, it renders as before.
 *
 * Who gets it: a request without a session cookie, on a server not in maintenance. A signed-in
 * user's `/` is another page; a browser whose first render would differ from the English, dark,
 * this-year page (another language or theme chosen, the year ahead or behind the server's) is
 * told apart by theme-init.js before the first paint and shown the app alone.
 *
 * Returns undefined when the build has no prerendered pages (the shell is sent as before).
 */
export function staticPages(file: string, values: StaticPageValues) {
  if (!existsSync(file)) return undefined;
  const { shells, pages } = JSON.parse(readFileSync(file, 'utf8')) as StaticPagesFile;
  const scriptHashes = Object.fromEntries(
    Object.entries(shells).map(([path, shell]) => [path, inlineScriptHashes(shell)]),
  ) as Record<StaticPagePath, string[]>;
  // The policy is the same for every answer (plugins/security-headers.ts): amended once per page.
  const policies = new Map<string, string>();
  const filled = Object.fromEntries(
    Object.entries(pages).map(([path, html]) => [
      path,
      html
        // Replaced by functions: a `$` in a value or in the page is not a replacement pattern.
        .replaceAll(STATIC_PAGE_SLOTS.supportEmail, () => escapeHtml(values.supportEmail))
        .replaceAll(STATIC_PAGE_SLOTS.docsUrl, () => escapeHtml(values.docsUrl))
        .replaceAll(STATIC_PAGE_SLOTS.statusUrl, () => escapeHtml(values.statusUrl)),
    ]),
  ) as Record<StaticPagePath, string>;

  // Each page of each year, compressed once off the event loop: the pages are 75 to 125 kB of
  // markup with the stylesheet, 13 to 16 kB sent. Brotli at quality 9, not 11: 11 makes each page
  // about 9% smaller (some 1.2 kB) but leaves the process about 5 MB bigger for good, the memory
  // of its search for matches kept by malloc once freed.
  let year = -1;
  let encoded = new Map<StaticPagePath, Promise<Encoded>>();
  let compressing: Promise<unknown> = Promise.resolve();
  const encode = (path: StaticPagePath): Promise<Encoded> => {
    const thisYear = new Date().getFullYear();
    if (thisYear !== year) {
      year = thisYear;
      encoded = new Map();
    }
    let page = encoded.get(path);
    if (!page) {
      const html = shells[path]
        // theme-init.js compares it with the browser's own year before the first paint.
        .replace(/<html([^>]*)>/, (_, attributes: string) => `<html${attributes} data-static-year="${year}">`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="${STATIC_PAGE_ELEMENT_ID}">${filled[path].replace(String(STATIC_PAGE_SLOTS.year), String(year))}</div><div id="root"></div>`,
        );
      const identity = Buffer.from(html);
      // One compression at a time: run together, brotli's large working buffers on several pool
      // threads leave the process about 4 MB bigger for good; one after another, they reuse one.
      const compressed: Promise<Encoded> = compressing.then(async () => {
        const br = await brotli(identity, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        });
        return { identity, br, gzip: await gzipped(identity, { level: 9 }) };
      });
      compressing = compressed.catch(() => undefined);
      page = compressed;
      encoded.set(path, page);
    }
    return page;
  };
  for (const path of STATIC_PAGE_PATHS) void encode(path);

  return {
    /** Whether this path's HTML depends on the cookie (caches must keep the two apart). */
    varies: (path: string) => staticPath(path) !== undefined,
    /** Sends the prerendered page when this request should get it; false when it should get the shell. */
    async send(request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> {
      const page = staticPath(path);
      if (!page || request.cookies[SESSION_COOKIE]) return false;
      const { identity, br, gzip: gz } = await encode(page);
      const accepted = request.headers['accept-encoding'] ?? '';
      const [encoding, body] = /\bbr\b/.test(accepted)
        ? ['br', br]
        : /\bgzip\b/.test(accepted)
          ? ['gzip', gz]
          : [undefined, identity];
      if (encoding) reply.header('content-encoding', encoding);
      const policy = reply.getHeader('content-security-policy');
      const hashes = scriptHashes[page];
      if (typeof policy === 'string' && hashes.length > 0) {
        const key = `${page}\n${policy}`;
        let amended = policies.get(key);
        if (amended === undefined) policies.set(key, (amended = allowInlineScripts(policy, hashes)));
        reply.header('content-security-policy', amended);
      }
      await reply.send(body);
      return true;
    },
  };
}
