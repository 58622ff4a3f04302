import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createGmailInbox, type FakeGmailInbox } from './fake-gmail-inbox.js';
import { createGraphInbox, type FakeGraphInbox } from './fake-graph-inbox.js';

/**
 * Small fakes of the two HTTP mail APIs the outbox calls, following their documented requests and
 * answers, plus an OAuth token endpoint for refreshes:
 * - Gmail users.messages.send: POST /gmail/v1/users/me/messages/send {raw: base64url} -> 200 {id, threadId, labelIds};
 *   users.messages.list: GET /gmail/v1/users/me/messages?q=rfc822msgid:<id> -> {messages?, resultSizeEstimate};
 * - Graph: POST /graph/me/sendMail {message, saveToSentItems} -> 202 (no body);
 *   GET /graph/me/mailFolders/sentitems/messages?$filter=internetMessageId eq '<id>' -> {value: [...]};
 * - POST /token (grant_type=refresh_token) -> {access_token, token_type, expires_in}.
 * Both APIs answer 401 with their error shape unless the bearer token is in `validTokens`.
 * The receiving side (new mail by Gmail history and Graph delta, reading messages, Graph replies) is
 * in fake-gmail-inbox.ts and fake-graph-inbox.ts: a mailbox per owner, the owner of a token being
 * `tokenOwners.get(token)` ('' when unset), and a token from a refresh belonging to the refresh
 * token's owner.
 */
export interface GmailSent {
  id: string;
  token: string;
  raw: Buffer;
  parsed: ParsedMail;
  /** The conversation the send asked for (users.messages.send `threadId`). */
  threadId?: string;
}
/** POST /me/messages/{id}/reply: the message answered and the request body. */
export interface GraphReply {
  token: string;
  messageId: string;
  body: {
    comment?: string;
    message?: {
      toRecipients?: { emailAddress: { address: string } }[];
      body?: { contentType: string; content: string };
      internetMessageHeaders?: { name: string; value: string }[];
    };
  };
}
export interface GraphSent {
  token: string;
  body: {
    message: {
      subject: string;
      body: { contentType: string; content: string };
      toRecipients: { emailAddress: { address: string } }[];
      internetMessageId?: string;
    };
    saveToSentItems: boolean;
  };
}

export interface FakeMailApis {
  url: string;
  /** GMAIL_API_URL, GRAPH_API_URL and the token URLs for the app under test. */
  env: Record<string, string>;
  validTokens: Set<string>;
  gmail: GmailSent[];
  graph: GraphSent[];
  graphReplies: GraphReply[];
  refreshes: URLSearchParams[];
  /** Whose mailbox a token (access or refresh) opens; '' (one shared mailbox) when unset. */
  tokenOwners: Map<string, string>;
  /** The owner's Gmail mailbox (created on first use). */
  gmailInbox(owner?: string): FakeGmailInbox;
  /** The owner's Outlook inbox (created on first use). */
  graphInbox(owner?: string): FakeGraphInbox;
  /** false: tokens from a refresh are refused too (the grant was revoked at the provider). */
  refreshedTokensWork: { value: boolean };
  /** The next `count` send calls answer `status` with `body`. */
  failNext: { count: number; status: number; body: unknown };
  /** The next `count` GET calls answer `status` with `body`. */
  failNextRead: { count: number; status: number; body: unknown };
  /** The next `count` send calls are accepted (recorded), then the connection is cut without an answer. */
  dropNext: { count: number };
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const json = (res: ServerResponse, status: number, body: unknown): void =>
  void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export interface FakeMailApisOptions {
  /**
   * Asked about a bearer token not in `validTokens`, as the real APIs check a token with their
   * authorization server: lets tokens a real OAuth server (oidc-provider) issued work here.
   */
  introspect?: (token: string) => Promise<boolean>;
}

export async function startFakeMailApis(options: FakeMailApisOptions = {}): Promise<FakeMailApis> {
  const validTokens = new Set<string>();
  const gmail: GmailSent[] = [];
  const graph: GraphSent[] = [];
  const graphReplies: GraphReply[] = [];
  const refreshes: URLSearchParams[] = [];
  const tokenOwners = new Map<string, string>();
  const gmailInboxes = new Map<string, ReturnType<typeof createGmailInbox>>();
  const graphInboxes = new Map<string, ReturnType<typeof createGraphInbox>>();
  const failNext = { count: 0, status: 500, body: {} as unknown };
  const failNextRead = { count: 0, status: 500, body: {} as unknown };
  const dropNext = { count: 0 };
  const refreshedTokensWork = { value: true };
  let n = 0;

  const unauthorized = (res: ServerResponse, api: 'gmail' | 'graph'): void =>
    api === 'gmail'
      ? json(res, 401, {
          error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
        })
      : json(res, 401, {
          error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired or is not yet valid.' },
        });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = await readBody(req);
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body);
      refreshes.push(form);
      if (form.get('grant_type') !== 'refresh_token') return json(res, 400, { error: 'unsupported_grant_type' });
      const token = `fresh-${++n}`;
      if (refreshedTokensWork.value) validTokens.add(token);
      const owner = tokenOwners.get(form.get('refresh_token') ?? '');
      if (owner !== undefined) tokenOwners.set(token, owner);
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    const api = url.pathname.startsWith('/gmail/') ? 'gmail' : 'graph';
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!validTokens.has(token)) {
      if (!token || !(await options.introspect?.(token))) return unauthorized(res, api);
      validTokens.add(token);
    }
    const isSend = req.method === 'POST';
    if (!isSend && failNextRead.count > 0) {
      failNextRead.count--;
      return json(res, failNextRead.status, failNextRead.body);
    }
    if (isSend && failNext.count > 0) {
      failNext.count--;
      return json(res, failNext.status, failNext.body);
    }
    if (isSend && url.pathname === '/gmail/v1/users/me/messages/send') {
      const sent = JSON.parse(body) as { raw: string; threadId?: string };
      const raw = Buffer.from(sent.raw, 'base64url');
      const id = `gm${++n}`;
      gmail.push({
        id,
        token,
        raw,
        parsed: await simpleParser(raw),
        ...(sent.threadId ? { threadId: sent.threadId } : {}),
      });
      if (dropNext.count > 0 && dropNext.count--) return void req.socket.destroy();
      return json(res, 200, { id, threadId: sent.threadId ?? `th${n}`, labelIds: ['SENT'] });
    }
    if (isSend && url.pathname === '/graph/me/sendMail') {
      graph.push({ token, body: JSON.parse(body) as GraphSent['body'] });
      if (dropNext.count > 0 && dropNext.count--) return void req.socket.destroy();
      return void res.writeHead(202).end();
    }
    const reply = /^\/graph\/me\/messages\/([^/]+)\/reply$/.exec(url.pathname);
    if (isSend && reply) {
      const messageId = decodeURIComponent(reply[1]!);
      if (!graphInbox(ownerOf(token)).messages.some((m) => m.id === messageId)) {
        return json(res, 404, {
          error: { code: 'ErrorItemNotFound', message: 'The specified object was not found in the store.' },
        });
      }
      const parsed = JSON.parse(body || '{}') as GraphReply['body'];
      if (parsed.comment !== undefined && parsed.message?.body) {
        return json(res, 400, {
          error: {
            code: 'ErrorInvalidRequest',
            message: 'Specify either a comment or the body of the message, not both.',
          },
        });
      }
      graphReplies.push({ token, messageId, body: parsed });
      if (dropNext.count > 0 && dropNext.count--) return void req.socket.destroy();
      return void res.writeHead(202).end();
    }
    if (
      req.method === 'GET' &&
      url.pathname === '/gmail/v1/users/me/messages' &&
      (url.searchParams.get('q') ?? '').startsWith('rfc822msgid:')
    ) {
      const wanted = (url.searchParams.get('q') ?? '').replace(/^rfc822msgid:/, '');
      const hits = gmail.filter((m) => m.parsed.messageId?.replace(/^<|>$/g, '') === wanted);
      return json(res, 200, {
        ...(hits.length ? { messages: hits.map((m) => ({ id: m.id, threadId: m.id })) } : {}),
        resultSizeEstimate: hits.length,
      });
    }
    if (req.method === 'GET' && url.pathname === '/graph/me/mailFolders/sentitems/messages') {
      const wanted = /internetMessageId eq '(.*)'/.exec(url.searchParams.get('$filter') ?? '')?.[1];
      const hits = graph.filter((m) => m.body.message.internetMessageId === wanted);
      return json(res, 200, { value: hits.map((_, i) => ({ id: `graph-${i}` })) });
    }
    if (req.method === 'GET') {
      const owner = ownerOf(token);
      const answer =
        api === 'gmail'
          ? gmailInbox(owner).answer(url)
          : graphInbox(owner).answer(url, String(req.headers.prefer ?? ''));
      if (answer) return json(res, answer.status, answer.body);
    }
    return json(res, 404, { error: { code: 404, message: 'Not found' } });
  }

  const ownerOf = (token: string) => tokenOwners.get(token) ?? '';
  function gmailInbox(owner = '') {
    let inbox = gmailInboxes.get(owner);
    if (!inbox) gmailInboxes.set(owner, (inbox = createGmailInbox(owner || 'me@gmail.example')));
    return inbox;
  }
  function graphInbox(owner = '') {
    let inbox = graphInboxes.get(owner);
    if (!inbox) graphInboxes.set(owner, (inbox = createGraphInbox(`${url}/graph`)));
    return inbox;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => json(res, 500, { error: { message: err.message } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = {
    GMAIL_API_URL: url,
    GRAPH_API_URL: `${url}/graph`,
    GOOGLE_CLIENT_ID: 'gmail-client',
    GOOGLE_CLIENT_SECRET: 'gmail-secret',
    GOOGLE_AUTH_URL: `${url}/auth`,
    GOOGLE_TOKEN_URL: `${url}/token`,
    MICROSOFT_CLIENT_ID: 'outlook-client',
    MICROSOFT_CLIENT_SECRET: 'outlook-secret',
    MICROSOFT_AUTH_URL: `${url}/auth`,
    MICROSOFT_TOKEN_URL: `${url}/token`,
    YAHOO_CLIENT_ID: 'yahoo-client',
    YAHOO_CLIENT_SECRET: 'yahoo-secret',
    YAHOO_AUTH_URL: `${url}/auth`,
    YAHOO_TOKEN_URL: `${url}/token`,
  };
  return {
    url,
    env,
    validTokens,
    gmail,
    graph,
    graphReplies,
    refreshes,
    tokenOwners,
    gmailInbox,
    graphInbox,
    refreshedTokensWork,
    failNext,
    failNextRead,
    dropNext,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
